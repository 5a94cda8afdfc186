/** @jest-environment node */
import { parseBenchOptions } from "@/scripts/bench/options";
import { compareWithBaseline, pageTargets } from "@/scripts/bench/baseline-comparison";
import { formatNumber, markdownTable, median, percentile, ratio } from "@/scripts/bench/stats";
import { summariseCharges, summariseRuns, type LcpCharges } from "@/scripts/bench/lcp-charges";

describe("bench statistics", () => {
  it("takes the median of odd and even counts, ignoring missing runs", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 7, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it("uses nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it("reports ratios and missing figures without printing NaN", () => {
    expect(ratio(50, 100)).toBe(0.5);
    expect(formatNumber(ratio(1, 0))).toBe("n/a");
    expect(formatNumber(1234.567, 1)).toBe("1234.6");
  });

  it("renders a Markdown table with a separator row", () => {
    expect(markdownTable(["A", "B"], [["1", "2"]])).toBe("| A | B |\n| --- | --- |\n| 1 | 2 |");
  });
});

describe("bench options", () => {
  it("defaults to every part, five mobile runs, every public route", () => {
    const options = parseBenchOptions([]);
    expect([...options.parts]).toEqual(["lighthouse", "throughput", "submit", "crash"]);
    expect(options.presets).toEqual(["mobile"]);
    expect(options.throttling).toBe("simulate");
    expect(options.runs).toBe(5);
    expect(options.routes).toContain("/home");
    expect(options.build).toBe(true);
    expect(options.baseline).toBe(true);
  });

  it("narrows the run with flags", () => {
    const options = parseBenchOptions(["--routes=/home,/pricing", "--runs=1", "--presets=desktop", "--skip=crash,submit", "--no-build", "--no-baseline", "--throttling=devtools"]);
    expect(options.routes).toEqual(["/home", "/pricing"]);
    expect(options.throttling).toBe("devtools");
    expect(options.runs).toBe(1);
    expect(options.presets).toEqual(["desktop"]);
    expect([...options.parts]).toEqual(["lighthouse", "throughput"]);
    expect(options.build).toBe(false);
    expect(options.baseline).toBe(false);
  });

  it("refuses unknown flags and bad values", () => {
    expect(() => parseBenchOptions(["--rnus=3"])).toThrow(/Unknown option/);
    expect(() => parseBenchOptions(["--runs=0"])).toThrow();
    expect(() => parseBenchOptions(["--only=speed"])).toThrow(/Unknown part/);
    expect(() => parseBenchOptions(["--routes=home"])).toThrow(/must start with/);
    expect(() => parseBenchOptions(["--throttling=provided"])).toThrow(/Unknown throttling/);
  });
});

describe("comparison with the empty page", () => {
  const empty = { performance: 95, lcpMs: 700, tbtMs: 260, cls: 0, jsBytes: 135_000 };

  it("passes a route within every target, at the limits themselves", () => {
    const route = { performance: 95, lcpMs: 1000, tbtMs: 310, cls: 0, jsBytes: 135_000 + pageTargets.jsAboveBytes };
    const comparison = compareWithBaseline(route, empty);
    expect(comparison).toEqual({ performanceDelta: 0, lcpDeltaMs: 300, tbtDeltaMs: 50, jsDeltaBytes: 20 * 1024, misses: [] });
  });

  it("names each target a route misses", () => {
    const route = { performance: 94, lcpMs: 1001, tbtMs: 311, cls: 0.01, jsBytes: 135_000 + 20 * 1024 + 1 };
    expect(compareWithBaseline(route, empty).misses).toEqual(["performance", "LCP", "TBT", "CLS", "JS"]);
  });

  it("counts a figure Lighthouse did not report as a miss", () => {
    const route = { ...empty, lcpMs: Number.NaN };
    expect(compareWithBaseline(route, empty).misses).toEqual(["LCP"]);
  });

  it("treats a shift that rounds to 0.000 as none", () => {
    expect(compareWithBaseline({ ...empty, cls: 0.0004 }, empty).misses).toEqual([]);
    expect(compareWithBaseline({ ...empty, cls: 0.0006 }, empty).misses).toEqual(["CLS"]);
  });
});

describe("what the simulation charged to LCP", () => {
  const script = (transferSize: number) => ({ type: "network" as const, resourceType: "Script", transferSize });

  it("sums each kind of file on the path to LCP and the observed main-thread time", () => {
    const charges = summariseCharges([
      { type: "network", resourceType: "Document", transferSize: 17_000 },
      { type: "network", resourceType: "Stylesheet", transferSize: 11_000 },
      script(73_000),
      script(5_000),
      { type: "network", resourceType: "Font", transferSize: 49_000 },
      { type: "cpu", durationUs: 12_500 },
      { type: "cpu", durationUs: 2_500 },
    ]);
    expect(charges).toEqual({
      scripts: 2,
      scriptBytes: 78_000,
      fontBytes: 49_000,
      stylesheets: 1,
      stylesheetBytes: 11_000,
      documentBytes: 17_000,
      cpuMs: 15,
    });
  });

  it("charges nothing for files that are not on the path", () => {
    const charges = summariseCharges([{ type: "network", resourceType: "Document", transferSize: 2_000 }]);
    expect(charges.scripts).toBe(0);
    expect(charges.scriptBytes).toBe(0);
    expect(charges.fontBytes).toBe(0);
    expect(charges.cpuMs).toBe(0);
  });

  it("counts the runs charged with scripts or the font and takes medians of the sizes", () => {
    const run = (scriptBytes: number, fontBytes: number): LcpCharges => ({
      scripts: scriptBytes > 0 ? 1 : 0,
      scriptBytes,
      fontBytes,
      stylesheets: 1,
      stylesheetBytes: 11_000,
      documentBytes: 17_000,
      cpuMs: scriptBytes > 0 ? 80 : 40,
    });
    const summary = summariseRuns([run(0, 0), run(150_000, 49_000), run(140_000, 0)]);
    expect(summary).toEqual({
      runs: 3,
      runsWithScripts: 2,
      runsWithFont: 1,
      scriptBytes: 140_000,
      stylesheetBytes: 11_000,
      documentBytes: 17_000,
      cpuMs: 80,
    });
  });
});
