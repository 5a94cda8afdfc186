/** @jest-environment node */
import { createIdTokenAuthorizer, createPasswordAuthorizer, RATE_LIMITED_ERROR, createSignInThrottle } from "@/features/auth/sign-in/authorize";
import type { AdminStore } from "@/features/auth/admin-store/store";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { hashPassword, verifyPassword } from "@/features/auth/password/password";
import { createTestIdTokenVerifier } from "@/features/auth/session/id-token";
import { openDatabase } from "@/platform/db/sqlite";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const PASSWORD = "a long enough password";
const OTHER_PASSWORD = "another long password";

async function adminStore(): Promise<AdminStore> {
  const store = createSqliteAdminStore(openDatabase(".", ":memory:"));
  await store.create({ email: "boss@openseat.example", passwordHash: await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 }) });
  await store.create({ email: "colleague@openseat.example", passwordHash: await hashPassword(OTHER_PASSWORD, { N: 1024, r: 8, p: 1 }) });
  return store;
}

function throttleWith(now: () => number) {
  const events: { event: string; fields: Record<string, unknown>; level?: string }[] = [];
  const limiter = createRateLimiter(createSqliteRateLimitStore(openDatabase(".", ":memory:")), now);
  const throttle = createSignInThrottle(async () => limiter, (event, fields, level) => events.push({ event, fields: { ...fields }, level }));
  return { throttle, events };
}

async function passwordAuthorizer() {
  const store = await adminStore();
  let time = Date.UTC(2026, 0, 5, 9, 0, 0);
  const { throttle, events } = throttleWith(() => time);
  const failures: string[] = [];
  const authorize = createPasswordAuthorizer({
    store: async () => store,
    throttle,
    verifyPassword,
    // The dummy's cost matching a real check is pinned in password.test.ts; here it would only slow the throttle cases.
    verifyDummy: async () => false as const,
    onFailure: (reason) => failures.push(reason),
  });
  return { authorize, failures, events, advance: (ms: number) => (time += ms) };
}

const boss = (password: string) => ({ email: "boss@openseat.example", password });

describe("password sign-in", () => {
  it("admits the right e-mail and password, matching the e-mail case-insensitively", async () => {
    const { authorize } = await passwordAuthorizer();
    await expect(authorize({ email: " Boss@OpenSeat.example ", password: PASSWORD }, "1.1.1.1")).resolves.toMatchObject({
      email: "boss@openseat.example",
      name: "boss@openseat.example",
      provider: "password",
    });
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const { authorize, failures } = await passwordAuthorizer();
    await expect(authorize({ email: "boss@openseat.example", password: "wrong password!!" }, "1.1.1.1")).resolves.toBeNull();
    await expect(authorize({ email: "nobody@openseat.example", password: PASSWORD }, "1.1.1.1")).resolves.toBeNull();
    await expect(authorize({ email: 42 }, "1.1.1.1")).resolves.toBeNull();
    expect(failures).toEqual(["wrong-password", "unknown-email", "malformed"]);
  });

  it("lets the right password in from a client that has not been failing, however many failed elsewhere", async () => {
    const { authorize } = await passwordAuthorizer();
    // The reported lockout: wrong passwords for an admin's e-mail from one address, then from many.
    for (let i = 0; i < 10; i += 1) await authorize(boss(`wrong password ${i}`), "9.9.9.9").catch(() => null);
    for (let i = 0; i < 10; i += 1) await authorize(boss(`wrong password ${i}`), `9.9.8.${i}`);
    await expect(authorize(boss(PASSWORD), "8.8.8.8")).resolves.toMatchObject({ email: "boss@openseat.example" });
  });

  it("lets another admin's right password in from the address that has been failing", async () => {
    const { authorize } = await passwordAuthorizer();
    for (let i = 0; i < 5; i += 1) await authorize(boss(`wrong password ${i}`), "9.9.9.9").catch(() => null);
    await expect(authorize({ email: "colleague@openseat.example", password: OTHER_PASSWORD }, "9.9.9.9")).resolves.toMatchObject({
      email: "colleague@openseat.example",
    });
  });

  it("slows the failing pair with growing delays, then checks the password again once the delay is over", async () => {
    const { authorize, advance } = await passwordAuthorizer();
    for (let i = 0; i < 4; i += 1) await expect(authorize(boss(`wrong password ${i}`), "9.9.9.9")).resolves.toBeNull();
    // Four failures: the pair waits 2 s before its next attempt is even checked, right password or not.
    await expect(authorize(boss(PASSWORD), "9.9.9.9")).rejects.toThrow(RATE_LIMITED_ERROR);
    advance(2_000);
    await expect(authorize(boss("wrong password 5"), "9.9.9.9")).resolves.toBeNull();
    advance(2_000);
    await expect(authorize(boss(PASSWORD), "9.9.9.9")).rejects.toThrow(RATE_LIMITED_ERROR);
    advance(2_000);
    await expect(authorize(boss(PASSWORD), "9.9.9.9")).resolves.toMatchObject({ email: "boss@openseat.example" });
    // Success clears the pair: the next mistake is free again.
    await expect(authorize(boss("wrong again"), "9.9.9.9")).resolves.toBeNull();
    await expect(authorize(boss(PASSWORD), "9.9.9.9")).resolves.toMatchObject({ email: "boss@openseat.example" });
  });

  it("slows a client spraying many e-mails once it is far past any honest mistake", async () => {
    const { authorize } = await passwordAuthorizer();
    for (let i = 0; i < 31; i += 1) await authorize({ email: `user${i}@openseat.example`, password: "guess guess guess" }, "7.7.7.7");
    await expect(authorize(boss(PASSWORD), "7.7.7.7")).rejects.toThrow(RATE_LIMITED_ERROR);
    await expect(authorize(boss(PASSWORD), "7.7.7.8")).resolves.toMatchObject({ email: "boss@openseat.example" });
  });

  it("alerts in the log when one e-mail fails from many clients, once per threshold", async () => {
    const { authorize, events } = await passwordAuthorizer();
    for (let i = 0; i < 25; i += 1) await authorize(boss("wrong password"), `10.1.1.${i}`);
    await authorize(boss("wrong password"), "10.1.1.3");
    const alerts = events.filter((entry) => entry.event === "admin.sign_in_targeted");
    expect(alerts.map((alert) => alert.fields)).toEqual([
      { email: "boss@openseat.example", clients: 5, windowMinutes: 60 },
      { email: "boss@openseat.example", clients: 20, windowMinutes: 60 },
    ]);
    expect(alerts.map((alert) => alert.level)).toEqual(["warn", "error"]);
  });
});

