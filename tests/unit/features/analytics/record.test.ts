/** @jest-environment node */
import { createSqliteFiguresStore } from "@/features/analytics/sqlite";
import { purgeOldFigures, recordBeacon, recordStoredRequest, type BeaconDependencies } from "@/features/analytics/record";
import { openDatabase } from "@/platform/db/sqlite";
import { defaultLimits } from "@/platform/config/limits";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
// 23:30 UTC on 6 July: already the 7th on the team's clock in London.
const lateEvening = new Date("2026-07-06T23:30:00Z");

function setup(limit = defaultLimits.figures.beacons.limit) {
  const db = openDatabase(".", ":memory:");
  const store = createSqliteFiguresStore(db);
  const limiter = createRateLimiter(createSqliteRateLimitStore(db), () => lateEvening.getTime());
  const deps: BeaconDependencies = { store, limiter, policy: { ...defaultLimits.figures.beacons, limit }, now: () => lateEvening, timeZone: "Europe/London" };
  return { db, store, deps };
}

describe("recording a beacon", () => {
  it("counts a visit on the team's day", async () => {
    const { store, deps } = setup();
    const body = JSON.stringify({ p: "/home", v: 1, r: "news.example", c: "launch" });
    expect(await recordBeacon(body, { userAgent: browser, clientAddress: "203.0.113.5" }, deps)).toBe("counted");
    expect(await store.read("2026-07-07", "2026-07-07")).toEqual([
      { day: "2026-07-07", dimension: "campaign", value: "launch", count: 1 },
      { day: "2026-07-07", dimension: "referrer", value: "news.example", count: 1 },
      { day: "2026-07-07", dimension: "view", value: "/home", count: 1 },
      { day: "2026-07-07", dimension: "visit", value: "/home", count: 1 },
    ]);
  });

  it("leaves bots, staff and malformed bodies out without a write", async () => {
    const { store, deps } = setup();
    expect(await recordBeacon('{"p":"/home"}', { userAgent: "Googlebot/2.1", clientAddress: "203.0.113.5" }, deps)).toBe("bot");
    expect(await recordBeacon('{"p":"/home"}', { userAgent: null, clientAddress: "203.0.113.5" }, deps)).toBe("bot");
    expect(await recordBeacon("<html>", { userAgent: browser, clientAddress: "203.0.113.5" }, deps)).toBe("invalid");
    expect(await recordBeacon('{"p":"/home"}', { userAgent: browser, clientAddress: "203.0.113.5", fromStaff: true }, deps)).toBe("staff");
    expect(await store.read("2000-01-01", "2099-01-01")).toEqual([]);
  });

  it("stops counting one client past the limit, and only that client", async () => {
    const { store, deps } = setup(3);
    const outcomes = [];
    for (let index = 0; index < 5; index += 1) outcomes.push(await recordBeacon('{"p":"/pricing"}', { userAgent: browser, clientAddress: "203.0.113.5" }, deps));
    expect(outcomes).toEqual(["counted", "counted", "counted", "rate-limited", "rate-limited"]);
    expect(await recordBeacon('{"p":"/pricing"}', { userAgent: browser, clientAddress: "198.51.100.7" }, deps)).toBe("counted");
    expect(await store.read("2026-07-07", "2026-07-07")).toEqual([{ day: "2026-07-07", dimension: "view", value: "/pricing", count: 4 }]);
  });

  it("stores no address or user agent anywhere in the figures' table", async () => {
    const { db, deps } = setup();
    await recordBeacon('{"p":"/home","v":1,"r":"news.example"}', { userAgent: browser, clientAddress: "203.0.113.5" }, deps);
    await recordStoredRequest("launch", deps);
    const dump = JSON.stringify(db.prepare("SELECT * FROM figure_counts").all());
    expect(dump).toContain("news.example");
    expect(dump).not.toContain("203.0.113.5");
    expect(dump).not.toContain("Mozilla");
  });

  it("counts a stored request as the form's last step and by campaign", async () => {
    const { store, deps } = setup();
    await recordStoredRequest("launch", deps);
    await recordStoredRequest(null, deps);
    expect(await store.read("2026-07-07", "2026-07-07")).toEqual([
      { day: "2026-07-07", dimension: "form", value: "stored", count: 2 },
      { day: "2026-07-07", dimension: "stored-campaign", value: "(none)", count: 1 },
      { day: "2026-07-07", dimension: "stored-campaign", value: "launch", count: 1 },
    ]);
  });
});

describe("retention", () => {
  it("deletes the days older than 25 months, on a purge and on the first count of a day", async () => {
    const { store, deps } = setup();
    const expiresAt = new Date("2030-01-01T00:00:00Z");
    await store.add("2024-06-06", [{ dimension: "view", value: "/home" }], expiresAt);
    await store.add("2024-06-07", [{ dimension: "view", value: "/home" }], expiresAt);
    await store.add("2024-06-08", [{ dimension: "view", value: "/home" }], expiresAt);
    // Today is 2026-07-07 in London: 25 months back is 2024-06-07, the first day kept.
    expect(await purgeOldFigures(deps)).toEqual({ firstKept: "2024-06-07", days: 1 });
    expect((await store.read("2000-01-01", "2099-01-01")).map((row) => row.day)).toEqual(["2024-06-07", "2024-06-08"]);
    await store.add("2026-07-08", [{ dimension: "view", value: "/home" }], expiresAt);
    expect((await store.read("2000-01-01", "2099-01-01")).map((row) => row.day)).toEqual(["2024-06-08", "2026-07-08"]);
  });
});
