import type { Instrumentation } from "next";
import type { Log } from "@/platform/logging/log-entry";
import { traceFromHeaders } from "@/platform/logging/trace-context";

type OnRequestError = Instrumentation.onRequestError;
type ErrorRequest = Parameters<OnRequestError>[1];
type ErrorContext = Parameters<OnRequestError>[2];

/** The path without its query: a query can hold what a visitor typed (a search, an address), and logs keep none of it. */
function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return (end === -1 ? path : path.slice(0, end)).slice(0, 200);
}

function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return "(unprintable)";
  }
}

function summary(error: unknown): { name: string; text: string; digest: string | undefined } {
  const digest = error !== null && typeof error === "object" ? (error as { digest?: unknown }).digest : undefined;
  return {
    name: error instanceof Error ? error.name : "NonError",
    // The whole message is in the stack; the summary line keeps a readable length.
    text: (error instanceof Error ? error.message : textOf(error)).slice(0, 500),
    digest: typeof digest === "string" ? digest : undefined,
  };
}

/**
 * The one line for an error Next caught while answering a request (a render, a route handler, a server
 * action or the proxy), through the `onRequestError` hook in instrumentation.ts. ERROR, with the stack
 * for Error Reporting and the trace that ties it to the request in Cloud Logging. The digest is the code
 * Next shows the visitor in place of the message, to find this line from a report.
 */
export function logRequestError(log: Log, error: unknown, request: ErrorRequest, context: ErrorContext): void {
  const { name, text, digest } = summary(error);
  const path = pathOnly(request.path);
  log(
    "next.request_error",
    {
      message: `${request.method} ${path} failed: ${name}: ${text}`,
      method: request.method,
      path,
      routerKind: context.routerKind,
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      revalidateReason: context.revalidateReason,
      digest,
      error: name,
    },
    "error",
    { trace: traceFromHeaders(request.headers), error },
  );
}
