import "server-only";

/**
 * Counters for the rate limiter, kept in the configured store so every instance of the site counts
 * against one limit. One counter is one subject in one window of one policy: a single row or document,
 * written inside a transaction, and expiring on its own once its window can no longer matter.
 */
export interface RateCounter {
  /** Hits counted in the window. */
  readonly count: number;
  /** When the last counted hit happened (ms since the epoch); 0 when none. */
  readonly lastAt: number;
  /** Whether the member asked about in `read` has been counted. */
  readonly hasMember: boolean;
}

export interface RateHit {
  /** When the hit happens (ms since the epoch). */
  readonly at: number;
  /** When the counter may be forgotten (ms since the epoch). */
  readonly expiresAt: number;
  /** Counted once: a member already in the counter changes nothing. */
  readonly member?: string;
  /** The hit is not counted when the count after it would pass this (it may be fractional). */
  readonly ceiling?: number;
}

/** "counted": added; "seen": its member was already counted; "full": the ceiling was reached. */
export type RateHitOutcome = "counted" | "seen" | "full";

/** One hit on one counter, for `addAll`. */
export interface KeyedRateHit {
  readonly key: string;
  readonly hit: RateHit;
}

export interface RateHitResult {
  readonly outcome: RateHitOutcome;
  readonly count: number;
}

export interface RateLimitStore {
  /**
   * The counters for these keys, null where there is none (or it has expired). `member` fills in hasMember:
   * one member asked of every key, or one per key (aligned with `keys`, undefined where none is asked).
   */
  read(keys: readonly string[], now: number, member?: string | readonly (string | undefined)[]): Promise<(RateCounter | null)[]>;
  /**
   * Adds one hit and returns the count after it. Never lets more hits than the ceiling count, however
   * many instances add at once; a hit refused at the ceiling leaves the count as it was.
   */
  add(key: string, hit: RateHit): Promise<RateHitResult>;
  /**
   * Adds each hit to its own counter (distinct keys) as `add` would, one after the other, in as few round
   * trips as the store allows (one commit on Firestore, whose answer carries the counts; one transaction on SQLite). The
   * hits after the first are counted only when the first is not refused at its ceiling: then they answer
   * null and every count is as it was. A later hit refused at its ceiling is taken back alone.
   */
  addAll(hits: readonly KeyedRateHit[]): Promise<(RateHitResult | null)[]>;
  /** Forgets these counters (and their members). */
  clear(keys: readonly string[]): Promise<void>;
}

/**
 * True when a count passes its ceiling. Ceilings are differences of weighted counts, so a ceiling that is
 * a whole number in exact arithmetic may come out a hair under it; the tolerance keeps that from refusing
 * a hit the limit allows.
 */
export function passesCeiling(count: number, ceiling: number): boolean {
  return count > ceiling + 1e-9;
}

/** The member asked of the key at `index` in a read. */
export function memberAt(member: string | readonly (string | undefined)[] | undefined, index: number): string | undefined {
  return typeof member === "string" || member === undefined ? member : member[index];
}

export const emptyCounter: RateCounter = { count: 0, lastAt: 0, hasMember: false };
