import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The buyer's key to their call: issued when the request is stored, carried by the confirmation page's
 * form and the e-mails' links. It names one request and when it stops working (the close of the request's
 * booking window), signed with a key of its own derived from the form secret, so knowing a reference or a
 * request id is never enough, and a changed id or expiry fails the signature. It holds nothing secret.
 */
export interface BookingLink {
  readonly requestId: string;
  /** Milliseconds since the epoch: after this the link books, moves and cancels nothing. */
  readonly expiresAt: number;
}

export type BookingLinkCheck =
  | { readonly ok: true; readonly link: BookingLink }
  | { readonly ok: false; readonly reason: "malformed" | "tampered" | "expired" };

/** Longer strings are refused before any hashing: a real link is about 130 characters. */
export const maxLinkTokenLength = 400;

/** A key for these links alone, so a form token's signature can never pass as a booking link's. */
function linkKey(formSecret: Buffer): Buffer {
  return createHmac("sha256", formSecret).update("openseat booking link v1").digest();
}

function sign(formSecret: Buffer, body: string): string {
  return createHmac("sha256", linkKey(formSecret)).update(body).digest("base64url");
}

export function issueBookingLink(formSecret: Buffer, link: BookingLink): string {
  const body = Buffer.from(JSON.stringify({ r: link.requestId, x: link.expiresAt }), "utf8").toString("base64url");
  return `${body}.${sign(formSecret, body)}`;
}

function readBody(body: string): BookingLink | null {
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof value.r !== "string" || value.r === "" || value.r.length > 100 || typeof value.x !== "number" || !Number.isFinite(value.x)) return null;
    return { requestId: value.r, expiresAt: value.x };
  } catch {
    return null;
  }
}

/** Whether the token is one this site issued, unchanged and not expired; the request itself is the caller's to look up. */
export function verifyBookingLink(formSecret: Buffer, token: unknown, now: number): BookingLinkCheck {
  if (typeof token !== "string" || token.length > maxLinkTokenLength) return { ok: false, reason: "malformed" };
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(formSecret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "tampered" };
  const link = readBody(body);
  if (!link) return { ok: false, reason: "malformed" };
  if (now > link.expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, link };
}
