import "server-only";
import { processEnv } from "@/platform/env/process-env";
import { cloudProjectId } from "@/platform/logging/cloud-project";
import { logEntry, logLine, type Log, type LogContext, type LogFields, type LogLevel } from "@/platform/logging/log-entry";
import { writeOwnLine } from "@/platform/logging/console-routing";
import type { TraceContext } from "@/platform/logging/trace-context";

export type { Log, LogContext, LogFields, LogLevel } from "@/platform/logging/log-entry";

/**
 * Writes one JSON line per event, in the shape Cloud Logging reads from a Cloud Run container
 * (platform/logging/log-entry.ts). A `message` field becomes the line's message; without one, the event name is.
 * Pass the request's trace in `context` from code that answers a request (platform/logging/request-log.ts).
 */
export function logEvent(event: string, fields: LogFields = {}, level: LogLevel = "info", context: LogContext = {}): void {
  // Read per line that needs it, not cached: tests and scripts set the project after this module loads.
  const projectId = context.trace ? cloudProjectId(processEnv()) : null;
  const line = logLine(logEntry(event, fields, level, context, { time: new Date(), projectId }));
  writeOwnLine(level === "error" || level === "critical" ? "error" : level === "warn" ? "warn" : "log", line);
}

/** A log function that puts this trace on every line, for code handed a `Log` rather than calling logEvent. */
export function tracedLog(trace: TraceContext | null): Log {
  if (!trace) return logEvent;
  return (event, fields, level, context) => logEvent(event, fields, level, { ...context, trace: context?.trace ?? trace });
}
