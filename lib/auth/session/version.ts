import type { AdminStore } from "@/lib/auth/admin-store/store";

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
