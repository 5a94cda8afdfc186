/**
 * Ends every session of an admin at once: `npm run admin:revoke -- --email lead@example.com`.
 * With --remove it also deletes the e-mail-and-password account and takes them off the team (the last owner
 * only with --force); /admin/team's Remove also hands their leads and calls on. Works for Google admins too (their
 * claim is removed with `admin:grant -- --revoke`, which also ends their sessions).
 * Run it with the same DATA_DIR / DATA_STORE as the server.
 */
import { z } from "zod";
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getFactorStore } from "@/features/auth/factor-store/get-store";
import { getTeamStore } from "@/features/team/get-store";
import { commandRefusal } from "@/features/team/team-command";

function fail(message: string): never {
  console.error(`admin:revoke: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rawEmail = readFlag(args, "email");
  if (!rawEmail) fail("give the admin's e-mail: npm run admin:revoke -- --email lead@example.com [--remove]");
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) fail(`"${rawEmail}" is not an e-mail address.`);
  const store = await getAdminStore();

  if (hasFlag(args, "remove")) {
    // The directory first: a refused removal (the last owner) leaves the account as it was.
    const left = await (await getTeamStore()).remove(email, { by: "admin:revoke", force: hasFlag(args, "force") });
    if (!left.ok && left.reason === "last-owner") fail(commandRefusal(left.reason, email));
    if (!(await store.remove(email))) fail(`no e-mail-and-password admin has the e-mail ${email}. Nothing was changed.`);
    // A later account with the same e-mail sets up its own factor.
    await (await getFactorStore()).reset(email);
    console.log(`Removed the admin ${email}; their sessions have ended.`);
    return;
  }
  await store.revokeSessions(email);
  console.log(`Every session of ${email} has ended. They can sign in again.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
