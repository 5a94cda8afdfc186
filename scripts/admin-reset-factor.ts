/**
 * Clears a password admin's second factor, for a lost or replaced phone:
 * `npm run admin:reset-factor -- lead@example.com` (or `-- --email lead@example.com`).
 * Their recovery codes go with it and every session of theirs ends; the next sign-in, after the password,
 * sets up a new authenticator app and gives new recovery codes. Run it with the same DATA_DIR / DATA_STORE
 * (and NEXTAUTH_SECRET) as the server.
 */
import { z } from "zod";
import { readFlag } from "@/platform/server/cli-input";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getFactorStore } from "@/features/auth/factor-store/get-store";

function fail(message: string): never {
  console.error(`admin:reset-factor: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rawEmail = readFlag(args, "email") ?? args.find((arg) => !arg.startsWith("--"));
  if (!rawEmail) fail("give the admin's e-mail: npm run admin:reset-factor -- lead@example.com");
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) fail(`"${rawEmail}" is not an e-mail address.`);

  const admins = await getAdminStore();
  if (!(await admins.findByEmail(email))) fail(`no e-mail-and-password admin has the e-mail ${email}. Nothing was changed.`);
  const hadFactor = await (await getFactorStore()).reset(email);
  // A lost phone may be in someone else's hands along with a signed-in browser: end every session too.
  await admins.revokeSessions(email);
  console.log(
    hadFactor
      ? `Cleared the second factor and recovery codes of ${email}, and ended their sessions. Their next sign-in sets up a new authenticator app.`
      : `${email} had no second factor set up; their sessions have ended. Their next sign-in sets one up.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
