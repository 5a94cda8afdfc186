import type { LighthouseFigures } from "./lighthouse";
import { formatNumber, markdownTable } from "./stats";
import type { CrashCheckOutcome, SubmitBenchOutcome } from "./submissions";
import type { EmptyPageThroughput, ThroughputComparison } from "./throughput";
import { compareWithBaseline } from "./baseline-comparison";
import { summariseRuns } from "./lcp-charges";

export interface BenchResults {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly environment: { readonly node: string; readonly cpus: number; readonly platform: string };
  readonly options: Record<string, unknown>;
  readonly lighthouse: readonly LighthouseFigures[] | null;
  /** The empty Next.js page's runs from before and after the routes, pooled; one row per preset. */
  readonly emptyPage: readonly LighthouseFigures[] | null;
  /** A route's markup on an empty Next.js page, bare and styled (`--controls`); absent from older results. */
  readonly controls?: readonly LighthouseFigures[] | null;
  readonly throughput: readonly ThroughputComparison[] | null;
  readonly besideEmptyPage: readonly EmptyPageThroughput[] | null;
  readonly submit: SubmitBenchOutcome | null;
  readonly crash: CrashCheckOutcome | null;
  /** Peak resident memory of the server process tree per phase, in bytes. */
  readonly peakRssBytes: Readonly<Record<string, number>>;
}

const mb = (bytes: number) => formatNumber(bytes / (1024 * 1024), 0);

