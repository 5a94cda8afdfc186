import "server-only";
import { createHash } from "node:crypto";
import { counterLifetimeMs, type RatePolicy } from "@/platform/config/limits";
import { emptyCounter, passesCeiling, type RateCounter, type RateHit, type RateHitResult, type RateLimitStore } from "@/platform/rate-limit/store";

/*
 * One rate limiter for the whole site, with named policies. Counts are sliding-window estimates from
 * two fixed windows (the current one, and the previous one weighted by how much of it still overlaps
 * the last `windowMs`), so a client cannot spend a full allowance at the end of one window and another
 * at the start of the next, while each window stays a single counter in the store. A hit is admitted only
 * when the estimate with it stays within the limit: admitting every hit that finds the estimate under
 * the limit would let a burst that straddles the start of a window through with one hit too many.
 */

export type { RatePolicy } from "@/platform/config/limits";

export type RateDecision =
  | {
      readonly allowed: true;
      /** The sliding estimate after this hit. */
      readonly count: number;
      /** Hits counted in the current window after this one: each counted hit sees a different number. */
      readonly windowCount: number;
      /** False when the member had already been counted. */
      readonly first: boolean;
    }
  | { readonly allowed: false; readonly retryAfterMs: number };

/** One hit asked of one policy, for `consumeBoth`. */
export interface RateAsk {
  readonly policy: RatePolicy;
  readonly subject: string;
  readonly member?: string;
}

export interface RateLimiter {
  /** Counts a hit unless the limit is reached; a member already counted in the window passes without counting again. */
  consume(policy: RatePolicy, subject: string, member?: string): Promise<RateDecision>;
  /**
   * The same as `consume(first)` and then, only when it is allowed, `consume(second)` (null when the first is
   * refused: the second is not counted), in one read and one write of the store for both.
   */
  consumeBoth(first: RateAsk, second: RateAsk): Promise<readonly [RateDecision, RateDecision | null]>;
  /** Counts a hit whatever the count (failures that must all be remembered); returns the estimate after it. */
  record(policy: RatePolicy, subject: string): Promise<number>;
  /** Milliseconds the subject must wait under the policy's backoff (0: it may go now). */
  waitMs(policy: RatePolicy, subject: string): Promise<number>;
  /** Forgets the subject's counts under the policy. */
  reset(policy: RatePolicy, subject: string): Promise<void>;
}

/** Subjects (addresses, e-mails) and members are hashed: the store never holds them in clear. */
export function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

interface Windows {
  readonly previousKey: string;
  readonly currentKey: string;
  /** Weight of the previous window in the estimate: 1 at the start of the current window, 0 at its end. */
  readonly previousWeight: number;
  readonly currentStart: number;
  readonly expiresAt: number;
}

function windowsFor(policy: RatePolicy, subject: string, now: number): Windows {
  const index = Math.floor(now / policy.windowMs);
  const currentStart = index * policy.windowMs;
  const base = `${policy.name}:${digest(subject)}`;
  return {
    previousKey: `${base}:${index - 1}`,
    currentKey: `${base}:${index}`,
    previousWeight: 1 - (now - currentStart) / policy.windowMs,
    currentStart,
    expiresAt: currentStart + counterLifetimeMs(policy),
  };
}

function estimate(previous: RateCounter, current: RateCounter, previousWeight: number): number {
  return previous.count * previousWeight + current.count;
}

/** When the estimate has fallen far enough for one more hit to stay within the limit, with no further hits. */
function retryAfter(policy: RatePolicy, previous: RateCounter, current: RateCounter, w: Windows, now: number): number {
  const { windowMs } = policy;
  const room = policy.limit - 1;
  if (current.count > room) {
    // Into the next window, until this window's weight has fallen far enough.
    return Math.max(0, w.currentStart + windowMs + windowMs * (1 - room / current.count) - now) + 1;
  }
  const needed = 1 - (room - current.count) / Math.max(previous.count, 1);
  return Math.max(0, w.currentStart + windowMs * needed - now) + 1;
}

export function backoffDelayMs(policy: RatePolicy, count: number): number {
  if (!policy.backoff) return 0;
  const { free, baseMs, maxMs } = policy.backoff;
  const over = Math.floor(count) - free;
  if (over <= 0) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(over - 1, 30));
}

