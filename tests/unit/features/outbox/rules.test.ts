/** @jest-environment node */
import { backoffMs, cappedAttempts, outcomeOf } from "@/features/outbox/rules";
import { defaultOutboxSettings, outboxSettingsWith } from "@/features/outbox/settings";
import type { OutboxAttempt } from "@/features/outbox/store";

const now = new Date("2026-03-02T10:00:00.000Z");
const settings = { backoffBaseMs: 30_000, backoffMaxMs: 300_000, attemptLimit: 5, keptAttempts: 3 };

describe("the outbox's retry rules", () => {
  it("waits 30 s after the first failure, doubling up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((failures) => backoffMs(failures, settings))).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
    expect(backoffMs(0, settings)).toBe(30_000);
    expect(Number.isFinite(backoffMs(10_000, { backoffBaseMs: 1, backoffMaxMs: Number.MAX_SAFE_INTEGER }))).toBe(true);
  });

  it("marks a success sent, with the try and no next one", () => {
    expect(outcomeOf({ attemptCount: 2 }, { ok: true }, now, settings)).toEqual({
      attempt: { at: now.toISOString(), ok: true, error: null },
      state: "sent",
      nextAttemptAt: null,
      keptAttempts: 3,
    });
  });

  it("schedules a failure after the backoff for its number, until the limit, then gives up", () => {
    const failure = { ok: false as const, permanent: false, error: "421 busy" };
    expect(outcomeOf({ attemptCount: 0 }, failure, now, settings)).toMatchObject({ state: "pending", nextAttemptAt: "2026-03-02T10:00:30.000Z" });
    expect(outcomeOf({ attemptCount: 2 }, failure, now, settings)).toMatchObject({ state: "pending", nextAttemptAt: "2026-03-02T10:02:00.000Z" });
    expect(outcomeOf({ attemptCount: 3 }, failure, now, settings)).toMatchObject({ state: "pending" });
    // The fifth try was the last one allowed.
    expect(outcomeOf({ attemptCount: 4 }, failure, now, settings)).toMatchObject({ state: "failed", nextAttemptAt: null, attempt: { ok: false, error: "421 busy" } });
  });

  it("marks a permanent refusal bounced at once, whatever the count, and caps the error it keeps", () => {
    const outcome = outcomeOf({ attemptCount: 0 }, { ok: false, permanent: true, error: `550 ${"x".repeat(1000)}` }, now, settings);
    expect(outcome.state).toBe("bounced");
    expect(outcome.nextAttemptAt).toBeNull();
    expect(outcome.attempt.error).toHaveLength(300);
  });

  it("keeps the newest tries only", () => {
    const tries: OutboxAttempt[] = [1, 2, 3].map((n) => ({ at: `t${n}`, ok: false, error: `e${n}` }));
    expect(cappedAttempts(tries, { at: "t4", ok: true, error: null }, 3).map((attempt) => attempt.at)).toEqual(["t2", "t3", "t4"]);
    expect(cappedAttempts([], { at: "t1", ok: true, error: null }, 0)).toHaveLength(1);
  });
});

describe("the outbox's settings", () => {
  it("ships with a lease longer than a send, and a retry within five minutes of the other side's return", () => {
    expect(defaultOutboxSettings.leaseMs).toBeGreaterThan(defaultOutboxSettings.sendTimeoutMs * 2);
    expect(defaultOutboxSettings.backoffMaxMs).toBeLessThanOrEqual(5 * 60_000);
    expect(outboxSettingsWith({})).toEqual(defaultOutboxSettings);
  });

  it("lets tests shorten the backoff, lease, limit and timer", () => {
    expect(outboxSettingsWith({ OUTBOX_BACKOFF_MS: 100, OUTBOX_LEASE_MS: 2_000, OUTBOX_ATTEMPT_LIMIT: 3, OUTBOX_TIMER_MS: 500 })).toMatchObject({
      backoffBaseMs: 100,
      backoffMaxMs: 1_000,
      leaseMs: 2_000,
      attemptLimit: 3,
      timerIntervalMs: 500,
    });
  });
});
