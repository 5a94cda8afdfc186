import "server-only";
import { createHmac } from "node:crypto";
import { openSignedToken, signToken } from "@/platform/security/signed-token";

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
  /**
   * The request's idempotency key, in the links the form's answer issues (the confirmation page, the buyer's
   * confirmation): the store reads the request by it in one get rather than a query on the id. Links issued
   * elsewhere, and those issued before it, carry none and are read by the id alone.
   */
  readonly key?: string;
}

export type BookingLinkCheck =
  | { readonly ok: true; readonly link: BookingLink }
  | { readonly ok: false; readonly reason: "malformed" | "tampered" | "expired" };

/** Longer strings are refused before any hashing: a real link is about 130 characters, 200 with its key. */
export const maxLinkTokenLength = 400;

/** A key for these links alone, so a form token's signature can never pass as a booking link's. */
function linkKey(formSecret: Buffer): Buffer {
  return createHmac("sha256", formSecret).update("openseat booking link v1").digest();
}

export function issueBookingLink(formSecret: Buffer, link: BookingLink): string {
  return signToken(linkKey(formSecret), { r: link.requestId, x: link.expiresAt, ...(link.key ? { k: link.key } : {}) });
}

function readLink(json: unknown): BookingLink | null {
  if (typeof json !== "object" || json === null) return null;
  const value = json as Record<string, unknown>;
  if (typeof value.r !== "string" || value.r === "" || value.r.length > 100 || typeof value.x !== "number" || !Number.isFinite(value.x)) return null;
  if (value.k !== undefined && (typeof value.k !== "string" || value.k === "" || value.k.length > 100)) return null;
  return { requestId: value.r, expiresAt: value.x, ...(typeof value.k === "string" ? { key: value.k } : {}) };
}

/** Whether the token is one this site issued, unchanged and not expired; the request itself is the caller's to look up. */
export function verifyBookingLink(formSecret: Buffer, token: unknown, now: number): BookingLinkCheck {
  const opened = openSignedToken(linkKey(formSecret), token, maxLinkTokenLength);
  if (!opened.ok) return { ok: false, reason: opened.reason === "bad-signature" ? "tampered" : "malformed" };
  const link = readLink(opened.value);
  if (!link) return { ok: false, reason: "malformed" };
  if (now > link.expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, link };
}
