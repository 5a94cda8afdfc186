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

    it("reads one member per key when asked so, and only where one is asked", async () => {
      await store.add("p", { at: T0, expiresAt: later, member: "m" });
      await store.add("q", { at: T0, expiresAt: later, member: "m" });
      expect((await store.read(["p", "q", "r"], T0, ["m", undefined, "m"])).map((counter) => counter?.hasMember ?? null)).toEqual([true, false, null]);
      expect((await store.read(["p", "q"], T0, ["other", "m"])).map((counter) => counter?.hasMember)).toEqual([false, true]);
    });

    it("adds hits to several counters at once, as one at a time would", async () => {
      await store.add("b", { at: T0, expiresAt: later });
      expect(
        await store.addAll([
          { key: "a", hit: { at: T0 + 1, expiresAt: later, member: "m1", ceiling: 5 } },
          { key: "b", hit: { at: T0 + 2, expiresAt: later, ceiling: 5 } },
        ]),
      ).toEqual([
        { outcome: "counted", count: 1 },
        { outcome: "counted", count: 2 },
      ]);
      expect(await store.read(["a", "b"], T0, ["m1", undefined])).toEqual([
        { count: 1, lastAt: T0 + 1, hasMember: true },
        { count: 2, lastAt: T0 + 2, hasMember: false },
      ]);
      expect(await store.addAll([])).toEqual([]);
    });

    it("counts none of the others when the first hit is full, and takes back only a later hit that is full", async () => {
      await store.add("form", { at: T0, expiresAt: later, member: "f1", ceiling: 1 });
      await store.add("mail", { at: T0, expiresAt: later, ceiling: 1 });
      // The first at its ceiling: nothing changes, the second is not asked.
      expect(
        await store.addAll([
          { key: "form", hit: { at: T0 + 1, expiresAt: later, member: "f2", ceiling: 1 } },
          { key: "other", hit: { at: T0 + 1, expiresAt: later, ceiling: 3 } },
        ]),
      ).toEqual([{ outcome: "full", count: 1 }, null]);
      // Counts as they were (a store that took a hit back may keep an empty counter, which reads as none).
      const after = await store.read(["form", "other"], T0 + 1, ["f2", undefined]);
      expect(after.map((counter) => [counter?.count ?? 0, counter?.hasMember ?? false])).toEqual([
        [1, false],
        [0, false],
      ]);
      // The second at its ceiling: the first is counted, the second taken back alone.
      expect(
        await store.addAll([
          { key: "fresh", hit: { at: T0 + 2, expiresAt: later, member: "f3", ceiling: 1 } },
          { key: "mail", hit: { at: T0 + 2, expiresAt: later, ceiling: 1 } },
        ]),
      ).toEqual([
        { outcome: "counted", count: 1 },
        { outcome: "full", count: 1 },
      ]);
      expect((await store.read(["fresh", "mail"], T0 + 2, ["f3", undefined])).map((counter) => [counter?.count, counter?.hasMember])).toEqual([
        [1, true],
        [1, false],
      ]);
    });

    it("says which member was seen when one in a group of hits was counted before, and still counts the rest", async () => {
      await store.add("form", { at: T0, expiresAt: later, member: "same", ceiling: 5 });
      expect(
        await store.addAll([
          { key: "form", hit: { at: T0 + 1, expiresAt: later, member: "same", ceiling: 5 } },
          { key: "mail", hit: { at: T0 + 1, expiresAt: later, ceiling: 5 } },
        ]),
      ).toEqual([
        { outcome: "seen", count: 1 },
        { outcome: "counted", count: 1 },
      ]);
      expect((await store.read(["form", "mail"], T0 + 1)).map((counter) => counter?.count)).toEqual([1, 1]);
    });

    it("never lets more than the first ceiling through a burst of grouped hits, and counts the others only with them", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.addAll([
            { key: "g-form", hit: { at: T0, expiresAt: later, member: `m${i}`, ceiling: 4 } },
            { key: `g-mail-${i % 2}`, hit: { at: T0, expiresAt: later, ceiling: 100 } },
          ]),
        ),
      );
      const admitted = results.filter(([head]) => head?.outcome === "counted");
      expect(admitted.length).toBeLessThanOrEqual(4);
      expect(results.filter(([head, tail]) => head?.outcome === "full" && tail !== null)).toHaveLength(0);
      const [form, even, odd] = await store.read(["g-form", "g-mail-0", "g-mail-1"], T0);
      expect(form?.count ?? 0).toBe(admitted.length);
      expect((even?.count ?? 0) + (odd?.count ?? 0)).toBe(admitted.length);
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
