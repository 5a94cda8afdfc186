/** @jest-environment node */
import { clientKeyFromHeaders, createIdTokenAuthorizer, createPasswordAuthorizer, RATE_LIMITED_ERROR } from "@/lib/auth/authorize";
import type { AdminStore } from "@/lib/auth/admin-store";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { createSignInThrottle } from "@/lib/auth/rate-limiter";
import { createTestIdTokenVerifier } from "@/lib/auth/test-id-token-verifier";

const PASSWORD = "a long enough password";

async function storeWith(email: string): Promise<AdminStore> {
  const passwordHash = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
  return {
    findByEmail: async (candidate) =>
      candidate === email ? { id: "admin-1", email, passwordHash, createdAt: "2026-01-01T00:00:00.000Z" } : null,
    create: async () => {
      throw new Error("not used");
    },
    count: async () => 1,
  };
}

async function passwordAuthorizer() {
  const store = await storeWith("boss@openseat.example");
  const failures: string[] = [];
  const authorize = createPasswordAuthorizer({
    store: async () => store,
    throttle: createSignInThrottle(),
    verifyPassword,
    verifyDummy: verifyAgainstDummy,
    onFailure: (reason) => failures.push(reason),
  });
  return { authorize, failures };
}

describe("password sign-in", () => {
  it("admits the right e-mail and password, matching the e-mail case-insensitively", async () => {
    const { authorize } = await passwordAuthorizer();
    await expect(authorize({ email: " Boss@OpenSeat.example ", password: PASSWORD }, "1.1.1.1")).resolves.toEqual({
      id: "admin-1",
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

  it("locks the e-mail after 5 failures, even for the right password", async () => {
    const { authorize } = await passwordAuthorizer();
    for (let i = 0; i < 5; i += 1) {
      await authorize({ email: "boss@openseat.example", password: `wrong password ${i}` }, `9.9.9.${i}`);
    }
    await expect(authorize({ email: "boss@openseat.example", password: PASSWORD }, "8.8.8.8")).rejects.toThrow(
      RATE_LIMITED_ERROR,
    );
  });
});

describe("Firebase ID-token sign-in (with the test verifier)", () => {
  function idTokenAuthorizer() {
    return createIdTokenAuthorizer({
      verifier: async () => createTestIdTokenVerifier(),
      throttle: createSignInThrottle(),
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

  it("rate-limits a client that keeps presenting bad tokens", async () => {
    const authorize = idTokenAuthorizer();
    for (let i = 0; i < 5; i += 1) await authorize({ idToken: `forged-token-${i}-xx` }, "6.6.6.6");
    await expect(authorize({ idToken: "test-admin:lead@openseat.example" }, "6.6.6.6")).rejects.toThrow(RATE_LIMITED_ERROR);
  });
});

describe("clientKeyFromHeaders", () => {
  it("takes the first forwarded address, then x-real-ip, then a shared bucket", () => {
    expect(clientKeyFromHeaders({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" })).toBe("203.0.113.9");
    expect(clientKeyFromHeaders({ "x-real-ip": "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientKeyFromHeaders(undefined)).toBe("unknown");
  });
});
