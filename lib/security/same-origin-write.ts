/**
 * Cross-site request forgery guard for every state-changing request the proxy sees (server
 * actions, form posts, the sign-in endpoints). Next checks an action's Origin against its Host,
 * but lets a request without any Origin through; browsers always send Origin on POST, so a
 * write without one is not a visitor's browser and is refused too.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface WriteRequest {
  readonly method: string;
  readonly headers: Headers;
}

export type OriginVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: "missing-origin" | "cross-origin" };

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Accepts reads, and writes whose Origin names the host the request was sent to (Host, or the
 * reverse proxy's X-Forwarded-Host) or one of the configured public origins.
 */
export function checkWriteOrigin(request: WriteRequest, publicOrigins: readonly string[] = []): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const origin = request.headers.get("origin");
  if (!origin) return { ok: false, reason: "missing-origin" };
  const originHost = hostOf(origin);
  if (!originHost) return { ok: false, reason: "cross-origin" };
  const allowed = new Set<string>();
  for (const header of ["x-forwarded-host", "host"]) {
    const value = request.headers.get(header)?.split(",")[0]?.trim().toLowerCase();
    if (value) allowed.add(value);
  }
  for (const publicOrigin of publicOrigins) {
    const host = hostOf(publicOrigin);
    if (host) allowed.add(host);
  }
  return allowed.has(originHost) ? { ok: true } : { ok: false, reason: "cross-origin" };
}
