import "server-only";
import { getEnv } from "@/platform/env";
import { firebaseClientConfig } from "@/platform/firebase/web-config";
import { loadFirebaseAuth } from "@/features/auth/session/id-token";

/**
 * Takes the `admin` claim off a Google admin (what `admin:grant -- --revoke` does) and revokes their refresh
 * tokens, so a removed colleague cannot sign in with Google again. Only where Google sign-in is configured;
 * an address with no Firebase user (a password admin) has nothing to revoke. Whether a claim was removed.
 */
export async function revokeGoogleAdminClaim(email: string): Promise<boolean> {
  if (firebaseClientConfig(getEnv()) === null) return false;
  const auth = await loadFirebaseAuth();
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    return false;
  }
  const { admin, ...otherClaims } = user.customClaims ?? {};
  if (admin === undefined) return false;
  await auth.setCustomUserClaims(user.uid, otherClaims);
  await auth.revokeRefreshTokens(user.uid);
  return true;
}

/**
 * Gives a Firebase user the `admin` claim, keeping their other claims, as `admin:grant` does: how a colleague
 * who accepted an invitation with Google becomes an admin. Their next sign-in with Google is admitted (the
 * verifier reads the claim from the account, not the token).
 */
export async function grantGoogleAdminClaim(uid: string): Promise<void> {
  const auth = await loadFirebaseAuth();
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), admin: true });
}