export function renderReport(results: BenchResults): string {
  const sections: string[] = [`## Bench ${results.finishedAt} (Node ${results.environment.node}, ${results.environment.cpus} CPUs)`];

  if (results.lighthouse) {
    const empty = results.emptyPage ?? [];
    const signed = (value: number, digits = 0) => (Number.isFinite(value) && value > 0 ? "+" : "") + formatNumber(value, digits);
    const controls = results.controls ?? [];
    const rows = [...empty, ...controls, ...results.lighthouse];
    // Results saved before the option existed were all simulated.
    const throttled = results.options.throttling === "devtools";
    sections.push(
      `### Lighthouse 12.8, ${throttled ? "applied throttling (the browser itself slowed)" : "simulated throttling"} (median of ${results.lighthouse[0]?.runs ?? 0} runs per route; the empty page's ${empty[0]?.runs ?? 0} runs come from before and after the routes)`,
      markdownTable(
        ["Route", "Preset", "Perf", "A11y", "Best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB", "Δ perf", "Δ LCP", "Δ TBT", "Δ JS KB", "Misses", "Load avg"],
        rows.map((row) => {
          const baseline = empty.find((candidate) => candidate.preset === row.preset);
          const comparison = baseline && row !== baseline ? compareWithBaseline(row, baseline) : null;
          return [
            row.route,
            row.preset,
            formatNumber(row.performance),
            formatNumber(row.accessibility),
            formatNumber(row.bestPractices),
            formatNumber(row.seo),
            formatNumber(row.lcpMs),
            formatNumber(row.tbtMs),
            formatNumber(row.cls, 3),
            formatNumber(row.jsBytes / 1024, 1),
            comparison ? signed(comparison.performanceDelta) : "",
            comparison ? signed(comparison.lcpDeltaMs) : "",
            comparison ? signed(comparison.tbtDeltaMs) : "",
            comparison ? signed(comparison.jsDeltaBytes / 1024, 1) : "",
            comparison ? comparison.misses.join(", ") || "none" : "",
            `${formatNumber(row.loadAverage[0], 2)}–${formatNumber(row.loadAverage[1], 2)}`,
          ];
        }),
      ),
      "Δ: the route minus the empty page in the same run. Targets: performance at least the empty page's, LCP at most +300 ms, TBT at most +50 ms, CLS 0, JS at most +20 KB.",
      ...(controls.length > 0
        ? ["The controls (measured after the empty page's first runs, before the routes) serve a route's served markup with none of the site's scripts, head script or client components: bare, then with its stylesheet and the fonts it names. The route's Δ LCP minus theirs is what the site's own code adds."]
        : []),
    );
    // Results saved before the charges were recorded have none; the table is left out for them.
    const charged = rows.filter((row) => row.samples.every((sample) => sample.charges !== undefined));
    if (charged.length > 0) {
      const kb = (bytes: number) => formatNumber(bytes / 1024, 1);
      sections.push(
        "### What Lighthouse's simulation charged to LCP (per run; sizes are medians of the runs)",
        markdownTable(
          ["Route", "Preset", "Runs", "With scripts", "Script KB", "With font", "CSS KB", "HTML KB", "Main thread ms", "LCP ms"],
          charged.map((row) => {
            const summary = summariseRuns(row.samples.flatMap((sample) => (sample.charges ? [sample.charges] : [])));
            return [
              row.route,
              row.preset,
              String(summary.runs),
              String(summary.runsWithScripts),
              kb(summary.scriptBytes),
              String(summary.runsWithFont),
              kb(summary.stylesheetBytes),
              kb(summary.documentBytes),
              formatNumber(summary.cpuMs),
              formatNumber(row.lcpMs),
            ];
          }),
        ),
        "Lighthouse replays the unthrottled load over a simulated phone link and keeps only what came before the observed LCP: a script that arrived and ran before the first frame is charged in full, one that ran after it costs LCP nothing. Main thread: observed milliseconds, which the simulation multiplies by four.",
      );
    }
  }

  if (results.besideEmptyPage) {
    sections.push(
      "### Throughput beside the empty Next.js page (autocannon, gzip requested, alternating runs)",
      markdownTable(
        ["Route", "Site req/s", "p50 ms", "p99 ms", "Empty page req/s", "p50 ms", "p99 ms", "Ratio", "Errors", "Load avg"],
        results.besideEmptyPage.map((row) => [
          row.route,
          formatNumber(row.site.requestsPerSecond),
          formatNumber(row.site.p50Ms),
          formatNumber(row.site.p99Ms),
          formatNumber(row.empty.requestsPerSecond),
          formatNumber(row.empty.p50Ms),
          formatNumber(row.empty.p99Ms),
          formatNumber(row.ratio, 2),
          String(row.site.errors + row.site.non2xx + row.empty.errors + row.empty.non2xx),
          formatNumber(row.loadAverage, 2),
        ]),
      ),
    );
  }

  if (results.throughput) {
    sections.push(
      "### Throughput (autocannon, gzip requested; static = same bytes from memory)",
      markdownTable(
        ["Variant", "Route", "Next req/s", "p50 ms", "p99 ms", "Static req/s", "p50 ms", "p99 ms", "Ratio", "Errors"],
        results.throughput.map((row) => [
          row.variant,
          row.route,
          formatNumber(row.next.requestsPerSecond),
          formatNumber(row.next.p50Ms),
          formatNumber(row.next.p99Ms),
          formatNumber(row.static.requestsPerSecond),
          formatNumber(row.static.p50Ms),
          formatNumber(row.static.p99Ms),
          formatNumber(row.ratio, 2),
          String(row.next.errors + row.next.non2xx),
        ]),
      ),
    );
  }

  if (results.submit) {
    const figures = results.submit.figures;
    sections.push("### Submission benchmark (scripts/bench/submit.ts)");
    const cell = (value: unknown) => (typeof value === "number" ? formatNumber(value, Number.isInteger(value) ? 0 : 1) : String(value));
    // One row per store and submission path (scripts/bench/submit.ts prints them under `rows`).
    const rows = Array.isArray(figures?.rows) ? (figures.rows as Record<string, unknown>[]) : figures ? [figures] : [];
    sections.push(
      rows.length > 0
        ? markdownTable(Object.keys(rows[0] ?? {}), rows.map((row) => Object.values(row).map(cell)))
        : `Not run or no figures: ${results.submit.output.split("\n").slice(-3).join(" ")}`,
    );
  }

  if (results.crash) {
    const crash = results.crash;
    sections.push(
      "### Crash check (SIGKILL mid-run, restart)",
      markdownTable(
        ["Confirmed before kill", "Stored after restart", "Missing", "Cut off by the kill", "Serves after restart"],
        [[String(crash.confirmed), String(crash.storedAfterRestart), String(crash.missing.length), String(crash.interrupted), crash.servedAfterRestart ? "yes" : "NO"]],
      ),
    );
  }

  const memory = Object.entries(results.peakRssBytes);
  if (memory.length > 0) {
    sections.push("### Peak server RSS", markdownTable(["Phase", "Peak RSS MB"], memory.map(([phase, bytes]) => [phase, mb(bytes)])));
  }
  return sections.join("\n\n");
}
