/** @jest-environment node */
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createSignInThrottle } from "@/features/auth/sign-in/authorize";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { hashPassword, verifyPassword } from "@/features/auth/password/password";
import { passwordProblem } from "@/features/auth/password/password-rule";
import { pendingKey, readPending } from "@/features/auth/second-factor/pending-sign-in";
import { factorKey, openSecret } from "@/features/auth/second-factor/sealed-secret";
import { createSignInSteps } from "@/features/auth/sign-in/sign-in-steps";
import { codeAt, TOTP_PERIOD_SECONDS } from "@/features/auth/second-factor/totp";
import { openDatabase } from "@/platform/db/sqlite";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const STRONG = "correct horse battery staple";
const WEAK = "123456789012";
const email = "boss@openseat.example";
const client = "203.0.113.9";
const keys = { pending: pendingKey("session secret"), factor: factorKey("session secret") };
const period = TOTP_PERIOD_SECONDS * 1000;

/** The steps over real SQLite stores (one file shared by two "servers") and the real throttle. */
async function setUp(password = STRONG, factorRequired = true) {
  const db = openDatabase(".", ":memory:");
  const admins = createSqliteAdminStore(db);
  await admins.create({ email, passwordHash: await hashPassword(password, { N: 1024, r: 8, p: 1 }) });
  const factors = createSqliteFactorStore(db);
  const sessions = createSqliteSessionStore(db);
  let time = Date.UTC(2026, 10, 26, 9, 0, 5);
  const limiter = createRateLimiter(createSqliteRateLimitStore(db), () => time);
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  const log = (event: string, fields: Record<string, unknown>) => void events.push({ event, fields: { ...fields } });
  const server = () =>
    createSignInSteps({
      admins: async () => admins,
      factors: async () => factors,
      throttle: createSignInThrottle(async () => limiter, log),
      factorRequired,
      pendingKey: keys.pending,
      factorKey: keys.factor,
      issuer: "OpenSeat",
      now: () => time,
      verifyPassword,
      verifyDummy: async () => false as const,
      hashPassword: (value) => hashPassword(value, { N: 1024, r: 8, p: 1 }),
      passwordProblem: (value, address) => passwordProblem(value, { brandNames: ["OpenSeat"], siteHost: "openseat.example", email: address }),
      log,
      claimSignIn: (id, expiresAt) => sessions.claimSignIn(id, expiresAt, time),
    });
  return { admins, factors, events, steps: server(), second: server(), advance: (ms: number) => (time += ms), now: () => time };
}

async function enrolled(setup: Awaited<ReturnType<typeof setUp>>) {
  const first = await setup.steps.password({ email, password: STRONG }, client);
  if (!first.ok) throw new Error("password refused");
  const enrollment = await setup.steps.enrollment(first.token);
  const confirmed = await setup.steps.confirmEnrollment(first.token, codeAt(enrollment!.secret, setup.now()), client);
  if (!confirmed.ok) throw new Error("enrollment refused");
  return { secret: enrollment!.secret, recoveryCodes: confirmed.recoveryCodes };
}

