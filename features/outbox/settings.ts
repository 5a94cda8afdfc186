import "server-only";

/** How the outbox retries and leases; the numbers the site ships with, and the variables tests shorten them by. */
export interface OutboxSettings {
  /** The wait after the first failed try; each further failure doubles it, up to backoffMaxMs. */
  readonly backoffBaseMs: number;
  /** The longest wait between tries: a message is retried within this long of the other side's return. */
  readonly backoffMaxMs: number;
  /** Tries before a message is given up as failed. */
  readonly attemptLimit: number;
  /** How long a claim holds a message; longer than a send may take (sendTimeoutMs), so a live holder never loses it. */
  readonly leaseMs: number;
  /** A send (SMTP conversation or webhook call) is abandoned, and retried, after this long. */
  readonly sendTimeoutMs: number;
  /** Messages one delivery round claims (and sends side by side). */
  readonly batchSize: number;
  /** Tries kept on each message for the timeline; the count goes on beyond it. */
  readonly keptAttempts: number;
  /** How often a long-running server looks for due messages. */
  readonly timerIntervalMs: number;
  /** How long a delivery round waits at most for this process's visitors' requests to finish (features/outbox/visitor-gate.ts). */
  readonly visitorsFirstMs: number;
}

const second = 1_000;
const minute = 60 * second;

/**
 * 30 s, 1, 2, 4, then every 5 minutes: 48 tries cover about four hours of the other side being down, and
 * a message is sent within five minutes of its return (sooner when the scheduler's minute comes first).
 */
export const defaultOutboxSettings: OutboxSettings = {
  backoffBaseMs: 30 * second,
  backoffMaxMs: 5 * minute,
  attemptLimit: 48,
  leaseMs: 2 * minute,
  sendTimeoutMs: 30 * second,
  batchSize: 10,
  keptAttempts: 10,
  timerIntervalMs: minute,
  // 10 s, not 2: through a 50-at-once burst, delivery beside the visitors took their CPU (SQLite's p95 with JavaScript
  // 1,284-1,296 ms with 2 s against 1,020-1,106 with 10; docs/performance.md, issue 46); the drain sends the backlog
  // as soon as the burst ends, and a message waits 10 s at most per round while visitors keep coming.
  visitorsFirstMs: 10 * second,
};

/** The variables that may shorten the outbox's times; tests only. platform/env/index.ts validates them. */
export interface OutboxOverrides {
  readonly OUTBOX_BACKOFF_MS?: number;
  readonly OUTBOX_LEASE_MS?: number;
  readonly OUTBOX_ATTEMPT_LIMIT?: number;
  readonly OUTBOX_TIMER_MS?: number;
}

/** The settings with the environment's overrides applied: the one place they are read. */
export function outboxSettingsWith(overrides: OutboxOverrides): OutboxSettings {
  const base = overrides.OUTBOX_BACKOFF_MS ?? defaultOutboxSettings.backoffBaseMs;
  return {
    ...defaultOutboxSettings,
    backoffBaseMs: base,
    backoffMaxMs: Math.max(base, overrides.OUTBOX_BACKOFF_MS === undefined ? defaultOutboxSettings.backoffMaxMs : base * 10),
    leaseMs: overrides.OUTBOX_LEASE_MS ?? defaultOutboxSettings.leaseMs,
    attemptLimit: overrides.OUTBOX_ATTEMPT_LIMIT ?? defaultOutboxSettings.attemptLimit,
    timerIntervalMs: overrides.OUTBOX_TIMER_MS ?? defaultOutboxSettings.timerIntervalMs,
  };
}
