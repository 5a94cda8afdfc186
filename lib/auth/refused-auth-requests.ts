const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Requests next-auth's route is never handed:
 * - `_log`: next-auth's client posts its own errors there, and once a `logger` is set next-auth writes
 *   whatever it is sent, at whatever level the body names, so anyone could write ERROR lines. The site's
 *   pages lose nothing: without a `logger` those posts were never written anywhere.
 * - a control character in the query or the path: next-auth copies `error` as it is into its redirect's
 *   Location header, and a line break there makes Next print a TypeError whose message carries the rest
 *   of the value as a line of its own (a forged log entry). Nothing next-auth sends itself holds one.
 * Returns the status to answer with, or null to let the request on.
 */
export function refusedAuthRequest(segments: readonly string[] | undefined, query: URLSearchParams): 400 | 404 | null {
  if (segments?.[0] === "_log") return 404;
  const values = [...(segments ?? []), ...query.keys(), ...query.values()];
  return values.some((value) => controlCharacter.test(value)) ? 400 : null;
}
