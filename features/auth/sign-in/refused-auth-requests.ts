const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Requests next-auth's route is never handed:
 * - `_log`: next-auth's client posts its own errors there, and once a `logger` is set next-auth writes
 *   whatever it is sent, at whatever level the body names, so anyone could write ERROR lines. The site's
 *   pages lose nothing: without a `logger` those posts were never written anywhere.
 * - a control character in the query or the path: next-auth copies `error` as it is into its redirect's
 *   Location header, and a line break there makes Next print a TypeError whose message carries the rest
 *   of the value as a line of its own (a forged log entry). Nothing next-auth sends itself holds one.
 * - a callback address (the `callbackUrl` query or next-auth's callback cookie) that is not a path or an
 *   http(s) address: next-auth logs it as an ERROR with a stack and answers 500 to any call but a page's
 *   (the probe's `/api/auth/signin?callbackUrl=javascript:alert(1)`). The site's own links hold a path.
 * Returns the status to answer with, or null to let the request on.
 */
export function refusedAuthRequest(
  segments: readonly string[] | undefined,
  query: URLSearchParams,
  callbackCookie?: string,
): 400 | 404 | null {
  if (segments?.[0] === "_log") return 404;
  const values = [...(segments ?? []), ...query.keys(), ...query.values()];
  if (values.some((value) => controlCharacter.test(value))) return 400;
  const callbacks = [...query.getAll("callbackUrl"), ...(callbackCookie === undefined ? [] : [callbackCookie])];
  return callbacks.every(isCallbackNextAuthTakes) ? null : 400;
}

/** next-auth's own test of a callback address (next-auth/core/lib/assert.js, isValidHttpUrl): a path, or an http(s) URL. */
export function isCallbackNextAuthTakes(value: string): boolean {
  if (value.startsWith("/")) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The providers whose callback only takes a post (a form's credentials): a GET there made next-auth throw. */
const credentialsProviders = new Set(["password", "firebase"]);

export type AuthCallRefusal = { readonly status: 405; readonly allow: "POST" } | { readonly status: 400 | 415 };

/**
 * Calls next-auth throws on, which Next answered with a 500:
 * - GET of a credentials provider's callback (the probe's `GET /api/auth/callback/password`): 405, Allow: POST;
 * - a post that is not a urlencoded form (a JSON body made its body parser throw): 415;
 * - a post with more fields than any of next-auth's own (counted, not parsed): 400.
 * `body` is the post's text, at most the auth body limit (platform/security/request-gate.ts refused any longer).
 */
export function refusedAuthCall(
  segments: readonly string[] | undefined,
  method: string,
  contentType: string | null,
  body: string,
  maxFields: number,
): AuthCallRefusal | null {
  if (method === "GET" || method === "HEAD") {
    const isCredentialsCallback = segments?.[0] === "callback" && credentialsProviders.has(segments[1] ?? "");
    return isCredentialsCallback ? { status: 405, allow: "POST" } : null;
  }
  if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType ?? "")) return { status: 415 };
  return formFieldCount(body) > maxFields ? { status: 400 } : null;
}

/** Fields in a urlencoded body, by its separators: no decoding, so a hostile body costs one pass. */
export function formFieldCount(body: string): number {
  if (body === "") return 0;
  let count = 1;
  for (let at = body.indexOf("&"); at !== -1; at = body.indexOf("&", at + 1)) count += 1;
  return count;
}
