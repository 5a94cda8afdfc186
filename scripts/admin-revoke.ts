/**
 * Ends every session of an admin at once: `npm run admin:revoke -- --email lead@example.com`.
 * With --remove it also deletes the e-mail-and-password account. Works for Google admins too (their
 * claim is removed with `admin:grant -- --revoke`, which also ends their sessions).
 * Run it with the same DATA_DIR / DATA_STORE as the server.
 */
import { z } from "zod";
import { hasFlag, readFlag } from "@/platform/server/cli-input";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getFactorStore } from "@/features/auth/factor-store/get-store";

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
