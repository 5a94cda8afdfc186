import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { logEvent, type LogContext, type LogFields, type LogLevel } from "@/platform/logging/log";
import { traceFromHeaders, type TraceContext } from "@/platform/logging/trace-context";

/**
 * The trace of the request being answered. Only for code that already answers a request dynamically (a
 * server action, a route handler, the admin data layer after its session check): reading the headers
 * would turn a prerendered page dynamic, which is why logEvent never does it by itself. Outside a
 * request (a script, start-up, an `after()` callback) there is none: null.
 */
export async function currentRequestTrace(): Promise<TraceContext | null> {
  try {
    return traceFromHeaders(await headers());
  } catch (error) {
    // Next's own signals (a prerender bailing out to dynamic rendering) must reach Next; anything else means no request.
    unstable_rethrow(error);
    return null;
  }
}

/**
 * logEvent with the current request's trace. The line is written whatever happens; the promise rejects
 * only with Next's own signals from reading the headers, which the caller's render must see.
 */
export async function logRequestEvent(event: string, fields: LogFields = {}, level: LogLevel = "info", context: LogContext = {}): Promise<void> {
  let trace: TraceContext | null = null;
  try {
    trace = await currentRequestTrace();
  } finally {
    logEvent(event, fields, level, { trace, ...context });
  }
}
