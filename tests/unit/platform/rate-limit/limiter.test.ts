/** @jest-environment node */
import Database from "better-sqlite3";
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/platform/db/sqlite";
import { privacyPolicy } from "@/features/content/privacy-policy";
import { counterLifetimeMs, defaultLimits } from "@/platform/config/limits";
import { backoffDelayMs, createRateLimiter, type RatePolicy } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const minute = 60_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0); // the start of a 10-minute window

function clock(start = T0) {
  let time = start;
  return { now: () => time, set: (value: number) => (time = value), advance: (ms: number) => (time += ms) };
}

function limiterAt(c: ReturnType<typeof clock>) {
  return createRateLimiter(createSqliteRateLimitStore(openDatabase(".", ":memory:")), c.now);
}

const form: RatePolicy = { name: "form-test", limit: 5, windowMs: 10 * minute };

describe("rate limiter: consume", () => {
  it("allows five distinct members per window and refuses the sixth with the time to wait", async () => {
    const c = clock();
    const limiter = limiterAt(c);
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.consume(form, "1.2.3.4", `k${i}`)).toMatchObject({ allowed: true, first: true, windowCount: i + 1 });
      c.advance(minute);
    }
    const sixth = await limiter.consume(form, "1.2.3.4", "k5");
    expect(sixth.allowed).toBe(false);
    // Five in this window: one more fits once they weigh four, two minutes into the next window.
    if (!sixth.allowed) expect(sixth.retryAfterMs).toBe(7 * minute + 1);
    expect((await limiter.consume(form, "5.6.7.8", "k5")).allowed).toBe(true);
  });

  it("lets a member already counted through again without counting it (double click, resubmitted POST)", async () => {
    const limiter = limiterAt(clock());
    const policy = { ...form, limit: 2 };
    expect(await limiter.consume(policy, "a", "same")).toMatchObject({ allowed: true, first: true });
    expect(await limiter.consume(policy, "a", "same")).toMatchObject({ allowed: true, first: false, windowCount: 1 });
    expect((await limiter.consume(policy, "a", "other")).allowed).toBe(true);
    expect((await limiter.consume(policy, "a", "third")).allowed).toBe(false);
    expect((await limiter.consume(policy, "a", "same")).allowed).toBe(true);
  });

  it("slides: the previous window counts for as much of it as still overlaps", async () => {
    const c = clock();
    const limiter = limiterAt(c);
    for (let i = 0; i < 5; i += 1) await limiter.consume(form, "a", `early${i}`);
    // Half-way into the next window, the five count as 2.5: two more fit (3.5 and 4.5), a third would make 5.5.
    c.set(T0 + 15 * minute);
    for (const member of ["late1", "late2"]) expect((await limiter.consume(form, "a", member)).allowed).toBe(true);
    const refused = await limiter.consume(form, "a", "late3");
    expect(refused.allowed).toBe(false);
    // 5 × weight + 2 + 1 is within 5 once the earlier window's weight is down to 0.4: six minutes into this one.
    if (!refused.allowed) expect(refused.retryAfterMs).toBe(1 * minute + 1);
    c.set(T0 + 16 * minute - 1);
    expect((await limiter.consume(form, "a", "late3")).allowed).toBe(false);
    c.set(T0 + 16 * minute + 1);
    expect((await limiter.consume(form, "a", "late3")).allowed).toBe(true);
  });

  it("admits no more than the limit from a burst that straddles the start of a window", async () => {
    const c = clock(T0 + 10 * minute - 3000);
    const limiter = limiterAt(c);
    const outcomes: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      outcomes.push((await limiter.consume(form, "a", `burst${i}`)).allowed);
      c.advance(1000);
    }
    // Three in the last seconds of one window, three in the first of the next: the sixth makes six in six seconds.
    expect(outcomes).toEqual([true, true, true, true, true, false]);
  });

  it("counts nothing for a refused hit", async () => {
    const limiter = limiterAt(clock());
    const policy = { ...form, limit: 1 };
    await limiter.consume(policy, "a", "k1");
    for (let i = 0; i < 10; i += 1) await limiter.consume(policy, "a", `x${i}`);
    expect(await limiter.record(policy, "a")).toBe(2);
  });
});

