import type { FigureHit } from "@/features/analytics/beacon";
import { distinctValueCaps, OTHER } from "@/features/analytics/dimensions";
import type { FiguresStore } from "@/features/analytics/store";

const expiresAt = new Date("2029-01-01T00:00:00Z");
const view = (value: string): FigureHit => ({ dimension: "view", value });
const referrer = (value: string): FigureHit => ({ dimension: "referrer", value });

/** What every figures store does. `makeStore` returns an empty store each time. */
export function describeFiguresStoreContract(name: string, makeStore: () => Promise<FiguresStore>): void {
  describe(`FiguresStore contract: ${name}`, () => {
    let store: FiguresStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it("adds one per hit to each day's counter and reads a range of days back", async () => {
      await store.add("2026-05-01", [view("/home"), { dimension: "visit", value: "/home" }, referrer("example.com")], expiresAt);
      await store.add("2026-05-01", [view("/home")], expiresAt);
      await store.add("2026-05-02", [view("/pricing"), { dimension: "campaign", value: "a.b `c` __name__ é" }], expiresAt);
      await store.add("2026-05-03", [view("/home")], expiresAt);
      expect(await store.read("2026-05-01", "2026-05-02")).toEqual([
        { day: "2026-05-01", dimension: "referrer", value: "example.com", count: 1 },
        { day: "2026-05-01", dimension: "view", value: "/home", count: 2 },
        { day: "2026-05-01", dimension: "visit", value: "/home", count: 1 },
        { day: "2026-05-02", dimension: "campaign", value: "a.b `c` __name__ é", count: 1 },
        { day: "2026-05-02", dimension: "view", value: "/pricing", count: 1 },
      ]);
    });

    it("counts values past a dimension's daily cap as 'other', and starts afresh the next day", async () => {
      const cap = distinctValueCaps.referrer;
      for (let index = 0; index < cap + 3; index += 1) await store.add("2026-05-01", [referrer(`site${index}.example`)], expiresAt);
      // A value counted before the cap was reached keeps its own counter.
      await store.add("2026-05-01", [referrer("site0.example")], expiresAt);
      await store.add("2026-05-02", [referrer("late.example")], expiresAt);
      const day1 = (await store.read("2026-05-01", "2026-05-01")).filter((row) => row.dimension === "referrer");
      expect(day1).toHaveLength(cap + 1);
      expect(day1.find((row) => row.value === OTHER)?.count).toBe(3);
      expect(day1.find((row) => row.value === "site0.example")?.count).toBe(2);
      expect(day1.reduce((sum, row) => sum + row.count, 0)).toBe(cap + 4);
      expect(await store.read("2026-05-02", "2026-05-02")).toEqual([{ day: "2026-05-02", dimension: "referrer", value: "late.example", count: 1 }]);
    });

    it("holds the cap when many new values arrive at once", async () => {
      const cap = distinctValueCaps.campaign;
      await Promise.all(Array.from({ length: cap + 20 }, (_, index) => store.add("2026-05-01", [{ dimension: "campaign", value: `c${index}` }], expiresAt)));
      const rows = await store.read("2026-05-01", "2026-05-01");
      expect(rows.filter((row) => row.value !== OTHER)).toHaveLength(cap);
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(cap + 20);
    });

    it("purges every day before the first kept one", async () => {
      await store.add("2024-01-01", [view("/home")], expiresAt);
      await store.add("2024-01-02", [view("/home"), referrer("example.com")], expiresAt);
      await store.add("2024-01-03", [view("/home")], expiresAt);
      expect(await store.purgeBefore("2024-01-03")).toBe(2);
      expect(await store.read("2000-01-01", "2099-12-31")).toEqual([{ day: "2024-01-03", dimension: "view", value: "/home", count: 1 }]);
      // The purged days start afresh, cap and all.
      await store.add("2024-01-02", [referrer("again.example")], expiresAt);
      expect(await store.read("2024-01-02", "2024-01-02")).toEqual([{ day: "2024-01-02", dimension: "referrer", value: "again.example", count: 1 }]);
    });

    it("counts a burst of 500 beacons exactly", async () => {
      const routes = ["/home", "/pricing", "/roles", "/delegation-tasks-guide/form"];
      const beacons = Array.from({ length: 500 }, (_, index): FigureHit[] => {
        const route = routes[index % routes.length]!;
        // Every other beacon is a visit, from one of five referrers.
        return index % 2 === 0 ? [view(route)] : [view(route), { dimension: "visit", value: route }, referrer(`r${index % 5}.example`)];
      });
      const started = performance.now();
      await Promise.all(beacons.map((hits) => store.add("2026-06-01", hits, expiresAt)));
      const elapsedMs = Math.round(performance.now() - started);
      console.log(`${name}: 500 beacons (1,000 counter increments) in ${elapsedMs} ms`);
      const rows = await store.read("2026-06-01", "2026-06-01");
      const total = (dimension: string) => rows.filter((row) => row.dimension === dimension).reduce((sum, row) => sum + row.count, 0);
      expect(total("view")).toBe(500);
      expect(total("visit")).toBe(250);
      expect(total("referrer")).toBe(250);
      for (const route of routes) expect(rows.find((row) => row.dimension === "view" && row.value === route)?.count).toBe(125);
      expect(rows.find((row) => row.dimension === "referrer" && row.value === "r1.example")?.count).toBe(50);
      expect(elapsedMs).toBeLessThan(30_000);
    });
  });
}
