import { randomBytes } from "node:crypto";

/** No 0/O, 1/I/L or U: a reference read out over the phone cannot be misheard or misread. */
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const referenceLength = 6;
export const referencePattern = /^DR-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * A short human-friendly reference such as "DR-7K2F9Q". Uniqueness is the store's job
 * (a unique index, and a retry on collision); 30^6 values make collisions rare.
 */
export function generateReference(random: (size: number) => Uint8Array = randomBytes): string {
  let code = "";
  // Rejection sampling: bytes of 240 and above would favour the first 16 letters.
  const limit = 256 - (256 % referenceAlphabet.length);
  while (code.length < referenceLength) {
    for (const byte of random(referenceLength * 2)) {
      if (byte >= limit) continue;
      code += referenceAlphabet[byte % referenceAlphabet.length];
      if (code.length === referenceLength) break;
    }
  }
  return `DR-${code}`;
}
