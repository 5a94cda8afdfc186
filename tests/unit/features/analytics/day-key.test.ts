/** @jest-environment node */
import { dayKeyAt, daysEndingWith, expiryOfDay, firstKeptDay, FIGURES_RETENTION_MONTHS } from "@/features/analytics/day-key";

describe("days on the team's calendar", () => {
  it("counts a visit on the team's day, not UTC's", () => {
    // 23:30 UTC on 2026-07-06 is 00:30 on the 7th in London (summer time).
    expect(dayKeyAt(new Date("2026-07-06T23:30:00Z"), "Europe/London")).toBe("2026-07-07");
    // In winter London keeps UTC.
    expect(dayKeyAt(new Date("2026-01-06T23:30:00Z"), "Europe/London")).toBe("2026-01-06");
    expect(dayKeyAt(new Date("2026-01-07T03:00:00Z"), "America/New_York")).toBe("2026-01-06");
  });

  it("lists a chart's days with none missing, oldest first", () => {
    expect(daysEndingWith("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysEndingWith("2026-03-02", 90)).toHaveLength(90);
  });

  it("keeps 25 months, counted on the calendar", () => {
    expect(FIGURES_RETENTION_MONTHS).toBe(25);
    expect(firstKeptDay("2026-11-26")).toBe("2024-10-26");
    expect(firstKeptDay("2026-03-31")).toBe("2024-02-29");
    expect(firstKeptDay("2026-01-15", 1)).toBe("2025-12-15");
  });
});

describe("when a day's counters expire", () => {
  it("is the day after the retention has passed it", () => {
    expect(expiryOfDay("2026-11-26").toISOString()).toBe("2028-12-27T00:00:00.000Z");
    expect(expiryOfDay("2026-01-30", 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});
