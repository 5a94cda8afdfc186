import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import type { LighthousePreset, LighthouseThrottling } from "./options";
import { freePort } from "./server";
import { chargesOfSavedRun, type LcpCharges, type RunUrls } from "./lcp-charges";
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
  readonly preset: LighthousePreset;
  readonly runs: number;
  /** Category scores 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Script bytes transferred (compressed), from Lighthouse's resource summary. */
  readonly jsBytes: number;
  /** The machine's 1-minute load average when this route's runs began and ended: drift shows here. */
  readonly loadAverage: readonly [number, number];
  /** Every run's figures, so runs of one page measured at different times can be pooled. */
  readonly samples: readonly RunResult[];
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
  /** What the simulation charged to this run's LCP; absent when the load itself was throttled. */
  readonly charges?: LcpCharges;
}

// Lighthouse runs as its own CLI under plain Node: it sends functions to the page as source text,
// and a TypeScript loader's helpers (such as esbuild's __name) would not exist there.
const lighthouseCli = path.resolve("node_modules/lighthouse/cli/index.js");

interface LighthouseReport extends RunUrls {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<string, { readonly numericValue?: number; readonly details?: unknown } | undefined>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

async function runOnce(url: string, port: number, preset: LighthousePreset, throttling: LighthouseThrottling): Promise<RunResult> {
  // A simulated run keeps its trace and network log (--save-assets) so its LCP can be taken apart
  // afterwards; a throttled load has no simulation to take apart, and its tens of megabytes are not written.
  const simulated = throttling === "simulate";
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const base = path.join(dir, "run");
  try {
    const args = [
      lighthouseCli,
      url,
      `--port=${port}`,
      "--output=json",
      `--output-path=${base}.json`,
      ...(simulated ? ["--save-assets"] : []),
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
      `--throttling-method=${throttling}`,
    ];
    const result = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });
    if (result.status !== 0) throw new Error(`Lighthouse ${url} exited ${result.status}: ${result.stderr.slice(-500)}`);
    const report = JSON.parse(readFileSync(`${base}.json`, "utf8")) as LighthouseReport;
    const { categories, audits, runtimeError } = report;
    if (runtimeError) throw new Error(`Lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return {
      scores: [score("performance"), score("accessibility"), score("best-practices"), score("seo")],
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      jsBytes: items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN,
      ...(simulated ? { charges: await chargesOfSavedRun(base, report) } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; a fresh try succeeds.
const ATTEMPTS = 3;

async function runWithRetries(
  url: string,
  port: number,
  preset: LighthousePreset,
  throttling: LighthouseThrottling,
  log: (line: string) => void,
): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, preset, throttling);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`lighthouse ${preset} ${url}: attempt ${attempt} failed (${(error as Error).message.slice(0, 160)}), trying again`);
    }
  }
}

/** Each figure's median over the runs, taken on its own. */
export function medianFigures(
  route: string,
  preset: LighthousePreset,
  results: readonly RunResult[],
  loadAverage: readonly [number, number],
): LighthouseFigures {
  const pick = (get: (result: RunResult) => number) => median(results.map(get));
  return {
    route,
    preset,
    runs: results.length,
    performance: pick((r) => r.scores[0]),
    accessibility: pick((r) => r.scores[1]),
    bestPractices: pick((r) => r.scores[2]),
    seo: pick((r) => r.scores[3]),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    jsBytes: pick((r) => r.jsBytes),
    loadAverage,
    samples: results,
  };
}

/** Median of `runs` Lighthouse runs for every route and preset; each figure's median is taken on its own. */
export async function measureLighthouse(
  origin: string,
  routes: readonly string[],
  presets: readonly LighthousePreset[],
  throttling: LighthouseThrottling,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium();
  const figures: LighthouseFigures[] = [];
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const loadBefore = os.loadavg()[0] ?? Number.NaN;
        const results: RunResult[] = [];
        for (let run = 0; run < runs; run += 1) results.push(await runWithRetries(`${origin}${route}`, chromium.port, preset, throttling, log));
        const entry = medianFigures(route, preset, results, [loadBefore, os.loadavg()[0] ?? Number.NaN]);
        figures.push(entry);
        log(`lighthouse ${preset} ${route}: perf ${entry.performance} a11y ${entry.accessibility} bp ${entry.bestPractices} seo ${entry.seo}`);
      }
    }
  } finally {
    await chromium.close();
  }
  return figures;
}