describe("the password admin's sign-in steps", () => {
  it("sends a first sign-in to set up the factor, keeps the same secret across reloads, and stores it sealed", async () => {
    const setup = await setUp();
    const first = await setup.steps.password({ email, password: STRONG }, client);
    expect(first).toMatchObject({ ok: true, stage: "enroll" });
    if (!first.ok) return;
    // Half signed in is not signed in: the token admits nobody.
    await expect(setup.steps.admit(first.token)).resolves.toBeNull();
    const enrollment = await setup.steps.enrollment(first.token);
    expect(enrollment?.uri).toContain(`secret=${enrollment?.secret}`);
    expect((await setup.steps.enrollment(first.token))?.secret).toBe(enrollment?.secret);
    const stored = await setup.factors.find(email);
    expect(stored?.sealedSecret).not.toContain(enrollment!.secret);
    expect(openSecret(stored!.sealedSecret, email, keys.factor)).toBe(enrollment?.secret);
  });

  it("confirms with a first code, gives ten recovery codes once, then admits", async () => {
    const setup = await setUp();
    const first = await setup.steps.password({ email, password: STRONG }, client);
    if (!first.ok) throw new Error("password refused");
    const enrollment = await setup.steps.enrollment(first.token);
    await expect(setup.steps.confirmEnrollment(first.token, "000000", client)).resolves.toEqual({ ok: false, error: "WrongCode" });
    const confirmed = await setup.steps.confirmEnrollment(first.token, codeAt(enrollment!.secret, setup.now()), client);
    expect(confirmed).toMatchObject({ ok: true, stage: "done" });
    if (!confirmed.ok) return;
    expect(confirmed.recoveryCodes).toHaveLength(10);
    await expect(setup.steps.admit(confirmed.token)).resolves.toMatchObject({ email, provider: "password" });
    // Once confirmed, the set-up page has nothing to show: the secret is not sent again.
    await expect(setup.steps.enrollment(first.token)).resolves.toBeNull();
  });

  it("asks later sign-ins for a code, and refuses the same code again on another server", async () => {
    const setup = await setUp();
    const { secret } = await enrolled(setup);
    setup.advance(period);
    const signIn = async (steps: typeof setup.steps) => {
      const first = await steps.password({ email, password: STRONG }, client);
      expect(first).toMatchObject({ ok: true, stage: "code" });
      return first.ok ? first.token : "";
    };
    const code = codeAt(secret, setup.now());
    const accepted = await setup.steps.verifyCode(await signIn(setup.steps), code, client);
    expect(accepted).toMatchObject({ ok: true, stage: "done" });
    await expect(setup.second.verifyCode(await signIn(setup.second), code, client)).resolves.toEqual({ ok: false, error: "WrongCode" });
    expect(setup.events.map(({ fields }) => fields.reason)).toContain("replayed-code");
    // The code of the step before the one used is a replay too; the next step's code is not.
    await expect(setup.steps.verifyCode(await signIn(setup.steps), codeAt(secret, setup.now() - period), client)).resolves.toMatchObject({ ok: false });
    setup.advance(period);
    await expect(setup.second.verifyCode(await signIn(setup.second), codeAt(secret, setup.now()), client)).resolves.toMatchObject({ ok: true });
  });

  it("takes each recovery code once", async () => {
    const setup = await setUp();
    const { recoveryCodes } = await enrolled(setup);
    const token = async () => {
      const first = await setup.steps.password({ email, password: STRONG }, client);
      return first.ok ? first.token : "";
    };
    const code = recoveryCodes[3]!.toUpperCase();
    await expect(setup.steps.verifyCode(await token(), code, client)).resolves.toMatchObject({ ok: true, stage: "done" });
    await expect(setup.second.verifyCode(await token(), code, client)).resolves.toEqual({ ok: false, error: "WrongCode" });
    expect((await setup.factors.find(email))?.recoveryCodesLeft).toBe(9);
  });

  it("counts wrong codes against the sign-in limits, and a right password does not clear them", async () => {
    const setup = await setUp();
    await enrolled(setup);
    const token = async () => {
      const first = await setup.steps.password({ email, password: STRONG }, client);
      return first.ok ? first.token : "";
    };
    const held = await token();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(setup.steps.verifyCode(await token(), "111111", client)).resolves.toEqual({ ok: false, error: "WrongCode" });
    }
    // Past the free attempts the pair waits, whatever the code, and entering the right password again does not help.
    await expect(setup.steps.verifyCode(held, "222222", client)).resolves.toEqual({ ok: false, error: "RateLimited" });
    await expect(setup.steps.password({ email, password: STRONG }, client)).resolves.toEqual({ ok: false, error: "RateLimited" });
    expect(setup.events.filter(({ fields }) => fields.reason === "wrong-code")).toHaveLength(4);
    // Another client is not held up by it.
    await expect(setup.steps.password({ email, password: STRONG }, "198.51.100.4")).resolves.toMatchObject({ ok: true, stage: "code" });
  });

  it("refuses a token from another step, altered, or outlived", async () => {
    const setup = await setUp();
    const { secret } = await enrolled(setup);
    setup.advance(period);
    const first = await setup.steps.password({ email, password: STRONG }, client);
    if (!first.ok) throw new Error("password refused");
    await expect(setup.steps.changePassword(first.token, "another strong passphrase here")).resolves.toEqual({ ok: false, error: "SignInExpired" });
    await expect(setup.steps.verifyCode(`${first.token}x`, codeAt(secret, setup.now()), client)).resolves.toEqual({ ok: false, error: "SignInExpired" });
    setup.advance(11 * 60_000);
    await expect(setup.steps.verifyCode(first.token, codeAt(secret, setup.now()), client)).resolves.toEqual({ ok: false, error: "SignInExpired" });
  });

  it("spends a finished sign-in on one session: sent again, or twice at once to two servers, it admits nobody else", async () => {
    const setup = await setUp(STRONG, false);
    const once = await setup.steps.password({ email, password: STRONG }, client);
    if (!once.ok) throw new Error("password refused");
    await expect(setup.steps.admit(once.token)).resolves.toMatchObject({ email });
    await expect(setup.steps.admit(once.token)).resolves.toBeNull();
    await expect(setup.second.admit(once.token)).resolves.toBeNull();
    expect(setup.events.filter(({ event }) => event === "admin.sign_in_replayed")).toHaveLength(2);

    const raced = await setup.steps.password({ email, password: STRONG }, client);
    if (!raced.ok) throw new Error("password refused");
    const admitted = await Promise.all([setup.steps.admit(raced.token), setup.second.admit(raced.token), setup.steps.admit(raced.token)]);
    expect(admitted.filter((admin) => admin !== null)).toHaveLength(1);
    // A new sign-in is a new token, spent on its own.
    const again = await setup.steps.password({ email, password: STRONG }, client);
    if (!again.ok) throw new Error("password refused");
    await expect(setup.second.admit(again.token)).resolves.toMatchObject({ email });
  });

  it("ends a half-done sign-in when the admin's sessions are revoked", async () => {
    const setup = await setUp(STRONG, false);
    const first = await setup.steps.password({ email, password: STRONG }, client);
    expect(first).toMatchObject({ ok: true, stage: "done" });
    if (!first.ok) return;
    await setup.admins.revokeSessions(email);
    await expect(setup.steps.admit(first.token)).resolves.toBeNull();
  });

  it("asks for a new password after the code when the stored one fails the rule, and says why a new one is refused", async () => {
    const db = await setUp(WEAK);
    const first = await db.steps.password({ email, password: WEAK }, client);
    if (!first.ok) throw new Error("password refused");
    expect(readPending(first.token, keys.pending, db.now())).toMatchObject({ stage: "enroll", mustChangePassword: true });
    const enrollment = await db.steps.enrollment(first.token);
    const confirmed = await db.steps.confirmEnrollment(first.token, codeAt(enrollment!.secret, db.now()), client);
    expect(confirmed).toMatchObject({ ok: true, stage: "change-password" });
    if (!confirmed.ok) return;
    await expect(db.steps.admit(confirmed.token)).resolves.toBeNull();
    await expect(db.steps.changePassword(confirmed.token, "password1234")).resolves.toEqual({ ok: false, problem: "guessable" });
    await expect(db.steps.changePassword(confirmed.token, "OpenSeat rocks 2026")).resolves.toEqual({ ok: false, problem: "personal" });
    const changed = await db.steps.changePassword(confirmed.token, STRONG);
    expect(changed).toMatchObject({ ok: true, stage: "done" });
    if (!changed.ok) return;
    await expect(db.steps.admit(changed.token)).resolves.toMatchObject({ email });
    await expect(verifyPassword(STRONG, (await db.admins.findByEmail(email))!.passwordHash)).resolves.toBe(true);
  });
});
