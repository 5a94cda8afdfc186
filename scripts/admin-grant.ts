/**
 * Grants (or with --revoke, removes) the `admin: true` custom claim on a Firebase Authentication user:
 * `npm run admin:grant -- --email lead@example.com [--role member] [--revoke] [--force]`. The role (owner
 * unless given) goes in the team directory; --revoke takes them off the team too, the last owner only with --force. Needs the firebase-admin credentials (FIREBASE_* or
 * GOOGLE_APPLICATION_CREDENTIALS). The user signs in again to pick up the change.
 */
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { loadFirebaseAuth } from "@/features/auth/session/id-token";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getTeamStore } from "@/features/team/get-store";
import { commandRefusal, commandRole } from "@/features/team/team-command";

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
  const force = hasFlag(args, "force");
  const role = commandRole(readFlag(args, "role"));
  if (!role) fail('--role is "owner" or "member". Nothing was changed.');
  const auth = await loadFirebaseAuth();

  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    fail(`no Firebase Authentication user has the e-mail ${email}. They must sign in with Google once first.`);
  }
  // The directory first: a refused change (the last owner) leaves the claim as it was.
  const team = await getTeamStore();
  const changed = revoke ? await team.remove(email, { by: "admin:grant", force }) : await team.setRole(email, role, { by: "admin:grant", force });
  if (!changed.ok && !(revoke && changed.reason === "not-on-team")) fail(commandRefusal(changed.reason, email));
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, revoke ? otherClaims : { ...otherClaims, admin: true });
  if (revoke) {
    // Tokens already issued still carry the claim; revoking them stops new sign-ins with them, and moving
    // the session version on ends the admin-area sessions already open, at once.
    await auth.revokeRefreshTokens(user.uid);
    await (await getAdminStore()).revokeSessions(email);
    console.log(`Removed the admin claim from ${email} and ended their sessions.`);
  } else {
    console.log(`${email} is now an admin, as ${role === "owner" ? "an owner" : "a member"}. They must sign in again for the claim to take effect.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
