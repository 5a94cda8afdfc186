import type { RequestLimits } from "@/platform/config/limits";

/*
 * What the server refuses from a request line and its headers alone, before Next reads a byte of the body
 * or builds a Request: Next cannot build one for TRACE (the Fetch standard forbids it) and answers a bare
 * 500 with a stack trace, and it buffers up to 10 MB of any post before the proxy sees it.
 * platform/security/request-gate-server.ts answers these on the Node server; this module only decides.
 */

/** Every method the site answers: pages and route handlers read, server actions and sign-in post. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

export interface GateRequest {
  readonly method: string;
  /** The request target as sent: a path with an optional query. */
  readonly url: string;
  readonly contentLength: string | undefined;
  readonly transferEncoding: string | undefined;
}

export interface GateRefusal {
  readonly status: 405 | 411 | 413;
  readonly reason: string;
}

export const AUTH_PREFIX = "/api/auth/";

/** The path of a request target, without its query; "" when it is not a path (an absolute or `*` target). */
export function targetPath(url: string): string {
  if (!url.startsWith("/")) return "";
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A decimal Content-Length, or null when there is none or it is not one number. */
function declaredLength(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * The refusal for a request, or null to let it on:
 * - a method the site does not answer (TRACE, PUT, DELETE, PATCH, OPTIONS, …): 405 with Allow;
 * - a post whose body comes in chunks with no length: 411, so every body is measured before it is read;
 * - a post over its limit by its declared length: 413 (a small one for next-auth's endpoints).
 */
export function gateRequest(request: GateRequest, limits: RequestLimits): GateRefusal | null {
  const method = request.method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405, reason: "method not allowed" };
  if (method !== "POST") return null;
  const length = declaredLength(request.contentLength);
  if (length === null) {
    // No body at all (no length, no chunks) is an empty one; chunks without a length cannot be measured first.
    return request.transferEncoding || request.contentLength !== undefined ? { status: 411, reason: "length required" } : null;
  }
  const limit = targetPath(request.url).startsWith(AUTH_PREFIX) ? limits.authBodyBytes : limits.actionBodyBytes;
  return length > limit ? { status: 413, reason: "body over the limit" } : null;
}
