/** @jest-environment node */
import { pendingKey, readPending, signPending, stageAfterFactor, stageAfterPassword, type PendingSignIn } from "@/features/auth/second-factor/pending-sign-in";

const key = pendingKey("the session secret");
const now = 1_800_000_000_000;
const pending: PendingSignIn = { id: "0b6c3c53-5a55-4d7b-9f49-6f0f2f0c3a10", email: "lead@openseat.example", stage: "code", mustChangePassword: false, sessionVersion: 2, expiresAt: now + 60_000 };

describe("the pending sign-in token", () => {
  it("reads back what was signed until it expires", () => {
    const token = signPending(pending, key);
    expect(readPending(token, key, now)).toEqual(pending);
    expect(readPending(token, key, now + 60_000)).toBeNull();
  });

  it("refuses a token signed with another key, altered, or malformed", () => {
    const token = signPending(pending, key);
    expect(readPending(token, pendingKey("another secret"), now)).toBeNull();
    const [, signature] = token.split(".");
    const promoted = Buffer.from(JSON.stringify({ ...pending, stage: "done" })).toString("base64url");
    expect(readPending(`${promoted}.${signature}`, key, now)).toBeNull();
    for (const bad of [undefined, "", "abc", `${token}.x`, "e30.", signPending({ ...pending, stage: "admin" as never }, key)]) {
      expect(readPending(bad, key, now)).toBeNull();
    }
  });
});

describe("the sign-in's steps", () => {
  it("asks for the factor first, then a new password when the stored one fails the rule", () => {
    expect(stageAfterPassword({ factorRequired: true, enrolled: false, mustChangePassword: true })).toBe("enroll");
    expect(stageAfterPassword({ factorRequired: true, enrolled: true, mustChangePassword: true })).toBe("code");
    expect(stageAfterPassword({ factorRequired: false, enrolled: true, mustChangePassword: true })).toBe("change-password");
    expect(stageAfterPassword({ factorRequired: false, enrolled: false, mustChangePassword: false })).toBe("done");
    expect(stageAfterFactor(true)).toBe("change-password");
    expect(stageAfterFactor(false)).toBe("done");
  });
});
