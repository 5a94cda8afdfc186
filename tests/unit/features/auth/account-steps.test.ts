/** @jest-environment node */
import { createAccountSteps } from "@/features/auth/account/account-steps";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { hashPassword, verifyPassword } from "@/features/auth/password/password";
import { passwordProblem } from "@/features/auth/password/password-rule";
import { hashRecoveryCode, newRecoveryCodes } from "@/features/auth/second-factor/recovery-codes";
import { factorKey, sealSecret } from "@/features/auth/second-factor/sealed-secret";
import { codeAt, newTotpSecret, stepAt, TOTP_PERIOD_SECONDS } from "@/features/auth/second-factor/totp";
import { createSignInThrottle } from "@/features/auth/sign-in/authorize";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const OLD = "correct horse battery staple";
const NEW = "violet lantern orbit meadow";
const email = "boss@openseat.example";
const client = "203.0.113.9";
const key = factorKey("session secret");
const fast = { N: 1024, r: 8, p: 1 };

/** The steps over real SQLite stores and the real sign-in throttle; the admin has three sessions and a factor. */
async function setUp() {
  const db = openDatabase(".", ":memory:");
  const admins = createSqliteAdminStore(db);
  await admins.create({ email, passwordHash: await hashPassword(OLD, fast) });
  const factors = createSqliteFactorStore(db);
  const sessions = createSqliteSessionStore(db);
  let time = Date.UTC(2026, 10, 26, 9, 0, 5);
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, email, key);
  await factors.findOrBegin(email, sealed);
  const codes = newRecoveryCodes();
  await factors.confirm(email, sealed, stepAt(time) - 10, codes.map((code) => hashRecoveryCode(email, code)));
  const session = (id: string, who = email, device = "Chrome on Linux", lastSeenAt = time) => ({
    id,
    email: who,
    provider: "password" as const,
    uid: null,
    device,
    signedInAt: time - 60_000,
    lastSeenAt,
    claimCheckedAt: time,
    expiresAt: time + 8 * 3_600_000,
  });
  await sessions.create(session("here", email, "Firefox on Windows"));
  await sessions.create(session("phone", email, "Safari on iPhone", time - 120_000));
  await sessions.create(session("laptop", email, "Chrome on macOS", time - 60_000));
  await sessions.create(session("colleague", "ann@openseat.example"));
  const limiter = createRateLimiter(createSqliteRateLimitStore(db), () => time);
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  const log = (event: string, fields: Record<string, unknown>) => void events.push({ event, fields: { ...fields } });
  const steps = createAccountSteps({
    admins: async () => admins,
    factors: async () => factors,
    sessions: async () => sessions,
    throttle: createSignInThrottle(async () => limiter, log),
    factorKey: key,
    now: () => time,
    verifyPassword,
    hashPassword: (value) => hashPassword(value, fast),
    passwordProblem: (value, address) => passwordProblem(value, { brandNames: ["OpenSeat"], siteHost: "openseat.example", email: address }),
    log,
  });
  const holder = { email, sessionId: "here" };
  return { admins, factors, sessions, steps, holder, secret, codes, events, now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the admin's own account", () => {
  it("lists only the admin's sessions, the most recently active first, this one marked", async () => {
    const { steps, holder } = await setUp();
    const listed = await steps.sessions(holder);
    expect(listed.map((each) => [each.id, each.device, each.current])).toEqual([
      ["here", "Firefox on Windows", true],
      ["laptop", "Chrome on macOS", false],
      ["phone", "Safari on iPhone", false],
    ]);
  });

  it("ends another session of the admin's own, never this one nor a colleague's", async () => {
    const { steps, holder, sessions, now } = await setUp();
    expect(await steps.endSession(holder, "phone")).toBe(true);
    expect(await sessions.find("phone", now())).toBeNull();
    expect(await steps.endSession(holder, "here")).toBe(false);
    expect(await steps.endSession(holder, "colleague")).toBe(false);
    expect(await sessions.find("colleague", now())).not.toBeNull();
    expect(await steps.endSession(holder, { id: "laptop" })).toBe(false);
    expect(await steps.endOtherSessions(holder)).toBe(1);
    expect((await steps.sessions(holder)).map((each) => each.id)).toEqual(["here"]);
  });

  it("changes the password given the current one, and ends the other sessions while this one stays", async () => {
    const { steps, holder, admins, sessions, now } = await setUp();
    expect(await steps.changePassword(holder, { current: OLD, next: NEW }, client)).toEqual({ ok: true, endedSessions: 2 });
    const stored = await admins.findByEmail(email);
    expect(await verifyPassword(NEW, stored!.passwordHash)).toBe(true);
    expect(await verifyPassword(OLD, stored!.passwordHash)).toBe(false);
    expect(await sessions.find("here", now())).not.toBeNull();
    expect(await sessions.find("phone", now())).toBeNull();
    expect(await sessions.find("colleague", now())).not.toBeNull();
  });

  it("refuses a wrong current password and a new one that fails the rule, each beside its field, changing nothing", async () => {
    const { steps, holder, admins, sessions, now } = await setUp();
    expect(await steps.changePassword(holder, { current: "wrong password here", next: "123456789012" }, client)).toEqual({ ok: false, current: "wrong", next: "common" });
    expect(await steps.changePassword(holder, { current: OLD, next: "short" }, client)).toEqual({ ok: false, next: "too-short" });
    expect(await steps.changePassword(holder, { current: "", next: "" }, client)).toEqual({ ok: false, current: "missing", next: "missing" });
    expect(await verifyPassword(OLD, (await admins.findByEmail(email))!.passwordHash)).toBe(true);
    expect(await sessions.find("phone", now())).not.toBeNull();
  });

  it("makes the pair wait after repeated wrong passwords, as sign-in does, even for the right one", async () => {
    const { steps, holder } = await setUp();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await steps.changePassword(holder, { current: `wrong guess ${attempt} xx`, next: NEW }, client)).toMatchObject({ current: "wrong" });
    }
    expect(await steps.changePassword(holder, { current: OLD, next: NEW }, client)).toEqual({ ok: false, current: "rate-limited" });
  });

  it("has nothing to change for an admin without a password here (a Google admin)", async () => {
    const { steps } = await setUp();
    expect(await steps.changePassword({ email: "google@openseat.example", sessionId: "g" }, { current: OLD, next: NEW }, client)).toEqual({ ok: false, noPassword: true });
  });

  it("makes ten new recovery codes after the app's current code: the old ones are refused, the new ones accepted once", async () => {
    const { steps, holder, factors, secret, codes, now, events } = await setUp();
    const renewed = await steps.renewRecoveryCodes(holder, codeAt(secret, now()), client);
    expect(renewed.ok).toBe(true);
    if (!renewed.ok) return;
    expect(renewed.codes).toHaveLength(10);
    expect(await factors.useRecoveryCode(email, hashRecoveryCode(email, codes[0]!))).toBe(false);
    expect(await factors.useRecoveryCode(email, hashRecoveryCode(email, renewed.codes[0]!))).toBe(true);
    // The same six-digit code again is a replay.
    expect(await steps.renewRecoveryCodes(holder, codeAt(secret, now()), client)).toEqual({ ok: false, problem: "wrong" });
    expect(events.find((each) => each.event === "admin.recovery_codes_renewed")?.fields).toEqual({ email, proof: "totp" });
  });

  it("accepts an unused recovery code as proof, and spends it", async () => {
    const { steps, holder, codes, advance } = await setUp();
    const renewed = await steps.renewRecoveryCodes(holder, codes[3], client);
    expect(renewed.ok).toBe(true);
    advance(TOTP_PERIOD_SECONDS * 1000);
    expect(await steps.renewRecoveryCodes(holder, codes[4], client)).toEqual({ ok: false, problem: "wrong" });
    expect(await steps.renewRecoveryCodes(holder, "12", client)).toEqual({ ok: false, problem: "malformed" });
    expect(await steps.renewRecoveryCodes(holder, " ", client)).toEqual({ ok: false, problem: "missing" });
  });
});
