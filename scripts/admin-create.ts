/**
 * Creates a local admin: `npm run admin:create -- --email you@example.com [--role member] [--force]`.
 * The admin is an owner unless `--role member` is given; making the team's last owner a member takes --force.
 * The password is read from standard input when it is piped, and asked for (twice, hidden) on a terminal.
 * It must meet the password rule (features/auth/password/password-rule.ts); the refusal says why.
 */
import { z } from "zod";
import { DuplicateAdminError, normalizeEmail } from "@/features/auth/admin-store/store";
import { hasFlag, promptHidden, readFirstLine, readFlag } from "@/platform/server/cli-input";
import { getTeamStore } from "@/features/team/get-store";
import { commandRefusal, commandRole } from "@/features/team/team-command";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { hashPassword } from "@/features/auth/password/password";
import { adminPasswordProblem, MIN_PASSWORD_LENGTH } from "@/features/auth/password/password-rule";
import { passwordProblemMessages } from "@/features/admin/admin-copy";

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine(process.stdin);
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) fail("the two passwords differ. Nothing was created.");
  return first;
}

async function main(): Promise<void> {
  const rawEmail = readFlag(process.argv.slice(2), "email");
  if (!rawEmail) fail("give the admin's e-mail: npm run admin:create -- --email you@example.com");
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) fail(`"${rawEmail}" is not an e-mail address.`);

  const args = process.argv.slice(2);
  const role = commandRole(readFlag(args, "role"));
  if (!role) fail('--role is "owner" or "member". Nothing was created.');
  const force = hasFlag(args, "force");

  const store = await getAdminStore();
  if (await store.findByEmail(email)) fail(`an admin with the e-mail ${email} already exists. Nothing was changed.`);

  const password = await readPassword();
  const problem = await adminPasswordProblem(password, email);
  if (problem) fail(`the password was refused. ${passwordProblemMessages[problem]} Nothing was created.`);

  // The role first: a refused one (the last owner made a member) leaves no account behind.
  const team = await getTeamStore();
  const given = await team.setRole(email, role, { by: "admin:create", force });
  if (!given.ok) fail(commandRefusal(given.reason, email));
  try {
    await store.create({ email, passwordHash: await hashPassword(password) });
  } catch (error) {
    if (error instanceof DuplicateAdminError) fail(`an admin with the e-mail ${email} already exists. Nothing was changed.`);
    throw error;
  }
  console.log(`Admin ${email} created, as ${role === "owner" ? "an owner" : "a member"}. Sign in at /admin/sign-in: the first sign-in sets up a code from an authenticator app.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
