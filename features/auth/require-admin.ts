import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getEnv } from "@/platform/env";
import { getAuthOptions } from "@/features/auth/sign-in/auth-options";
import { signInUrlFor } from "@/features/auth/session/callback-url";
import { usesSecureCookies } from "@/platform/server/deployment";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { createRequireAdminSession, isSessionCurrent, NotAuthorizedError, type AdminIdentity, type AdminSessionIdentity } from "@/features/auth/session/session-claims";
import { sessionCookieName } from "@/features/auth/session/session-token";
import { sessionCheck } from "@/features/auth/session/session-runtime";

/*
 * What server components, route handlers, actions and the data layer call to know an admin is there.
 * The proxy's redirect (admin-gate.ts) is only a first, optimistic check; this one is the real one.
 */

/**
 * Throws NotAuthorizedError unless the request carries a valid, unrevoked admin session; answers with its
 * provider and record id too (the account page's). Called by the data layer.
 *
 * Checked once per page render (React's `cache`): the dashboard's data-layer reads each ask (nine of them), and
 * each check decrypts the cookie and reads the admin's and the session's records twice (next-auth's callback
 * and here), six store reads a check. Every read still asks, and gets the render's one answer, so none reaches
 * data without a session. Outside a render (route handlers, server actions, where a sign-out can end the
 * session mid-request) `cache` keeps nothing and each call checks again.
 */
export const requireAdminSession: () => Promise<AdminSessionIdentity> = cache(createRequireAdminSession(
  async () => {
    // The request first: `next build` prerendering an admin page stops here, before the session secret is read
    // (or generated into DATA_DIR) and before a missing secret could turn the page into a static redirect.
    await connection();
    return getServerSession(getAuthOptions());
  },
  async (claims) => isSessionCurrent(await getAdminStore(), claims),
  // Here, and only here, a request counts as the admin's activity: pages, actions and exports call this.
  (stamp) => sessionCheck.check(stamp, { ownRequest: true }),
));

/** Throws NotAuthorizedError unless the request carries a valid, unrevoked admin session. Called by the data layer. */
export async function requireAdmin(): Promise<AdminIdentity> {
  return { email: (await requireAdminSession()).email };
}

/** For pages: an admin, or a redirect to sign in and come back to `returnTo`. */
export async function requireAdminPage(returnTo: string): Promise<AdminIdentity> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(returnTo, error.ended));
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
 * Signs out: ends every session of this admin in the store (a copied cookie is refused from now on, on
 * every device), then deletes the cookie (and any chunks next-auth split it into).
 */
export async function clearAdminSession(): Promise<void> {
  try {
    // Read before the revocation below, after which the session no longer names its record.
    const session = (await getServerSession(getAuthOptions())) as { sessionId?: unknown } | null;
    const admin = await requireAdmin();
    await (await getAdminStore()).revokeSessions(admin.email);
    if (typeof session?.sessionId === "string") await sessionCheck.end(session.sessionId);
  } catch (error) {
    // No live session to end (already signed out or revoked): deleting the cookie is all there is to do.
    if (!(error instanceof NotAuthorizedError)) throw error;
  }
  const jar = await cookies();
  const secure = usesSecureCookies(getEnv());
  const name = sessionCookieName(secure);
  for (const cookie of jar.getAll()) {
    if (cookie.name !== name && !cookie.name.startsWith(`${name}.`)) continue;
    // Overwritten with the same attributes it was set with: browsers ignore a __Secure- cookie set without Secure.
    jar.set(cookie.name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure });
  }
}
