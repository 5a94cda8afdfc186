import "server-only";
import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getEnv } from "@/lib/env";
import { createAdminGuard, NotAuthorizedError, type AdminIdentity } from "@/lib/auth/admin-guard";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { signInUrlFor } from "@/lib/auth/callback-url";
import { usesSecureCookies } from "@/lib/auth/deployment";
import { sessionCookieName } from "@/lib/auth/session-cookie";

export { NotAuthorizedError, type AdminIdentity } from "@/lib/auth/admin-guard";

/** Throws NotAuthorizedError unless the request carries a valid admin session. Called by the data layer. */
export const requireAdmin = createAdminGuard(() => getServerSession(getAuthOptions()));

/** For pages: an admin, or a redirect to sign in and come back to `returnTo`. */
export async function requireAdminPage(returnTo: string): Promise<AdminIdentity> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(returnTo));
    throw error;
  }
}

/** True when there is an admin session; for the sign-in page, which sends signed-in admins onward. */
export async function hasAdminSession(): Promise<boolean> {
  try {
    await requireAdmin();
    return true;
  } catch {
    return false;
  }
}

/**
 * Signs out by deleting the session cookie (and any chunks next-auth split it into). Sessions are
 * stateless JWTs, so removing the cookie is the sign-out; the token itself lapses within 8 hours.
 */
export async function clearAdminSession(): Promise<void> {
  const jar = await cookies();
  const secure = usesSecureCookies(getEnv());
  const name = sessionCookieName(secure);
  for (const cookie of jar.getAll()) {
    if (cookie.name !== name && !cookie.name.startsWith(`${name}.`)) continue;
    // Overwritten with the same attributes it was set with: browsers ignore a __Secure- cookie set without Secure.
    jar.set(cookie.name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure });
  }
}
