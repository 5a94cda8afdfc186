import type { LighthouseFigures } from "./lighthouse";
import { formatNumber, markdownTable } from "./stats";
import type { CrashCheckOutcome, SubmitBenchOutcome } from "./submissions";
import type { ThroughputComparison } from "./throughput";

export interface BenchResults {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly environment: { readonly node: string; readonly cpus: number; readonly platform: string };
  readonly options: Record<string, unknown>;
  readonly lighthouse: readonly LighthouseFigures[] | null;
  readonly throughput: readonly ThroughputComparison[] | null;
  readonly submit: SubmitBenchOutcome | null;
  readonly crash: CrashCheckOutcome | null;
  /** Peak resident memory of the server process tree per phase, in bytes. */
  readonly peakRssBytes: Readonly<Record<string, number>>;
}

const mb = (bytes: number) => formatNumber(bytes / (1024 * 1024), 0);

export function renderReport(results: BenchResults): string {
  const sections: string[] = [`## Bench ${results.finishedAt} (Node ${results.environment.node}, ${results.environment.cpus} CPUs)`];

  if (results.lighthouse) {
    sections.push(
      `### Lighthouse 12.8 (median of ${results.lighthouse[0]?.runs ?? 0})`,
      markdownTable(
        ["Route", "Preset", "Perf", "A11y", "Best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB"],
        results.lighthouse.map((row) => [
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
