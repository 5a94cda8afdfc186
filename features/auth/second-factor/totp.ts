import { Secret, TOTP } from "otpauth";

/*
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them by default: SHA-1, six
 * digits, a new code every 30 seconds. A code is accepted for its own step and one step either side
 * (clock drift and typing time), and each step is used at most once per admin: the store keeps the last
 * step used and a code for that step or an earlier one is a replay.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may be from: 30 s of drift or typing each way. */
export const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

function totp(secretBase32: string, label = "admin", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A fresh random secret, in base32 (A-Z and 2-7) as apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://` address the QR code carries: the app lists the entry as "issuer (e-mail)". */
export function otpauthUri(secretBase32: string, email: string, issuer: string): string {
  return totp(secretBase32, email, issuer).toString();
}

/** The time step a moment falls in. */
export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a moment; what the admin's app shows then (the tests play the app with it). */
export function codeAt(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/** The step this code belongs to, within the window around now, or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** A step may be used only when it comes after the last one used: the same code (or an older one) is a replay. */
export function isFreshStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** The secret in groups of four, for reading it off the screen and typing it in. */
export function groupSecret(secretBase32: string): string[] {
  return secretBase32.match(/.{1,4}/g) ?? [];
}
