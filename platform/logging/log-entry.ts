import type { TraceContext } from "@/platform/logging/trace-context";

export type LogLevel = "debug" | "info" | "notice" | "warn" | "error" | "critical";

/** Fields a log line may carry. Never pass passwords, tokens or whole form bodies. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface LogContext {
  /** The request's trace (platform/logging/request-log.ts), so the line shows under that request in Cloud Logging. */
  readonly trace?: TraceContext | null;
  /** An error whose stack goes in `stack_trace`, where Error Reporting looks first to group it. */
  readonly error?: unknown;
}

/** What every writer of log lines accepts: logEvent itself, or one bound to a request's trace. */
export type Log = (event: string, fields?: LogFields, level?: LogLevel, context?: LogContext) => void;

/** Cloud Logging's LogSeverity names: `severity>=ERROR` in a filter then means what it says. */
export const severities = {
  debug: "DEBUG",
  info: "INFO",
  notice: "NOTICE",
  warn: "WARNING",
  error: "ERROR",
  critical: "CRITICAL",
} as const satisfies Record<LogLevel, string>;

export const traceKey = "logging.googleapis.com/trace";
export const spanIdKey = "logging.googleapis.com/spanId";
export const traceSampledKey = "logging.googleapis.com/trace_sampled";

/**
 * Keys Cloud Logging or Error Reporting read a meaning into, and the entry's own: a field by one of these
 * names could pass for the line's severity, time, trace or stack, so it is dropped. `message` is the one
 * field taken on purpose, as the entry's message.
 */
const reservedKeys = new Set([
  "severity",
  "message",
  "event",
  "time",
  "timestamp",
  "timestampSeconds",
  "timestampNanos",
  "httpRequest",
  "stack_trace",
  "exception",
  "serviceContext",
  "@type",
]);

function reserved(key: string): boolean {
  return reservedKeys.has(key) || key.startsWith("logging.googleapis.com/");
}

/** `projects/ID/traces/TRACE` as Cloud Run's own request log names it; the bare id when the project is unknown. */
export function traceName(traceId: string, projectId: string | null): string {
  return projectId ? `projects/${projectId}/traces/${traceId}` : traceId;
}

function stackOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  // V8's `stack` starts with "Name: message", the header Error Reporting expects before the frames.
  return typeof error.stack === "string" && error.stack !== "" ? error.stack : `${error.name}: ${error.message}`;
}

export interface EntryOptions {
  readonly time: Date;
  readonly projectId: string | null;
}

/**
 * One log entry in the shape Cloud Logging reads from a container's output: `severity` and `time` become
 * the entry's own, `message` is the line shown in the Logs Explorer, the rest stays in `jsonPayload`.
 */
export function logEntry(
  event: string,
  fields: LogFields,
  level: LogLevel,
  context: LogContext,
  { time, projectId }: EntryOptions,
): Record<string, unknown> {
  const given = fields.message;
  const message = given === undefined || given === null ? event : String(given);
  // fromEntries and spread define own properties, so even a field named "__proto__" stays a plain field.
  const own = Object.fromEntries(Object.entries(fields).filter(([key]) => !reserved(key)));
  const entry: Record<string, unknown> = { severity: severities[level] ?? severities.info, message, time: time.toISOString(), event, ...own };
  const trace = context.trace;
  if (trace) {
    entry[traceKey] = traceName(trace.traceId, projectId);
    if (trace.spanId) entry[spanIdKey] = trace.spanId;
    if (trace.sampled !== undefined) entry[traceSampledKey] = trace.sampled;
  }
  const stack = stackOf(context.error);
  if (stack) entry.stack_trace = stack;
  return entry;
}

/**
 * The entry as one line. JSON escapes every control character, so text a visitor typed can never end the
 * line and start a forged one; the Unicode line and paragraph separators, which JSON leaves raw but some
 * readers break lines at, are escaped too.
 */
export function logLine(entry: Record<string, unknown>): string {
  return JSON.stringify(entry).replace(/[\u0085\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