/** What `consume` decides from the counters it read: an answer without a write, or the hit to add. */
type Plan =
  | { readonly decided: RateDecision }
  | { readonly decided?: undefined; readonly key: string; readonly hit: RateHit; readonly settle: (result: RateHitResult) => RateDecision };

function planConsume(
  policy: RatePolicy,
  w: Windows,
  previous: RateCounter,
  current: RateCounter,
  at: number,
  memberHash: string | undefined,
): Plan {
  if (previous.hasMember || current.hasMember) {
    return { decided: { allowed: true, count: estimate(previous, current, w.previousWeight), windowCount: current.count, first: false } };
  }
  // Refused without a write: a flood past the limit costs reads only, so it never contends on the counter.
  if (passesCeiling(estimate(previous, current, w.previousWeight) + 1, policy.limit)) {
    return { decided: { allowed: false, retryAfterMs: retryAfter(policy, previous, current, w, at) } };
  }
  const ceiling = policy.limit - previous.count * w.previousWeight;
  return {
    key: w.currentKey,
    hit: { at, expiresAt: w.expiresAt, member: memberHash, ceiling },
    settle: ({ outcome, count }) => {
      const after = { ...current, count };
      if (outcome === "full") return { allowed: false, retryAfterMs: retryAfter(policy, previous, after, w, at) };
      return { allowed: true, count: estimate(previous, after, w.previousWeight), windowCount: count, first: outcome === "counted" };
    },
  };
}

const hashOf = (member: string | undefined) => (member === undefined ? undefined : digest(member));

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now): RateLimiter {
  async function counters(policy: RatePolicy, subject: string, at: number, member?: string) {
    const w = windowsFor(policy, subject, at);
    const [previous, current] = await store.read([w.previousKey, w.currentKey], at, member);
    return { w, previous: previous ?? emptyCounter, current: current ?? emptyCounter };
  }

  return {
    async consume(policy, subject, member) {
      const at = now();
      const memberHash = hashOf(member);
      const { w, previous, current } = await counters(policy, subject, at, memberHash);
      const plan = planConsume(policy, w, previous, current, at, memberHash);
      if (plan.decided) return plan.decided;
      return plan.settle(await store.add(plan.key, plan.hit));
    },

    async consumeBoth(first, second) {
      const at = now();
      const asks = [first, second].map((ask) => ({ ask, w: windowsFor(ask.policy, ask.subject, at), memberHash: hashOf(ask.member) }));
      const keys = asks.flatMap(({ w }) => [w.previousKey, w.currentKey]);
      const members = asks.flatMap(({ memberHash }) => [memberHash, memberHash]);
      const read = await store.read(keys, at, members);
      const [a, b] = asks.map(({ ask, w, memberHash }, index) =>
        planConsume(ask.policy, w, read[2 * index] ?? emptyCounter, read[2 * index + 1] ?? emptyCounter, at, memberHash),
      ) as [Plan, Plan];
      // Refused on what was read: nothing is written, and the second is not counted.
      if (a.decided && !a.decided.allowed) return [a.decided, null];
      if (a.decided) return [a.decided, b.decided ?? b.settle(await store.add(b.key, b.hit))];
      if (b.decided) return [a.settle(await store.add(a.key, a.hit)), b.decided];
      const [resultA, resultB] = await store.addAll([
        { key: a.key, hit: a.hit },
        { key: b.key, hit: b.hit },
      ]);
      return [a.settle(resultA!), resultB ? b.settle(resultB) : null];
    },

    async record(policy, subject) {
      const at = now();
      const w = windowsFor(policy, subject, at);
      const [previous] = await store.read([w.previousKey], at);
      const { count } = await store.add(w.currentKey, { at, expiresAt: w.expiresAt });
      return estimate(previous ?? emptyCounter, { ...emptyCounter, count }, w.previousWeight);
    },

    async waitMs(policy, subject) {
      const at = now();
      const { w, previous, current } = await counters(policy, subject, at);
      const delay = backoffDelayMs(policy, estimate(previous, current, w.previousWeight));
      const lastAt = Math.max(previous.lastAt, current.lastAt);
      return Math.max(0, lastAt + delay - at);
    },

    async reset(policy, subject) {
      const w = windowsFor(policy, subject, now());
      await store.clear([w.previousKey, w.currentKey]);
    },
  };
}
