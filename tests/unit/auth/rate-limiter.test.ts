import { createRateLimiter, createSignInThrottle, SIGN_IN_WINDOW_MS } from "@/lib/auth/rate-limiter";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("rate limiter", () => {
  it("limits a key after the allowed number of failures and frees it when the window slides past", () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: c.now });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.isLimited("k")).toBe(false);
      limiter.recordFailure("k");
      c.advance(100);
    }
    expect(limiter.isLimited("k")).toBe(true);
    expect(limiter.isLimited("other")).toBe(false);
    expect(limiter.retryAfterMs("k")).toBe(700);
    c.advance(701);
    expect(limiter.isLimited("k")).toBe(false);
  });

  it("forgets a key on reset", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.recordFailure("k");
    expect(limiter.isLimited("k")).toBe(true);
    limiter.reset("k");
    expect(limiter.isLimited("k")).toBe(false);
  });

  it("keeps memory bounded under a flood of keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 });
    for (let i = 0; i < 50; i += 1) limiter.recordFailure(`k${i}`);
    expect(limiter.isLimited("k49")).toBe(true);
    expect(limiter.isLimited("k0")).toBe(false);
  });
});

describe("sign-in throttle", () => {
  it("blocks a client after 5 failures in 15 minutes, whatever e-mails it tries", () => {
    const c = clock();
    const throttle = createSignInThrottle(c.now);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure("1.2.3.4", `user${i}@example.com`);
    expect(throttle.isBlocked("1.2.3.4", "fresh@example.com")).toBe(true);
    expect(throttle.isBlocked("5.6.7.8", "fresh@example.com")).toBe(false);
    c.advance(SIGN_IN_WINDOW_MS + 1);
    expect(throttle.isBlocked("1.2.3.4", "fresh@example.com")).toBe(false);
  });

  it("blocks an e-mail after 5 failures from any mix of clients", () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`10.0.0.${i}`, "admin@example.com");
    expect(throttle.isBlocked("10.9.9.9", "admin@example.com")).toBe(true);
    expect(throttle.isBlocked("10.9.9.9", "other@example.com")).toBe(false);
  });

  it("does not block after 4 failures, and a success clears the e-mail's count", () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.recordFailure(`10.0.0.${i}`, "admin@example.com");
    expect(throttle.isBlocked("10.9.9.9", "admin@example.com")).toBe(false);
    throttle.recordSuccess("admin@example.com");
    throttle.recordFailure("10.0.0.9", "admin@example.com");
    expect(throttle.isBlocked("10.9.9.8", "admin@example.com")).toBe(false);
  });
});
