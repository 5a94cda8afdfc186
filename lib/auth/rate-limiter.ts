/**
 * Counts failures per key inside a sliding window. In memory on purpose: the site runs as one Node
 * process, and a restart forgetting a few failed guesses costs less than a store round trip per sign-in.
 */
export interface RateLimiterOptions {
  readonly limit: number;
  readonly windowMs: number;
  readonly now?: () => number;
  /** Beyond this many tracked keys, expired ones are swept so a flood of keys cannot grow memory forever. */
  readonly maxKeys?: number;
}

export interface RateLimiter {
  /** True when the key already used up its failures in the current window. */
  isLimited(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
  /** Milliseconds until the key may try again (0 when it may now). */
  retryAfterMs(key: string): number;
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions): RateLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function sweep(): void {
    if (failures.size <= maxKeys) return;
    for (const key of [...failures.keys()]) recent(key);
    // Still too many live keys: drop the oldest entries (Map keeps insertion order).
    for (const key of failures.keys()) {
      if (failures.size <= maxKeys) break;
      failures.delete(key);
    }
  }

  return {
    isLimited: (key) => recent(key).length >= limit,
    recordFailure(key) {
      failures.set(key, [...recent(key), now()]);
      sweep();
    },
    reset(key) {
      failures.delete(key);
    },
    retryAfterMs(key) {
      const times = recent(key);
      if (times.length < limit) return 0;
      const oldestCounted = times[times.length - limit] ?? now();
      return Math.max(0, oldestCounted + windowMs - now());
    },
  };
}

/** The sign-in policy: 5 failures per 15 minutes, counted per client and, separately, per e-mail. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export interface SignInThrottle {
  isBlocked(clientKey: string, email: string | null): boolean;
  recordFailure(clientKey: string, email: string | null): void;
  recordSuccess(email: string): void;
}

export function createSignInThrottle(now: () => number = Date.now): SignInThrottle {
  const byClient = createRateLimiter({ limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, now });
  const byEmail = createRateLimiter({ limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, now });
  return {
    isBlocked: (clientKey, email) => byClient.isLimited(clientKey) || (email !== null && byEmail.isLimited(email)),
    recordFailure(clientKey, email) {
      byClient.recordFailure(clientKey);
      if (email !== null) byEmail.recordFailure(email);
    },
    recordSuccess(email) {
      byEmail.reset(email);
    },
  };
}
