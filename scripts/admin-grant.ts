/**
 * Grants (or with --revoke, removes) the `admin: true` custom claim on a Firebase Authentication user:
 * `npm run admin:grant -- --email lead@example.com`. Needs the firebase-admin credentials (FIREBASE_* or
 * GOOGLE_APPLICATION_CREDENTIALS). The user signs in again to pick up the change.
 */
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { loadFirebaseAuth } from "@/features/auth/session/id-token";
import { getAdminStore } from "@/features/auth/admin-store/get-store";

function fail(message: string): never {
  console.error(`admin:grant: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rawEmail = readFlag(args, "email");
  if (!rawEmail) fail("give the user's e-mail: npm run admin:grant -- --email lead@example.com [--revoke]");
  const email = normalizeEmail(rawEmail);
  const revoke = hasFlag(args, "revoke");
  const auth = await loadFirebaseAuth();

  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    fail(`no Firebase Authentication user has the e-mail ${email}. They must sign in with Google once first.`);
  }
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, revoke ? otherClaims : { ...otherClaims, admin: true });
  if (revoke) {
    // Tokens already issued still carry the claim; revoking them stops new sign-ins with them, and moving
    // the session version on ends the admin-area sessions already open, at once.
    await auth.revokeRefreshTokens(user.uid);
    await (await getAdminStore()).revokeSessions(email);
    console.log(`Removed the admin claim from ${email} and ended their sessions.`);
  } else {
    console.log(`${email} is now an admin. They must sign in again for the claim to take effect.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