describe("Firebase ID-token sign-in (with the test verifier)", () => {
  function idTokenAuthorizer() {
    return createIdTokenAuthorizer({
      verifier: async () => createTestIdTokenVerifier(),
      throttle: throttleWith(Date.now).throttle,
    });
  }

  it("admits a verified user with the admin claim", async () => {
    const authorize = idTokenAuthorizer();
    await expect(authorize({ idToken: "test-admin:Lead@OpenSeat.example" }, "1.1.1.1")).resolves.toMatchObject({
      email: "lead@openseat.example",
      provider: "firebase",
    });
  });

  it("refuses a verified user without the claim, and a token that does not verify", async () => {
    const authorize = idTokenAuthorizer();
    await expect(authorize({ idToken: "test-user:someone@example.com" }, "1.1.1.1")).resolves.toBeNull();
    await expect(authorize({ idToken: "forged-token-value" }, "1.1.1.1")).resolves.toBeNull();
    await expect(authorize({}, "1.1.1.1")).resolves.toBeNull();
  });

  it("refuses a Google admin removed from the team, claim or not, and admits the rest", async () => {
    const failures: string[] = [];
    const authorize = createIdTokenAuthorizer({
      verifier: async () => createTestIdTokenVerifier(),
      throttle: throttleWith(Date.now).throttle,
      onFailure: (reason) => failures.push(reason),
      isRemoved: async (email) => email === "gone@openseat.example",
    });
    await expect(authorize({ idToken: "test-admin:Gone@OpenSeat.example" }, "1.1.1.1")).resolves.toBeNull();
    await expect(authorize({ idToken: "test-admin:stays@openseat.example" }, "1.1.1.1")).resolves.toMatchObject({ email: "stays@openseat.example" });
    expect(failures).toEqual(["removed"]);
  });

  it("slows a client that keeps presenting bad tokens, and only that client", async () => {
    const authorize = idTokenAuthorizer();
    for (let i = 0; i < 31; i += 1) await authorize({ idToken: `forged-token-${i}-xx` }, "6.6.6.6");
    await expect(authorize({ idToken: "test-admin:lead@openseat.example" }, "6.6.6.6")).rejects.toThrow(RATE_LIMITED_ERROR);
    await expect(authorize({ idToken: "test-admin:lead@openseat.example" }, "6.6.6.7")).resolves.toMatchObject({ provider: "firebase" });
  });
});
