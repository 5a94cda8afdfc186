import { z } from "zod";
import type { SessionClaims } from "@/lib/auth/session";

/** Who is acting: recorded on status changes and notes. */
export interface AdminIdentity {
  readonly email: string;
}

export class NotAuthorizedError extends Error {
  constructor() {
    super("An admin session is required.");
    this.name = "NotAuthorizedError";
  }
}

const adminSession = z.object({
  role: z.literal("admin"),
  user: z.object({ email: z.string().min(3) }),
  provider: z.enum(["password", "firebase"]),
  sessionVersion: z.number().int().min(0),
});

/**
 * Builds requireAdmin from a session reader and a check against the store. Anything but a session with
 * role "admin", an e-mail and the admin's current session version is refused: a missing, expired, forged,
 * half-formed, signed-out or revoked session all end in NotAuthorizedError.
 */
export function createAdminGuard(
  readSession: () => Promise<unknown>,
  isCurrent: (claims: SessionClaims) => Promise<boolean>,
): () => Promise<AdminIdentity> {
  return async function requireAdmin() {
    let session: unknown;
    try {
      session = await readSession();
    } catch {
      throw new NotAuthorizedError();
    }
    const parsed = adminSession.safeParse(session);
    if (!parsed.success) throw new NotAuthorizedError();
    const { user, provider, sessionVersion } = parsed.data;
    if (!(await isCurrent({ email: user.email, provider, sessionVersion }))) throw new NotAuthorizedError();
    return { email: user.email };
  };
}
