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

export interface RateLimitStore {
  /** The counters for these keys, null where there is none (or it has expired); `member` fills in hasMember. */
  read(keys: readonly string[], now: number, member?: string): Promise<(RateCounter | null)[]>;
  /**
   * Adds one hit and returns the count after it. Never lets more hits than the ceiling count, however
   * many instances add at once; a hit refused at the ceiling leaves the count as it was.
   */
  add(key: string, hit: RateHit): Promise<{ readonly outcome: RateHitOutcome; readonly count: number }>;
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

export const emptyCounter: RateCounter = { count: 0, lastAt: 0, hasMember: false };
