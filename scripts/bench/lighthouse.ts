import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server";
import { median } from "./stats";
import { chromiumPath, quietChromiumFlags } from "../../tests/support/chromium";

// The end-to-end tests' switches, plus Lighthouse's own needs: the new headless mode, no /dev/shm limits.
const chromiumFlags = ["--headless=new", ...quietChromiumFlags, "--disable-dev-shm-usage"];

function benchChromium(): string {
  const found = chromiumPath();
  if (!found) throw new Error("No Chromium: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

export interface LighthouseFigures {
  readonly route: string;
  readonly runs: number;
  /** Category scores 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  /** The fastest and slowest run's LCP: the spread a median hides. */
  readonly lcpRangeMs: readonly [number, number];
  readonly tbtMs: number;
  readonly cls: number;
  /** Script bytes transferred (compressed), from Lighthouse's resource summary. */
  readonly jsBytes: number;
  /** The machine's 1-minute load average when this page's runs began and ended: drift shows here. */
  readonly loadAverage: readonly [number, number];
}

/** One Chromium for every run, driven by Lighthouse over the DevTools port. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  const child = spawn(benchChromium(), [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // Still starting.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("Chromium did not open its DevTools port");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: async () => {
      child.kill("SIGTERM");
      await exited;
      // Chromium's helpers may still be flushing the profile for a moment after the browser exits.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A leftover temporary profile is not worth failing the run for.
      }
    },
  };
}

export interface RunResult {
  readonly scores: readonly [number, number, number, number];
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsBytes: number;
  /** The LCP element's selector: when a later paint (below the hero) takes LCP over, it shows here. */
  readonly lcpElement: string;
}

/** The selector of the element Lighthouse's LCP audit names, from its list of tables. */
export function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items ?? [];
  for (const table of tables) for (const item of table.items ?? []) if (item.node?.selector) return item.node.selector;
  return "?";
}

// Lighthouse runs as its own CLI under plain Node: it sends functions to the page as source text,
// and a TypeScript loader's helpers (such as esbuild's __name) would not exist there.
const lighthouseCli = path.resolve("node_modules/lighthouse/cli/index.js");

interface LighthouseReport {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<string, { readonly numericValue?: number; readonly details?: unknown } | undefined>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

/**
 * One run of the mobile preset with the load itself throttled ("devtools"): the browser gets the preset's
 * slow link and CPU, so each file costs a real round trip and what arrives first paints first. Lighthouse's
 * default simulation replays an unthrottled load instead, and did not move when the stylesheet was inlined.
 */
async function runOnce(url: string, port: number): Promise<RunResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const output = path.join(dir, "run.json");
  try {
    const args = [
      lighthouseCli,
      url,
      `--port=${port}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--throttling-method=devtools",
    ];
    const result = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
    if (result.status !== 0) throw new Error(`Lighthouse ${url} exited ${result.status}: ${result.stderr.slice(-500)}`);
    const { categories, audits, runtimeError } = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
    if (runtimeError) throw new Error(`Lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      scores: [score("performance"), score("accessibility"), score("best-practices"), score("seo")],
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      jsBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN,
      lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]?.details),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; a fresh try succeeds.
const ATTEMPTS = 3;

async function runWithRetries(url: string, port: number, log: (line: string) => void): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`lighthouse ${url}: attempt ${attempt} failed (${(error as Error).message.slice(0, 160)}), trying again`);
    }
  }
}

export interface Page {
  readonly label: string;
  readonly url: string;
}

/**
 * `runs` Lighthouse runs of each page in one Chromium, round by round (every page's first run, then every page's
 * second...), so a change in the machine's load moves every page alike; each figure's median is taken on its own.
 * A label listed twice (the empty page, before and after the routes) pools its runs.
 */
export async function measureLighthouse(pages: readonly Page[], runs: number, log: (line: string) => void): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium();
  const measured = new Map<string, { results: RunResult[]; loadAverage: [number, number] }>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const { label, url } of pages) {
        const entry = measured.get(label) ?? { results: [], loadAverage: [os.loadavg()[0] ?? Number.NaN, Number.NaN] };
        measured.set(label, entry);
        const result = await runWithRetries(url, chromium.port, log);
        entry.results.push(result);
        log(`${label}: LCP ${result.lcpMs.toFixed(0)} ms on ${result.lcpElement}`);
        entry.loadAverage[1] = os.loadavg()[0] ?? Number.NaN;
      }
      log(`lighthouse: round ${run + 1} of ${runs} done`);
    }
  } finally {
    await chromium.close();
  }
  return [...measured].map(([route, { results, loadAverage }]) => {
    const pick = (get: (result: RunResult) => number) => median(results.map(get));
    return {
      route,
      runs: results.length,
      performance: pick((r) => r.scores[0]),
      accessibility: pick((r) => r.scores[1]),
      bestPractices: pick((r) => r.scores[2]),
      seo: pick((r) => r.scores[3]),
      lcpMs: pick((r) => r.lcpMs),
      lcpRangeMs: [Math.min(...results.map((r) => r.lcpMs)), Math.max(...results.map((r) => r.lcpMs))] as const,
      tbtMs: pick((r) => r.tbtMs),
      cls: pick((r) => r.cls),
      jsBytes: pick((r) => r.jsBytes),
      loadAverage,
    };
  });
}
