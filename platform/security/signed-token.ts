import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The one shape of every token the site signs (the form's, the booking link's, a half-done sign-in's):
 * `body.signature`, the body a JSON value in base64url, the signature its HMAC-SHA256 under the token's own
 * key, in base64url. Each kind of token keeps its key and reads its own fields; this holds the parts that
 * must never differ between them: the length cap before any hashing, and a constant-time comparison.
 */

export type SignedTokenOpening =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: "malformed" | "bad-signature" };

function signatureOf(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signToken(key: Buffer, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
  return `${body}.${signatureOf(key, body)}`;
}

/**
 * The token's JSON value when it is one this key signed, unchanged; otherwise why not. Anything longer
 * than `maxLength` is refused before it is hashed; a body that is not JSON is malformed.
 */
export function openSignedToken(key: Buffer, token: unknown, maxLength: number): SignedTokenOpening {
  if (typeof token !== "string" || token.length > maxLength) return { ok: false, reason: "malformed" };
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(signatureOf(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "bad-signature" };
  try {
    return { ok: true, value: JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
