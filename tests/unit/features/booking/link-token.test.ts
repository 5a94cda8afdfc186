/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { issueBookingLink, maxLinkTokenLength, verifyBookingLink } from "@/features/booking/link-token";
import { issueFormToken } from "@/features/delegation/form-token";

const secret = randomBytes(32);
const link = { requestId: "5f0c6f52-8a8e-4c0b-9a53-0d1f7c1c2b11", expiresAt: Date.parse("2026-04-10T16:30:00Z") };
const before = Date.parse("2026-04-10T16:29:59Z");

describe("the booking link", () => {
  it("names its request until its expiry, and not a millisecond after", () => {
    const token = issueBookingLink(secret, link);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyBookingLink(secret, token, before)).toEqual({ ok: true, link });
    expect(verifyBookingLink(secret, token, link.expiresAt)).toEqual({ ok: true, link });
    expect(verifyBookingLink(secret, token, link.expiresAt + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a link whose request or expiry was changed, or that another key signed", () => {
    const token = issueBookingLink(secret, link);
    const [, signature] = token.split(".");
    const forged = (body: object) => `${Buffer.from(JSON.stringify(body)).toString("base64url")}.${signature}`;
    expect(verifyBookingLink(secret, forged({ r: "another-request", x: link.expiresAt }), before)).toEqual({ ok: false, reason: "tampered" });
    expect(verifyBookingLink(secret, forged({ r: link.requestId, x: link.expiresAt + 86_400_000 }), before)).toEqual({ ok: false, reason: "tampered" });
    expect(verifyBookingLink(randomBytes(32), token, before)).toEqual({ ok: false, reason: "tampered" });
    // A form token is signed with the same secret but never passes as a booking link.
    expect(verifyBookingLink(secret, issueFormToken(secret, { path: "/", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null }), before).ok).toBe(false);
  });

  it("carries the request's key when issued with one, signed like the rest; a link without one names no key", () => {
    const keyed = { ...link, key: "post-Vx3k9S0mZq1sT8uY2wA4bC6dE8fG0hI2jK4lM6nO8pQ" };
    const token = issueBookingLink(secret, keyed);
    expect(verifyBookingLink(secret, token, before)).toEqual({ ok: true, link: keyed });
    expect(token.length).toBeLessThan(maxLinkTokenLength);
    expect(verifyBookingLink(secret, issueBookingLink(secret, link), before)).toEqual({ ok: true, link });
    const [, signature] = token.split(".");
    const forged = (body: object) => `${Buffer.from(JSON.stringify(body)).toString("base64url")}.${signature}`;
    expect(verifyBookingLink(secret, forged({ r: link.requestId, x: link.expiresAt, k: "post-another" }), before)).toEqual({ ok: false, reason: "tampered" });
  });

  it("refuses what is not a token at all", () => {
    for (const token of [undefined, 42, "", "abc", "a.b.c", `${"x".repeat(500)}.y`]) {
      expect(verifyBookingLink(secret, token, before).ok).toBe(false);
    }
    const unsigned = Buffer.from("not json").toString("base64url");
    expect(verifyBookingLink(secret, `${unsigned}.sig`, before)).toEqual({ ok: false, reason: "tampered" });
  });
});
