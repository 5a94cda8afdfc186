/** @jest-environment node */
import { buildFiguresReport, figuresCsvRows, ranked, type DailyCount } from "@/features/analytics/report";

const row = (day: string, dimension: DailyCount["dimension"], value: string, count: number): DailyCount => ({ day: day as DailyCount["day"], dimension, value, count });

describe("the admin page's figures", () => {
  const rows: DailyCount[] = [
    row("2026-11-26", "visit", "/home", 3),
    row("2026-11-26", "view", "/home", 5),
    row("2026-11-26", "view", "/pricing", 2),
    row("2026-11-20", "visit", "/pricing", 1),
    // 40 days back: in the 90-day series, outside the 30-day rankings.
    row("2026-10-17", "visit", "/home", 7),
    row("2026-10-17", "view", "/roles", 9),
    row("2026-11-26", "referrer", "news.example", 2),
    row("2026-11-25", "referrer", "(none)", 2),
    row("2026-11-26", "campaign", "launch", 1),
    row("2026-11-26", "form", "viewed", 10),
    row("2026-11-26", "form", "first-field-focused", 4),
    row("2026-11-26", "form", "sent-with-error", 1),
    row("2026-11-26", "form", "stored", 3),
    row("2026-11-26", "stored-campaign", "launch", 2),
    row("2026-11-26", "stored-campaign", "(none)", 1),
  ];
  const report = buildFiguresReport(rows, "2026-11-26");

  it("lists every day of the 30- and 90-day series, zeros included, ending today", () => {
    expect(report.last30).toHaveLength(30);
    expect(report.last90).toHaveLength(90);
    expect(report.last30.at(-1)).toEqual({ day: "2026-11-26", visits: 3, views: 7 });
    expect(report.last30.find((day) => day.day === "2026-11-20")).toEqual({ day: "2026-11-20", visits: 1, views: 0 });
    expect(report.last30.find((day) => day.day === "2026-10-17")).toBeUndefined();
    expect(report.last90.find((day) => day.day === "2026-10-17")).toEqual({ day: "2026-10-17", visits: 7, views: 9 });
  });

  it("ranks pages, referrers and campaigns over the last 30 days", () => {
    expect(report.topPages).toEqual([
      { value: "/home", count: 5, share: 5 / 7 },
      { value: "/pricing", count: 2, share: 2 / 7 },
    ]);
    // Ties read in the order of the value.
    expect(report.topReferrers.map((entry) => entry.value)).toEqual(["(none)", "news.example"]);
    expect(report.campaigns).toEqual([{ value: "launch", count: 1, share: 1 }]);
    expect(report.storedPerCampaign.map((entry) => [entry.value, entry.count])).toEqual([["launch", 2], ["(none)", 1]]);
  });

  it("computes the funnel's drop-off between steps, with errors beside it", () => {
    expect(report.funnel).toEqual([
      { step: "viewed", count: 10, dropOff: null },
      { step: "first-field-focused", count: 4, dropOff: 0.6 },
      { step: "stored", count: 3, dropOff: 0.25 },
    ]);
    expect(report.sentWithError).toEqual({ count: 1, shareOfStarted: 0.25 });
    // Nothing viewed: no drop-off to speak of, and stored requests sent without JavaScript never make it negative.
    const empty = buildFiguresReport([row("2026-11-26", "form", "stored", 2)], "2026-11-26");
    expect(empty.funnel.map((step) => step.dropOff)).toEqual([null, null, null]);
    expect(buildFiguresReport([row("2026-11-26", "form", "first-field-focused", 1), row("2026-11-26", "form", "stored", 2)], "2026-11-26").funnel[2]?.dropOff).toBe(0);
  });

  it("keeps the top rows of a ranking", () => {
    const many = new Map(Array.from({ length: 15 }, (_, index) => [`v${String(index).padStart(2, "0")}`, index + 1]));
    expect(ranked(many).map((entry) => entry.value)).toEqual(["v14", "v13", "v12", "v11", "v10", "v09", "v08", "v07", "v06", "v05"]);
  });

  it("writes every counter to the CSV, oldest day first", () => {
    const csv = figuresCsvRows(rows);
    expect(csv).toHaveLength(rows.length);
    expect(csv[0]).toEqual(["2026-10-17", "view", "/roles", 9]);
  });
});
