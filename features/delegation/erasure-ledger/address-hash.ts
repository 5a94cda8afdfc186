import "server-only";
import { createHmac, hkdfSync } from "node:crypto";

/*
 * The ledger's hash of an erased address. Keyed (HMAC-SHA-256), so the ledger alone cannot be checked
 * against a list of addresses; the key is derived from the session secret (NEXTAUTH_SECRET, or the one
 * generated into the data folder), which a deployment keeps apart from its data. Each record names its
 * key by a fingerprint, so a restore under another secret knows which records it can match by address.
 */

export interface AddressKey {
  readonly key: Buffer;
  /** A fingerprint of the key, safe to store beside the hashes it made. */
  readonly id: string;
}

export function addressKey(sessionSecret: string): AddressKey {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "", "erasure ledger address hash", 32));
  return { key, id: createHmac("sha256", key).update("key id").digest("hex").slice(0, 16) };
}

/** The address as the stores compare it (whole, trimmed, lower-cased), hashed under the key. */
export function addressHash(email: string, key: AddressKey): string {
  return createHmac("sha256", key.key).update(email.trim().toLowerCase()).digest("hex");
}
