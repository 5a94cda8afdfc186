import "server-only";

/*
 * The record of every erasure staff carried out, kept outside the data a backup holds (on SQLite, the ledger
 * file beside the database; on Firestore, the database the site used when it erased), so that restoring a
 * backup taken before an erasure carries it out again instead of silently bringing the visitor's data back.
 * It holds no address: the requests' ids, and for an erasure of everything from an address, a keyed hash of
 * it (address-hash.ts), which finds the address's requests in a restored copy but cannot be reversed
 * without the key.
 */

/** "visitor": everything from one address (the visitor-data page); "request": the requests named, one delete. */
export type ErasureKind = "visitor" | "request";

export interface ErasureRecord {
  /** A random id of its own. */
  readonly id: string;
  readonly kind: ErasureKind;
  /** The requests erased (possibly none, for a visitor whose requests were already gone). */
  readonly requestIds: readonly string[];
  /** HMAC-SHA-256 of the normalized address, hex; null for a "request" erasure. */
  readonly addressHash: string | null;
  /** Which key made the hash (address-hash.ts): a restore run under another secret knows it cannot match it. */
  readonly keyId: string | null;
  /** ISO 8601. Requests from the address created after it are the visitor's new ones, and are kept. */
  readonly erasedAt: string;
  /**
   * ISO 8601: when the record may be forgotten. By then the retention period has passed since the erasure,
   * so any copy of the erased requests a restore brings back is past retention and purged anyway.
   */
  readonly expireAt: string;
}

export interface ErasureLedger {
  /** Stores the record; a second record with the same id is ignored. */
  record(entry: ErasureRecord): Promise<void>;
  /** Every record not yet past its expiry at `now`, oldest first. */
  list(now: string): Promise<ErasureRecord[]>;
  /** Forgets the records past their expiry; returns how many. */
  purgeExpired(now: string): Promise<number>;
}
