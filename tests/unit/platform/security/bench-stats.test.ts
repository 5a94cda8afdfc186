/** @jest-environment node */
import { publicRoutes } from "@/platform/config/site";
import { parseBenchOptions } from "@/scripts/bench/options";
import { markdownTable, median, percentile } from "@/scripts/bench/stats";

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

  it("renders a Markdown table with a separator row", () => {
    expect(markdownTable(["A", "B"], [["1", "2"]])).toBe("| A | B |\n| --- | --- |\n| 1 | 2 |");
  });
});

describe("bench options", () => {
  it("defaults to five runs of every public route on a fresh build", () => {
    expect(parseBenchOptions([])).toEqual({ routes: [...publicRoutes], runs: 5, build: true, distDir: ".next-bench", bytesOnly: false });
  });

  it("narrows the run with flags", () => {
    expect(parseBenchOptions(["--routes=/home, /pricing", "--runs=1", "--no-build", "--dist-dir=.next-x", "--bytes-only"])).toEqual({
      routes: ["/home", "/pricing"],
      runs: 1,
      build: false,
      distDir: ".next-x",
      bytesOnly: true,
    });
  });

  it("refuses unknown flags and bad values", () => {
    expect(() => parseBenchOptions(["--rnus=3"])).toThrow(/Unknown argument/);
    expect(() => parseBenchOptions(["--only=lighthouse"])).toThrow(/Unknown argument/);
    expect(() => parseBenchOptions(["--runs=0"])).toThrow(/positive whole number/);
    expect(() => parseBenchOptions(["--routes=home"])).toThrow(/must start with/);
  });
});
