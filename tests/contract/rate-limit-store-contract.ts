import type { RateLimitStore } from "@/platform/rate-limit/store";

const T0 = Date.UTC(2026, 0, 2, 3, 0, 0);
const later = T0 + 60_000;

/**
 * What every rate-limit store does. `makeStore` returns an empty store each time. The burst cases are
 * what keeps several instances to one limit: many hits at once, from anywhere, count exactly.
 */
export function describeRateLimitStoreContract(name: string, makeStore: () => Promise<RateLimitStore>): void {
  describe(`RateLimitStore contract: ${name}`, () => {
    let store: RateLimitStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it("counts hits, remembers the last one and reads missing counters as null", async () => {
      expect(await store.read(["a", "b"], T0)).toEqual([null, null]);
      await store.add("a", { at: T0, expiresAt: later });
      expect(await store.add("a", { at: T0 + 5, expiresAt: later })).toEqual({ outcome: "counted", count: 2 });
      expect(await store.read(["a", "b"], T0 + 10)).toEqual([{ count: 2, lastAt: T0 + 5, hasMember: false }, null]);
    });

    it("counts a member once, says which members it holds, and stops at the ceiling without counting", async () => {
      expect(await store.add("k", { at: T0, expiresAt: later, member: "m1", ceiling: 2 })).toEqual({ outcome: "counted", count: 1 });
      expect(await store.add("k", { at: T0, expiresAt: later, member: "m1", ceiling: 2 })).toEqual({ outcome: "seen", count: 1 });
      expect(await store.add("k", { at: T0, expiresAt: later, member: "m2", ceiling: 2 })).toEqual({ outcome: "counted", count: 2 });
      expect(await store.add("k", { at: T0, expiresAt: later, member: "m3", ceiling: 2 })).toEqual({ outcome: "full", count: 2 });
      // A member already in stays welcome at the ceiling (a resubmitted form); a refused one was not kept.
      expect((await store.add("k", { at: T0, expiresAt: later, member: "m2", ceiling: 2 })).outcome).toBe("seen");
      expect((await store.read(["k"], T0, "m2"))[0]?.hasMember).toBe(true);
      expect((await store.read(["k"], T0, "m3"))[0]).toEqual({ count: 2, lastAt: T0, hasMember: false });
    });

    it("honours a fractional ceiling as the count it may not pass", async () => {
      expect((await store.add("f", { at: T0, expiresAt: later, ceiling: 1.4 })).outcome).toBe("counted");
      expect(await store.add("f", { at: T0, expiresAt: later, ceiling: 1.4 })).toEqual({ outcome: "full", count: 1 });
      // A whole ceiling computed a hair under itself still admits its last hit.
      expect((await store.add("f", { at: T0, expiresAt: later, ceiling: 2 - 1e-12 })).outcome).toBe("counted");
      expect((await store.add("f", { at: T0, expiresAt: later, ceiling: 2 - 1e-12 })).outcome).toBe("full");
    });

    it("reads a counter past its expiry as gone", async () => {
      await store.add("e", { at: T0, expiresAt: T0 + 100 });
      expect(await store.read(["e"], T0 + 99)).toEqual([{ count: 1, lastAt: T0, hasMember: false }]);
      expect(await store.read(["e"], T0 + 100)).toEqual([null]);
    });

    it("clears counters with their members", async () => {
      await store.add("c1", { at: T0, expiresAt: later, member: "x" });
      await store.add("c2", { at: T0, expiresAt: later });
      await store.clear(["c1", "c2", "never-there"]);
      expect(await store.read(["c1", "c2"], T0)).toEqual([null, null]);
      expect(await store.add("c1", { at: T0, expiresAt: later, member: "x" })).toEqual({ outcome: "counted", count: 1 });
    });

    it("loses no hit in a burst of 30 at once, and answers it quickly", async () => {
      const started = Date.now();
      await Promise.all(Array.from({ length: 30 }, () => store.add("burst", { at: T0, expiresAt: later })));
      expect((await store.read(["burst"], T0))[0]?.count).toBe(30);
      // A counter that serialises its writers takes seconds here; one that does not, milliseconds.
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it("never lets more than the ceiling through a burst, and counts only what it let through", async () => {
      const distinct = await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.add("ceiling", { at: T0, expiresAt: later, member: `m${i}`, ceiling: 5 })),
      );
      // Exactly 5 where the store serialises hits; a store that checks after counting may refuse a few
      // more in a burst right at the ceiling (never fewer than none, never more than five).
      const admitted = distinct.filter((result) => result.outcome === "counted").length;
      expect(admitted).toBeLessThanOrEqual(5);
      expect((await store.read(["ceiling"], T0))[0]?.count).toBe(admitted);
      // One at a time after the burst, exactly up to the ceiling.
      for (let i = admitted; i < 5; i += 1) {
        expect((await store.add("ceiling", { at: T0, expiresAt: later, member: `late${i}`, ceiling: 5 })).outcome).toBe("counted");
      }
      expect((await store.add("ceiling", { at: T0, expiresAt: later, member: "one-too-many", ceiling: 5 })).outcome).toBe("full");
    });

    it("counts one of 30 identical members sent at once", async () => {
      const same = await Promise.all(
        Array.from({ length: 30 }, () => store.add("same", { at: T0, expiresAt: later, member: "one", ceiling: 5 })),
      );
      expect(same.filter((result) => result.outcome === "counted")).toHaveLength(1);
      expect(same.filter((result) => result.outcome === "seen")).toHaveLength(29);
      expect((await store.read(["same"], T0))[0]?.count).toBe(1);
    });
  });
}
