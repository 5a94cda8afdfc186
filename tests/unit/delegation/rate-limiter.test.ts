/** @jest-environment node */
import { RateLimiter } from "@/lib/delegation/rate-limiter";

describe("RateLimiter", () => {
  const minute = 60_000;

  it("allows five distinct submissions per client in ten minutes, refuses the sixth", () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: 10 * minute });
    for (let i = 0; i < 5; i += 1) expect(limiter.hit("1.2.3.4", `k${i}`, i * minute).allowed).toBe(true);
    const sixth = limiter.hit("1.2.3.4", "k5", 5 * minute);
    expect(sixth).toEqual({ allowed: false, retryAfterMs: 5 * minute });
  });

  it("does not count a repeated key (double click, resubmitted POST)", () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 10 * minute });
    expect(limiter.hit("a", "same", 0).allowed).toBe(true);
    expect(limiter.hit("a", "same", 1).allowed).toBe(true);
    expect(limiter.hit("a", "same", 2).allowed).toBe(true);
    expect(limiter.hit("a", "other", 3).allowed).toBe(true);
    expect(limiter.hit("a", "third", 4).allowed).toBe(false);
  });

  it("slides: allowance returns as old submissions leave the window", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 10 * minute });
    expect(limiter.hit("a", "k1", 0).allowed).toBe(true);
    expect(limiter.hit("a", "k2", 10 * minute - 1).allowed).toBe(false);
    expect(limiter.hit("a", "k2", 10 * minute).allowed).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: minute });
    expect(limiter.hit("a", "k1", 0).allowed).toBe(true);
    expect(limiter.hit("b", "k2", 0).allowed).toBe(true);
    expect(limiter.hit("a", "k3", 0).allowed).toBe(false);
  });

  it("gives back a released key", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: minute });
    limiter.hit("a", "k1", 0);
    limiter.release("a", "k1");
    expect(limiter.hit("a", "k2", 1).allowed).toBe(true);
  });

  it("bounds memory by forgetting the least recently active clients", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: minute, maxClients: 2 });
    limiter.hit("a", "k", 0);
    limiter.hit("b", "k", 0);
    limiter.hit("c", "k", 0);
    // "a" was dropped, so it starts afresh.
    expect(limiter.hit("a", "k2", 1).allowed).toBe(true);
    expect(limiter.hit("c", "k2", 1).allowed).toBe(false);
  });
});
