/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { Secret, TOTP, URI } from "otpauth";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, readEnteredCode, RECOVERY_CODE_COUNT } from "@/features/auth/second-factor/recovery-codes";
import { factorKey, openSecret, sealSecret } from "@/features/auth/second-factor/sealed-secret";
import {
  codeAt,
  groupSecret,
  isFreshStep,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  stepAt,
  TOTP_PERIOD_SECONDS,
} from "@/features/auth/second-factor/totp";

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const now = Date.UTC(2026, 10, 26, 9, 0, 10);
const period = TOTP_PERIOD_SECONDS * 1000;

describe("TOTP codes (RFC 6238)", () => {
  it("matches the RFC 6238 SHA-1 test vector", () => {
    // RFC 6238 appendix B: the ASCII key "12345678901234567890" at T = 59 s gives 94287082 (8 digits); 6 digits: 287082.
    const rfcSecret = Secret.fromLatin1("12345678901234567890").base32;
    expect(codeAt(rfcSecret, 59_000)).toBe("287082");
    expect(matchingStep(rfcSecret, "287082", 59_000)).toBe(1);
  });

  it("agrees with an authenticator app's entry built from the otpauth:// address", () => {
    const uri = otpauthUri(secret, "lead@openseat.example", "OpenSeat");
    expect(uri).toMatch(/^otpauth:\/\/totp\/OpenSeat:lead%40openseat\.example\?/);
    expect(uri).toContain(`secret=${secret}`);
    const app = URI.parse(uri) as TOTP;
    expect(app.generate({ timestamp: now })).toBe(codeAt(secret, now));
  });

  it("accepts the code of this step and of one step either side, naming the step, and nothing further", () => {
    const step = stepAt(now);
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - period), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now + period), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(secret, now - 2 * period), now)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, now + 2 * period), now)).toBeNull();
  });

  it("refuses anything but six digits, and a code for another secret", () => {
    const code = codeAt(secret, now);
    expect(matchingStep(secret, ` ${code}`, now)).toBeNull();
    expect(matchingStep(secret, code.slice(0, 5), now)).toBeNull();
    expect(matchingStep(secret, "abcdef", now)).toBeNull();
    expect(matchingStep(newTotpSecret(), code, now)).toBeNull();
  });

  it("refuses a replay: a step at or before the last used one", () => {
    expect(isFreshStep(100, null)).toBe(true);
    expect(isFreshStep(101, 100)).toBe(true);
    expect(isFreshStep(100, 100)).toBe(false);
    expect(isFreshStep(99, 100)).toBe(false);
  });

  it("makes a fresh 160-bit base32 secret each time, shown in groups of four", () => {
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(fresh);
    expect(groupSecret(fresh)).toHaveLength(8);
    expect(groupSecret(fresh).join("")).toBe(fresh);
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes of four groups from an unambiguous alphabet", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-tv-z2-9]{4}(-[a-hjkmnp-tv-z2-9]{4}){3}$/);
  });

  it("reads a code typed in any case, with or without dashes and spaces, and hashes it per admin", () => {
    const [code = ""] = newRecoveryCodes();
    const typed = code.toUpperCase().replace(/-/g, " ");
    expect(normalizeRecoveryCode(typed)).toBe(code.replace(/-/g, ""));
    expect(hashRecoveryCode("a@x.example", typed)).toBe(hashRecoveryCode("a@x.example", code));
    expect(hashRecoveryCode("b@x.example", code)).not.toBe(hashRecoveryCode("a@x.example", code));
    expect(hashRecoveryCode("a@x.example", code)).not.toContain(code.replace(/-/g, ""));
  });

  it("tells a six-digit code from a recovery code, and refuses anything else", () => {
    expect(readEnteredCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(readEnteredCode("k7pd-x3mq-9wrt-hn2c")).toEqual({ kind: "recovery", code: "k7pdx3mq9wrthn2c" });
    expect(readEnteredCode("12345")).toBeNull();
    expect(readEnteredCode("k7pd-x3mq-9wrt-hn2")).toBeNull();
    // 0, 1, i, l, o and u are not in the alphabet.
    expect(readEnteredCode("o7pd-x3mq-9wrt-hn2c")).toBeNull();
  });
});

describe("the sealed TOTP secret", () => {
  const key = factorKey("a session secret of some length");

  it("opens with the same key and e-mail, and never holds the secret in clear", () => {
    const sealed = sealSecret(secret, "lead@openseat.example", key);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(secret, "lead@openseat.example", key)).not.toBe(sealed);
    expect(openSecret(sealed, "lead@openseat.example", key)).toBe(secret);
  });

  it("does not open under another key, for another admin, or altered", () => {
    const sealed = sealSecret(secret, "lead@openseat.example", key);
    expect(openSecret(sealed, "lead@openseat.example", factorKey(randomBytes(32).toString("hex")))).toBeNull();
    expect(openSecret(sealed, "other@openseat.example", key)).toBeNull();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(openSecret([...parts.slice(0, 3), flipped.toString("base64url")].join("."), "lead@openseat.example", key)).toBeNull();
    expect(openSecret("v1.garbage", "lead@openseat.example", key)).toBeNull();
  });
});
