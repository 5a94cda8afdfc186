/**
 * The trace a request arrived with, read from the headers Google's front end adds to every request it
 * passes to Cloud Run. With it on a log line, Cloud Logging shows the line under that request's entry.
 */
export interface TraceContext {
  /** 32 lowercase hex digits. */
  readonly traceId: string;
  /** 16 lowercase hex digits, the form Cloud Logging's spanId field takes. */
  readonly spanId?: string;
  /** Whether the caller sampled the trace; absent when the header does not say. */
  readonly sampled?: boolean;
}

/** A Fetch `Headers`, or the plain record Node, Next's `onRequestError` and next-auth hand over. */
export type HeaderSource =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

const traceparentPattern = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const cloudTracePattern = /^([0-9a-fA-F]{32})(?:\/([0-9]{1,20}))?(?:;o=([0-9]+))?$/;
const allZeros = /^0+$/;
const maxSpanId = (BigInt(1) << BigInt(64)) - BigInt(1);

/** W3C `traceparent: 00-TRACE_ID-SPAN_ID-FLAGS`; null for anything the spec says to ignore. */
export function parseTraceparent(value: string | null | undefined): TraceContext | null {
  const match = traceparentPattern.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, version = "", traceId = "", spanId = "", flags = "", rest] = match;
  // Version ff is forbidden; version 00 has exactly four parts, and later versions may only add to it.
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (allZeros.test(traceId) || allZeros.test(spanId)) return null;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/** Google's `X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=OPTIONS`, whose span id is a decimal 64-bit number. */
export function parseCloudTraceContext(value: string | null | undefined): TraceContext | null {
  const match = cloudTracePattern.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, rawTraceId = "", decimalSpan, options] = match;
  const traceId = rawTraceId.toLowerCase();
  if (allZeros.test(traceId)) return null;
  const span = decimalSpan === undefined ? null : BigInt(decimalSpan);
  const spanId = span !== null && span > BigInt(0) && span <= maxSpanId ? span.toString(16).padStart(16, "0") : undefined;
  const sampled = options === undefined ? undefined : (Number(options) & 1) === 1;
  return {
    traceId,
    ...(spanId === undefined ? {} : { spanId }),
    ...(sampled === undefined ? {} : { sampled }),
  };
}

function headerValue(headers: HeaderSource, name: string): string | null {
  if (typeof headers.get === "function") return (headers as { get(name: string): string | null }).get(name);
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const value = record[name] ?? Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  if (value === undefined) return null;
  return typeof value === "string" ? value : (value[0] ?? null);
}

/**
 * The request's trace, or null. A client may send either header (or a broken one): W3C's wins when it
 * parses, as in Google's own logging library, and nothing malformed is ever thrown.
 */
export function traceFromHeaders(headers: HeaderSource | null | undefined): TraceContext | null {
  if (!headers) return null;
  try {
    return parseTraceparent(headerValue(headers, "traceparent")) ?? parseCloudTraceContext(headerValue(headers, "x-cloud-trace-context"));
  } catch {
    return null;
  }
}
