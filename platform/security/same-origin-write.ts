/**
 * Cross-site request forgery guard for every state-changing request the proxy sees (server
 * actions, form posts, the sign-in endpoints). Next checks an action's Origin against its Host,
 * but lets a request without any Origin through; browsers always send Origin on POST, so a
 * write without one is not a visitor's browser and is refused too.
 *
 * A deployment accepts only the origins it is configured with (SITE_URL, NEXTAUTH_URL), compared whole:
 * scheme, host and port. Headers describe the request as the last hop saw it, and X-Forwarded-Host is
 * whatever that hop, or a client behind it, wrote; the configured address is what the site is. A local
 * run (not a deployment, platform/server/deployment.ts) has no public address of its own and may be reached as
 * localhost, 127.0.0.1 or through a local reverse proxy, so it also accepts the host a request names.
 *
 * Either way the Origin's host must also be the host the request was sent to, as Next itself requires of
 * every server action and every multipart post (it may be one): Next compares them after the proxy has let
 * the request on, and answers a mismatch with a 500 and three ERROR lines. Refused here first, it is a 403
 * and one WARNING line.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface WriteRequest {
  readonly method: string;
  readonly headers: Headers;
}

export interface OriginPolicy {
  /** The site's configured addresses; only their scheme, host and port count. */
  readonly siteOrigins: readonly string[];
  /** A local run only: also accept an Origin whose host is the request's Host or X-Forwarded-Host. */
  readonly acceptRequestHost: boolean;
}

export type OriginVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "missing-origin" | "cross-origin" | "origin-not-request-host" };

/**
 * The host a request was sent to, as Next's action handler reads it (next/dist/server/app-render/action-handler.js,
 * parseHostHeader): the first X-Forwarded-Host, else Host, compared as written.
 */
export function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host") || null;
}

/** An http(s) address parsed, so its origin (scheme, host, port; a default port left out, as browsers send it) compares whole; else null. */
function webOrigin(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function checkWriteOrigin(request: WriteRequest, policy: OriginPolicy): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const origin = request.headers.get("origin");
  if (!origin) return { ok: false, reason: "missing-origin" };
  const claimed = webOrigin(origin);
  if (!claimed) return { ok: false, reason: "cross-origin" };
  const configured = policy.siteOrigins.map((address) => webOrigin(address)?.origin).filter(Boolean);
  if (!configured.includes(claimed.origin) && !policy.acceptRequestHost) return { ok: false, reason: "cross-origin" };
  // A local run accepts any origin whose host the request was sent to: this check is all it needs.
  return claimed.host === requestHost(request.headers) ? { ok: true } : { ok: false, reason: "origin-not-request-host" };
}