describe("rate limiter: consumeBoth", () => {
  const mail: RatePolicy = { name: "mail-test", limit: 2, windowMs: 60 * minute };

  it("answers as consume would for the first and then, when it is allowed, for the second", async () => {
    // Form keys repeat (resubmitted forms) and recipients repeat across clients, over two windows.
    const step = fc.record({ client: fc.constantFrom("a", "b"), key: fc.constantFrom("k1", "k2", "k3", "k4", "k5", "k6", "k7"), to: fc.constantFrom("x", "y"), gap: fc.integer({ min: 0, max: 4 * minute }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const c = clock();
        const together = limiterAt(c);
        const inTurn = limiterAt(c);
        for (const { client, key, to, gap } of steps) {
          c.advance(gap);
          const [first, second] = await together.consumeBoth({ policy: form, subject: client, member: key }, { policy: mail, subject: to });
          const expectedFirst = await inTurn.consume(form, client, key);
          const expectedSecond = expectedFirst.allowed ? await inTurn.consume(mail, to) : null;
          expect([first, second]).toEqual([expectedFirst, expectedSecond]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("does not count the second when the first is refused", async () => {
    const c = clock();
    const limiter = limiterAt(c);
    const tight = { ...form, limit: 1 };
    expect((await limiter.consumeBoth({ policy: tight, subject: "a", member: "k1" }, { policy: mail, subject: "x" }))[1]).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.consumeBoth({ policy: tight, subject: "a", member: "k2" }, { policy: mail, subject: "x" })).toEqual([{ allowed: false, retryAfterMs: expect.any(Number) }, null]);
    // The recipient's count is still one: the next counts as the second.
    expect(await limiter.consume(mail, "x")).toMatchObject({ allowed: true, count: 2 });
    expect((await limiter.consume(mail, "x")).allowed).toBe(false);
  });
});

describe("rate limiter: backoff", () => {
  const backoffPolicy: RatePolicy = { name: "pair-test", limit: Number.POSITIVE_INFINITY, windowMs: 60 * minute, backoff: { free: 3, baseMs: 2000, maxMs: 15 * minute } };

  it("doubles the wait after the free failures, up to the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12, 13, 40].map((n) => backoffDelayMs(backoffPolicy, n))).toEqual([
      0, 0, 0, 0, 2000, 4000, 8000, 512_000, 900_000, 900_000,
    ]);
  });

  it("makes a subject wait after its last failure, and only that subject", async () => {
    const c = clock();
    const limiter = limiterAt(c);
    for (let i = 0; i < 3; i += 1) await limiter.record(backoffPolicy, "pair");
    expect(await limiter.waitMs(backoffPolicy, "pair")).toBe(0);
    await limiter.record(backoffPolicy, "pair");
    expect(await limiter.waitMs(backoffPolicy, "pair")).toBe(2000);
    expect(await limiter.waitMs(backoffPolicy, "another pair")).toBe(0);
    c.advance(2000);
    expect(await limiter.waitMs(backoffPolicy, "pair")).toBe(0);
    await limiter.record(backoffPolicy, "pair");
    expect(await limiter.waitMs(backoffPolicy, "pair")).toBe(4000);
    await limiter.reset(backoffPolicy, "pair");
    expect(await limiter.waitMs(backoffPolicy, "pair")).toBe(0);
  });
});

describe("rate limiter: what it keeps (the privacy policy's promise)", () => {
  it("stores a one-way hash of the address, never the address, and lets it expire after two windows", async () => {
    const db = openDatabase(".", ":memory:");
    const limiter = createRateLimiter(createSqliteRateLimitStore(db), () => T0 + minute);
    await limiter.consume(form, "203.0.113.77", "form-token-1");
    const rows = db.prepare("SELECT key, members, expires_at FROM rate_limits").all() as { key: string; members: string; expires_at: number }[];
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("203.0.113.77");
    expect(stored).not.toContain("form-token-1");
    // Never longer than two windows from now: what the privacy policy quotes.
    expect(rows[0]!.expires_at - (T0 + minute)).toBeLessThanOrEqual(counterLifetimeMs(form));
    expect(counterLifetimeMs(form)).toBe(2 * form.windowMs);
  });

  it("is quoted by the privacy policy from the form's own policy", () => {
    const minutes = counterLifetimeMs(defaultLimits.form.submissions) / minute;
    expect(minutes).toBe(20);
    expect(JSON.stringify(privacyPolicy)).toContain(`per address for up to ${minutes} minutes`);
  });
});

describe("rate limiter: several processes on one store", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "rate-limit-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("two connections to one SQLite file share one limit", async () => {
    const c = clock();
    const first = createRateLimiter(createSqliteRateLimitStore(openDatabase(dir)), c.now);
    // A second, independent connection, as another server process would open.
    const other = new Database(path.join(dir, "openseat.sqlite"));
    other.pragma("busy_timeout = 5000");
    const second = createRateLimiter(createSqliteRateLimitStore(other), c.now);
    const results = [];
    for (let i = 0; i < 10; i += 1) results.push((await (i % 2 === 0 ? first : second).consume(form, "9.9.9.9", `k${i}`)).allowed);
    expect(results.filter(Boolean)).toHaveLength(5);
    other.close();
  });
});
