import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmptyNextPage, type ThrowawayNextApp } from "./empty-next-page";
import { controlLabels, pageParts, startControl, type ControlKind } from "./markup-controls";
import { formPath } from "../../lib/delegation/form-paths";
import { measureLighthouse, medianFigures } from "./lighthouse";
import { parseBenchOptions, usage } from "./options";
import { renderReport, type BenchResults } from "./report";
import { buildSite, startServer } from "./server";
import { crashCheck, runSubmitBench } from "./submissions";
import { measureBesideEmptyPage, measureThroughput } from "./throughput";

const EMPTY_PAGE_LABEL = "empty Next.js page (baseline)";

/**
 * `npm run bench`: Lighthouse, throughput against a static reference, the submission benchmark,
 * a crash check and peak memory, against a fresh production build. Prints Markdown and writes
 * bench/results.json. A report, not a test: it never fails on a figure, only on a broken run.
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(usage);
    return;
  }
  const options = parseBenchOptions(argv);
  const startedAt = new Date().toISOString();
  const log = (line: string) => console.error(`[bench] ${line}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: options.distDir,
    DATA_DIR: dataDir,
    // Relaxed for this throwaway server only, so one client can post hundreds of forms quickly.
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1000000",
  };

  try {
    if (options.build) {
      log(`building into ${options.distDir}`);
      buildSite(env);
    }
    const peakRssBytes: Record<string, number> = {};
    let lighthouse: BenchResults["lighthouse"] = null;
    let throughput: BenchResults["throughput"] = null;
    let besideEmptyPage: BenchResults["besideEmptyPage"] = null;
    let emptyPage: BenchResults["emptyPage"] = null;
    let controls: BenchResults["controls"] = null;
    if (options.parts.has("lighthouse") || options.parts.has("throughput")) {
      // The yardstick is built and served beside the site, so both are measured under the same load.
      if (options.baseline) log("building an empty Next.js page for comparison");
      const empty = options.baseline ? await startEmptyNextPage(env) : null;
      try {
        const server = await startServer(env);
        try {
          if (options.parts.has("lighthouse")) {
            const measurePage = (origin: string) => measureLighthouse(origin, ["/"], options.presets, options.throttling, options.runs, log);
            // Built before any measurement, so their builds load nobody's figures.
            const controlRoute = options.routes[0] ?? "/home";
            const controlApps: [ControlKind, ThrowawayNextApp][] = [];
            try {
              if (options.controls) {
                const served = await fetch(`${server.origin}${controlRoute}`);
                if (!served.ok) throw new Error(`${controlRoute} answered ${served.status}: no markup for the controls`);
                const parts = pageParts(await served.text());
                for (const kind of ["markup", "styled"] as const) {
                  log(`building ${controlLabels[kind](controlRoute)}`);
                  controlApps.push([kind, await startControl(env, parts, kind, options.distDir)]);
                }
              }
              // The empty page is measured before and after the routes and its runs pooled, so a change in
              // the machine's load during the run moves the yardstick too instead of only the site's figures.
              const emptyBefore = empty ? await measurePage(empty.origin) : [];
              const controlRows = [];
              for (const [kind, app] of controlApps) {
                const figures = await measurePage(app.origin);
                controlRows.push(...figures.map((row) => ({ ...row, route: controlLabels[kind](controlRoute) })));
              }
              controls = options.controls ? controlRows : null;
              lighthouse = await measureLighthouse(server.origin, options.routes, options.presets, options.throttling, options.runs, log);
              const emptyAfter = empty ? await measurePage(empty.origin) : [];
              if (empty) {
                emptyPage = options.presets.map((preset) => {
                  const runs = [...emptyBefore, ...emptyAfter].filter((row) => row.preset === preset);
                  const loads = runs.flatMap((row) => row.loadAverage);
                  return medianFigures(EMPTY_PAGE_LABEL, preset, runs.flatMap((row) => row.samples), [loads[0] ?? Number.NaN, loads.at(-1) ?? Number.NaN]);
                });
              }
            } finally {
              for (const [, app] of controlApps) await app.dispose();
            }
            peakRssBytes.lighthouse = server.peakRssBytes();
          }
          if (options.parts.has("throughput")) {
            // The form renders per request (its token is in the page): also what every page would cost under a
            // nonce-only CSP.
            const routes = ["/home", "/pricing", formPath];
            throughput = await measureThroughput("gzip by Next", server.origin, routes, options.duration, options.connections, log);
            if (empty) {
              const rows = [];
              for (const route of ["/home", formPath]) {
                rows.push(await measureBesideEmptyPage(server.origin, route, empty.origin, options.duration, options.connections, log));
              }
              besideEmptyPage = rows;
            }
            peakRssBytes["lighthouse + throughput"] = server.peakRssBytes();
          }
        } finally {
          await server.stop();
        }
      } finally {
        await empty?.dispose();
      }
    }
    if (options.parts.has("throughput")) {
      const behindProxy = await startServer({ ...env, COMPRESS_RESPONSES: "false", GENERATE_ETAGS: "false" });
      try {
        const variant = "no compression or ETags (behind a CDN)";
        throughput = [
          ...(throughput ?? []),
          ...(await measureThroughput(variant, behindProxy.origin, ["/home", "/pricing"], options.duration, options.connections, log)),
        ];
        peakRssBytes["throughput, no compression"] = behindProxy.peakRssBytes();
      } finally {
        await behindProxy.stop();
      }
    }

    const submit = options.parts.has("submit") ? runSubmitBench(env, options.submissions, log) : null;
    const crash = options.parts.has("crash") ? await crashCheck({ ...env, DATA_DIR: path.join(dataDir, "crash") }, 20, log) : null;
    if (crash) peakRssBytes["crash check"] = crash.peakRssBytes;

    const results: BenchResults = {
      startedAt,
      finishedAt: new Date().toISOString(),
      environment: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.arch()}` },
      options: { ...options, parts: [...options.parts] },
      lighthouse,
      emptyPage,
      controls,
      throughput,
      besideEmptyPage,
      submit,
      crash,
      peakRssBytes,
    };
    mkdirSync("bench", { recursive: true });
    writeFileSync(path.join("bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
    console.log(renderReport(results));
    log("wrote bench/results.json");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
