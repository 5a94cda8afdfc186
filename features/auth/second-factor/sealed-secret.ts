import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * The TOTP secret is stored encrypted (AES-256-GCM) under a key derived from the session secret: a copy
 * of the database or a Firestore export alone does not give anyone the codes. Changing NEXTAUTH_SECRET
 * therefore makes every enrolled factor unreadable; the README says to reset the factors after it.
 * The e-mail is bound in as associated data, so a sealed secret copied onto another admin does not open.
 */

const VERSION = "v1";
const IV_BYTES = 12;

export function factorKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "admin second factor secret", 32));
}

export function sealSecret(secret: string, email: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(email));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The secret, or null when the sealed text was altered, moved to another e-mail or sealed under another key. */
export function openSecret(sealed: string, email: string, key: Buffer): string | null {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(email));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
