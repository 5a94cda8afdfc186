import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { getEnv, getSessionSettings } from "@/platform/env";
import { isPastLifetime, isSessionEnd, type SessionEnd } from "@/features/auth/session/session-lifetime";
import { signInUrlFor, SIGN_IN_PATH } from "@/features/auth/session/callback-url";
import { usesSecureCookies } from "@/platform/server/deployment";
import { resolveSessionSecret, sessionCookieName } from "@/features/auth/session/session-token";

function isGuardedPath(pathname: string): boolean {
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  // The sign-in's later steps (the code, setting up the factor, a new password) are reached before any session exists.
  return isAdmin && pathname !== SIGN_IN_PATH && !pathname.startsWith(`${SIGN_IN_PATH}/`);
}

/**
 * proxy.ts's optimistic check for /admin/**: returns a redirect to the sign-in page when there is no
 * valid admin JWT, or null to let the request through. It reads only the cookie, never the store, so
 * pages, route handlers and actions check again with requireAdmin (require-admin.ts).
 */
export async function adminGate(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (!isGuardedPath(pathname)) return null;
  const env = getEnv();
  const secureCookie = usesSecureCookies(env);
  let role: unknown = null;
  let signedInAt: unknown = null;
  let ended: unknown = null;
  try {
    const token = await getToken({
      req: request,
      secret: resolveSessionSecret(env),
      secureCookie,
      cookieName: sessionCookieName(secureCookie),
    });
    role = token?.role;
    signedInAt = token?.signedInAt;
    ended = token?.ended;
  } catch {
    role = null;
  }
  // The sign-in time in the token, not its exp: next-auth moves exp on with every renewal of the cookie.
  const expired = role === "admin" && (typeof signedInAt !== "number" || isPastLifetime(signedInAt, Date.now(), getSessionSettings()));
  if (role === "admin" && !expired) return null;
  // A token the server has ended says why (features/auth/sign-in/auth-options.ts), so the sign-in page can tell the admin.
  const reason: SessionEnd | null = expired ? "expired" : isSessionEnd(ended) ? ended : null;
  const redirect = NextResponse.redirect(new URL(signInUrlFor(`${pathname}${search}`, reason), request.url));
  // Where it sends depends on the cookie and says why a session ended: no cache may keep it for anyone else.
  redirect.headers.set("cache-control", "no-store");
  return redirect;
}
