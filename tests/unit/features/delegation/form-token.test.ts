/** @jest-environment node */
import { issueFormToken, maxTokenLength, tokenMaxAgeMs, verifyFormToken } from "@/features/delegation/form-token";

const secret = Buffer.alloc(32, 7);
const source = { path: "/delegation-tasks-guide/form", referrer: null, utmSource: "ads", utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const issuedAt = 1_700_000_000_000;

describe("form token", () => {
  const token = issueFormToken(secret, source, issuedAt, "key-1");

  it("verifies after the minimum fill time and returns its key and source", () => {
    const check = verifyFormToken(secret, token, 3000, issuedAt + 3000);
    expect(check).toEqual({ ok: true, payload: { issuedAt, key: "key-1", source } });
  });

  it("refuses a post sooner than the minimum fill time, keeping the payload", () => {
    const check = verifyFormToken(secret, token, 3000, issuedAt + 2999);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toBe("too-fast");
  });

  it("expires after a day", () => {
    const check = verifyFormToken(secret, token, 3000, issuedAt + tokenMaxAgeMs + 1);
    expect(!check.ok && check.reason).toBe("expired");
  });

  it("refuses a token signed with another secret", () => {
    const check = verifyFormToken(Buffer.alloc(32, 8), token, 0, issuedAt + 5000);
    expect(!check.ok && check.reason).toBe("bad-signature");
  });

  it("refuses a backdated payload under the original signature", () => {
    const [, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ t: issuedAt - 60_000, k: "key-1", s: source })).toString("base64url");
    const check = verifyFormToken(secret, `${forged}.${signature}`, 3000, issuedAt + 1);
    expect(!check.ok && check.reason).toBe("bad-signature");
  });

  it.each([undefined, "", "abc", "a.b.c", 42, "x".repeat(5000)])("treats %p as malformed", (value) => {
    const check = verifyFormToken(secret, value, 0, issuedAt);
    expect(check.ok).toBe(false);
    expect(["malformed", "bad-signature"]).toContain(!check.ok && check.reason);
  });

  it("issues a different key for every form", () => {
    const a = verifyFormToken(secret, issueFormToken(secret, source, issuedAt), 0, issuedAt);
    const b = verifyFormToken(secret, issueFormToken(secret, source, issuedAt), 0, issuedAt);
    expect(a.ok && b.ok && a.payload.key !== b.payload.key).toBe(true);
  });

  it("stays short enough to verify, dropping an overlong source rather than the token", () => {
    const long = "日".repeat(200);
    const huge = { ...source, referrer: `https://x.example/${"語".repeat(980)}`, utmSource: long, utmMedium: long, utmCampaign: long, utmTerm: long, utmContent: long };
    const big = issueFormToken(secret, huge, issuedAt, "key-2");
    expect(big.length).toBeLessThanOrEqual(maxTokenLength);
    const check = verifyFormToken(secret, big, 3000, issuedAt + 3000);
    expect(check.ok).toBe(true);
    expect(check.payload?.source).toEqual({ ...huge, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null });
    // An ordinary source is kept whole.
    expect(verifyFormToken(secret, token, 3000, issuedAt + 3000).payload?.source).toEqual(source);
  });
});
