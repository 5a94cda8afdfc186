import "server-only";
import { randomUUID } from "node:crypto";
import { sourceFromQuery } from "@/features/delegation/prefill";
import type { RequestSource } from "@/features/delegation/store";
import { openSignedToken, signToken } from "@/platform/security/signed-token";

/**
 * The token issued with each form: when it was issued (for the minimum fill time), the idempotency
 * key (so a double submit stores one request) and where the visitor came from. Signed, so a bot can
 * neither backdate it nor choose keys; it holds nothing secret.
 */
export interface FormTokenPayload {
  readonly issuedAt: number;
  readonly key: string;
  readonly source: Omit<RequestSource, "userAgent">;
}

export type TokenCheck =
  | { readonly ok: true; readonly payload: FormTokenPayload }
  | { readonly ok: false; readonly reason: "malformed" | "bad-signature" | "expired" | "too-fast"; readonly payload?: FormTokenPayload };

/** A form left open longer than this must be reloaded: it bounds how long a key stays replayable. */
export const tokenMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * The longest token issued: longer ones are refused as malformed, so what a post makes the server hash
 * and parse stays small, and so does the hidden input every form page carries one in.
 */
export const maxTokenLength = 3800;

export function issueFormToken(
  secret: Buffer,
  source: FormTokenPayload["source"],
  now: number = Date.now(),
  key: string = randomUUID(),
): string {
  const encode = (s: FormTokenPayload["source"]) => signToken(secret, { t: now, k: key, s });
  const token = encode(source);
  if (token.length <= maxTokenLength) return token;
  // Only a very long referrer or campaign tag (in a script that takes three bytes a letter) gets here: the
  // visitor keeps a working form, and the request loses where it came from rather than the fill-time check.
  return encode(sourceFromQuery(source.path, {}, null));
}

function readPayload(json: unknown): FormTokenPayload | null {
  if (typeof json !== "object" || json === null) return null;
  const value = json as Record<string, unknown>;
  if (typeof value.t !== "number" || typeof value.k !== "string" || typeof value.s !== "object" || value.s === null) {
    return null;
  }
  return { issuedAt: value.t, key: value.k, source: value.s as FormTokenPayload["source"] };
}

export function verifyFormToken(
  secret: Buffer,
  token: unknown,
  minFillMs: number,
  now: number = Date.now(),
): TokenCheck {
  const opened = openSignedToken(secret, token, maxTokenLength);
  if (!opened.ok) return { ok: false, reason: opened.reason };
  const payload = readPayload(opened.value);
  if (!payload) return { ok: false, reason: "malformed" };
  const age = now - payload.issuedAt;
  if (age > tokenMaxAgeMs || age < -60_000) return { ok: false, reason: "expired", payload };
  if (age < minFillMs) return { ok: false, reason: "too-fast", payload };
  return { ok: true, payload };
}
