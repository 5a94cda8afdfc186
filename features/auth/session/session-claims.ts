import { z } from "zod";
import type { AdminStore } from "@/features/auth/admin-store/store";
import { isSessionEnd, type SessionEnd } from "@/features/auth/session/session-lifetime";
import type { SessionStamp } from "@/features/auth/session/session-check";

/*
 * Reading a session: which claims make it an admin's, and whether they still stand. Free of next-auth
 * and the request so its tests need neither; require-admin.ts wires it to the real session.
 */

/** Who is acting: recorded on status changes and notes. */
export interface AdminIdentity {
  readonly email: string;
}

export class NotAuthorizedError extends Error {
  /** Why a session there was has ended, for the sign-in page to say; null when there was none to speak of. */
  readonly ended: SessionEnd | null;
  constructor(ended: SessionEnd | null = null) {
    super("An admin session is required.");
    this.name = "NotAuthorizedError";
    this.ended = ended;
  }
}

/** What a session carries to be checked against the store on every use. */
export interface SessionClaims {
  readonly email: string;
  readonly provider: "password" | "firebase";
  readonly sessionVersion: number;
}

/**
 * A session stands while its e-mail's version is the one it was signed in with (sign-out, `admin:revoke`
 * and removing the admin move it on) and, for an e-mail-and-password admin, while the account exists,
 * so an account deleted by any route also ends its sessions.
 */
export async function isSessionCurrent(store: AdminStore, claims: SessionClaims): Promise<boolean> {
  const [version, admin] = await Promise.all([
    store.sessionVersion(claims.email),
    claims.provider === "password" ? store.findByEmail(claims.email) : Promise.resolve(null),
  ]);
  if (version !== claims.sessionVersion) return false;
  return claims.provider !== "password" || admin !== null;
}

const adminSession = z.object({
  role: z.literal("admin"),
  user: z.object({ email: z.string().min(3) }),
  provider: z.enum(["password", "firebase"]),
  sessionVersion: z.number().int().min(0),
});

const sessionStamp = z.object({ sessionId: z.string().min(1).max(100), signedInAt: z.number().int() });

/** The reason a session callback put on a session that has ended (features/auth/sign-in/auth-options.ts), if any. */
function endedOf(session: unknown): SessionEnd | null {
  const ended = session !== null && typeof session === "object" ? (session as { ended?: unknown }).ended : undefined;
  return isSessionEnd(ended) ? ended : null;
}

/** The signed-in admin with what the account page needs of their session: how they signed in, and which record is this one. */
export interface AdminSessionIdentity extends AdminIdentity {
  readonly provider: "password" | "firebase";
  /** The session record's id (features/auth/session-store); null only where no record check is wired. */
  readonly sessionId: string | null;
}

/**
 * Builds requireAdmin from a session reader and a check against the store. Anything but a session with
 * role "admin", an e-mail and the admin's current session version is refused: a missing, expired, forged,
 * half-formed, signed-out or revoked session all end in NotAuthorizedError.
 */
export function createRequireAdmin(
  readSession: () => Promise<unknown>,
  isCurrent: (claims: SessionClaims) => Promise<boolean>,
  checkSession?: (stamp: SessionStamp) => Promise<SessionEnd | null>,
): () => Promise<AdminIdentity> {
  const requireSession = createRequireAdminSession(readSession, isCurrent, checkSession);
  return async function requireAdmin() {
    return { email: (await requireSession()).email };
  };
}

/** requireAdmin's checks, answering with the session's provider and record id besides the e-mail. */
export function createRequireAdminSession(
  readSession: () => Promise<unknown>,
  isCurrent: (claims: SessionClaims) => Promise<boolean>,
  /**
   * The session record's check (features/auth/session/session-check.ts), for a request of the admin's own: with it,
   * a session must carry its id and sign-in time, and one whose lifetime, idle time or claim has run out is refused.
   */
  checkSession?: (stamp: SessionStamp) => Promise<SessionEnd | null>,
): () => Promise<AdminSessionIdentity> {
  return async function requireAdminSession() {
    let session: unknown;
    try {
      session = await readSession();
    } catch {
      throw new NotAuthorizedError();
    }
    const parsed = adminSession.safeParse(session);
    if (!parsed.success) throw new NotAuthorizedError(endedOf(session));
    const { user, provider, sessionVersion } = parsed.data;
    if (!(await isCurrent({ email: user.email, provider, sessionVersion }))) throw new NotAuthorizedError("revoked");
    let sessionId: string | null = null;
    if (checkSession) {
      const stamp = sessionStamp.safeParse(session);
      if (!stamp.success) throw new NotAuthorizedError("revoked");
      const ended = await checkSession(stamp.data);
      if (ended) throw new NotAuthorizedError(ended);
      sessionId = stamp.data.sessionId;
    }
    return { email: user.email, provider, sessionId };
  };
}
