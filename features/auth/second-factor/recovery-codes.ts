import { createHash, randomInt } from "node:crypto";

/*
 * Ten one-time recovery codes, shown once when the factor is set up. Each is 16 characters from a
 * 32-letter alphabet (80 bits), so a plain SHA-256 is enough to store it: unlike a password it cannot be
 * guessed from a list, and a slow hash would only slow the admin down. The hash also covers the admin's
 * e-mail, so a code (or a leaked hash) is good for one account only.
 */

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i or u: nothing to misread when a code is copied from paper.
const ALPHABET = "abcdefghjkmnpqrstvwxyz23456789";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** One fresh code, written as four groups of four: `k7pd-x3mq-9wrt-hn2c`. */
function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * The code as typed, read leniently (any case, spaces or dashes anywhere), or null when it cannot be
 * one: the wrong length or a letter the alphabet leaves out.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "");
  if (compact.length !== GROUPS * GROUP_LENGTH) return null;
  return [...compact].every((character) => ALPHABET.includes(character)) ? compact : null;
}

/** What the store keeps for a code: never the code itself. */
export function hashRecoveryCode(email: string, code: string): string {
  const normalized = normalizeRecoveryCode(code) ?? code;
  return createHash("sha256").update(`${email}\n${normalized}`).digest("base64url");
}

/** What the admin typed at the code step: a six-digit code, a recovery code, or nothing usable. */
export type EnteredCode = { readonly kind: "totp"; readonly code: string } | { readonly kind: "recovery"; readonly code: string };

export function readEnteredCode(input: string): EnteredCode | null {
  const digits = input.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) return { kind: "totp", code: digits };
  const recovery = normalizeRecoveryCode(input);
  return recovery ? { kind: "recovery", code: recovery } : null;
}
