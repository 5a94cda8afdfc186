import { z } from "zod";

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
});

/**
 * Builds requireAdmin from a session reader. Anything but a session with role "admin" and an e-mail
 * is refused: a missing, expired, forged or half-formed session all end in NotAuthorizedError.
 */
export function createAdminGuard(readSession: () => Promise<unknown>): () => Promise<AdminIdentity> {
  return async function requireAdmin() {
    let session: unknown;
    try {
      session = await readSession();
    } catch {
      throw new NotAuthorizedError();
    }
    const parsed = adminSession.safeParse(session);
    if (!parsed.success) throw new NotAuthorizedError();
    return { email: parsed.data.user.email };
  };
}
