/**
 * Requests next-auth's route is never handed:
 * - `_log`: next-auth's client posts its own errors there, and once a `logger` is set next-auth writes
 *   whatever it is sent, at whatever level the body names, so anyone could write ERROR lines. The site's
 *   pages lose nothing: without a `logger` those posts were never written anywhere.
 * Returns the status to answer with, or null to let the request on.
 */
export function refusedAuthRequest(segments: readonly string[] | undefined, _query: URLSearchParams): 400 | 404 | null {
  return segments?.[0] === "_log" ? 404 : null;
}
