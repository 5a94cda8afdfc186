import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmptyNextPage } from "./empty-next-page";
import { measureLighthouse, type LighthouseFigures } from "./lighthouse";
import { parseBenchOptions, usage } from "./options";
import { buildSite, startServer, type RunningServer } from "./server";
import { markdownTable } from "./stats";
import { measurePageBytes, type PageBytes } from "./page-bytes";

const EMPTY_PAGE = "empty Next.js page";

/** The --baseline checkout's own build, served from its folder with its own node_modules and data folder. */
async function startBaseline(folder: string, env: NodeJS.ProcessEnv, dataDir: string): Promise<RunningServer> {
  const cwd = path.resolve(folder);
  const baselineData = path.join(dataDir, "baseline");
  mkdirSync(baselineData, { recursive: true });
  return startServer({ ...env, DATA_DIR: baselineData }, { cwd, nextBin: path.join(cwd, "node_modules/next/dist/bin/next") });
}

function row(figures: LighthouseFigures, empty: LighthouseFigures | undefined): string[] {
  const delta = (value: number, base: number | undefined, digits = 0) =>
    base === undefined || !Number.isFinite(value - base) ? "" : ` (${value - base >= 0 ? "+" : ""}${(value - base).toFixed(digits)})`;
  return [
    figures.route,
    String(figures.runs),
    `${figures.performance}${delta(figures.performance, empty?.performance)}`,
    `${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}`,
    `${figures.lcpMs.toFixed(0)}${delta(figures.lcpMs, empty?.lcpMs)}`,
    `${figures.lcpRangeMs[0].toFixed(0)}–${figures.lcpRangeMs[1].toFixed(0)}`,
    `${figures.tbtMs.toFixed(0)}${delta(figures.tbtMs, empty?.tbtMs)}`,
    figures.cls.toFixed(3),
    `${(figures.jsBytes / 1024).toFixed(1)}${delta(figures.jsBytes / 1024, empty === undefined ? undefined : empty.jsBytes / 1024, 1)}`,
    figures.loadAverage.map((load) => load.toFixed(1)).join(" → "),
  ];
}

function bytesRow(figures: PageBytes, empty: PageBytes | undefined): string[] {
  const overEmpty = empty === undefined ? "" : ` (+${(figures.jsBytes - empty.jsBytes).toLocaleString("en-US")})`;
  return [
    figures.route,
    `${figures.jsBytes.toLocaleString("en-US")}${overEmpty}`,
    figures.htmlBytes.toLocaleString("en-US"),
    figures.htmlGzipBytes.toLocaleString("en-US"),
    figures.cssFileBytes.toLocaleString("en-US"),
    figures.inlineCssBytes.toLocaleString("en-US"),
    String(figures.stylesheetCopies),
  ];
}

/**
 * `npm run bench`: one Lighthouse run of the site's routes beside an empty Next.js page, built and served on
 * this machine from this project's node_modules, with the mobile preset and the load itself throttled. The
 * empty page is measured before and after the routes and its runs pooled. A report, not a test: it fails only
 * on a broken run. Page weight is held by tests/e2e/budgets.spec.ts; bench:submit and bench:admin time the
 * site's own code on both stores. Before the timings it prints each page's weight, in bytes (deterministic, as
 * budgets.spec.ts holds them): JavaScript transferred, HTML raw and gzip, stylesheet files transferred, inlined
 * CSS and its most copies in one document. `--bytes-only` prints just that table, in a minute rather than Lighthouse's hour.
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(usage);
    return;
  }
  const options = parseBenchOptions(argv);
  const log = (line: string) => console.error(`[bench] ${line}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-bench-"));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: options.distDir, DATA_DIR: dataDir };
  try {
    if (options.build) {
      log(`building into ${options.distDir}`);
      buildSite(env);
    }
    log("building the empty Next.js page");
    const empty = await startEmptyNextPage(env);
    try {
      const server = await startServer(env);
      const baseline = options.baseline === undefined ? undefined : await startBaseline(options.baseline, env, dataDir);
      try {
        const emptyPage = { label: EMPTY_PAGE, url: `${empty.origin}/` };
        // With a baseline, each route's baseline page comes just before it: same round, same load.
        const routes = options.routes.flatMap((route) => [
          ...(baseline === undefined ? [] : [{ label: `baseline ${route}`, url: `${baseline.origin}${route}` }]),
          { label: route, url: `${server.origin}${route}` },
        ]);
        const weights = await measurePageBytes([emptyPage, ...routes]);
        const emptyWeight = weights.find((entry) => entry.route === EMPTY_PAGE);
        console.log(
          "Page weight in bytes, loaded in Chromium (412 px wide) until the network was idle; ( ) = JavaScript over the empty page\n\n" +
            markdownTable(
              ["page", "JS transferred (gzip)", "HTML raw", "HTML gzip", "CSS files (gzip)", "inlined CSS", "stylesheet copies"],
              weights.map((entry) => bytesRow(entry, entry === emptyWeight ? undefined : emptyWeight)),
            ) +
            "\n",
        );
        if (options.bytesOnly) return;
        const figures = await measureLighthouse([emptyPage, ...routes, emptyPage], options.runs, log);
        const emptyFigures = figures.find((entry) => entry.route === EMPTY_PAGE);
        console.log(
          `Lighthouse 12, mobile preset, load throttled (devtools), median of ${options.runs} runs (empty page: ${2 * options.runs}, before and after); ( ) = difference from the empty page\n\n` +
            markdownTable(
              ["page", "runs", "performance", "a11y / best practices / SEO", "LCP ms", "LCP range", "TBT ms", "CLS", "JS KB", "load average"],
              figures.map((entry) => row(entry, entry === emptyFigures ? undefined : emptyFigures)),
            ),
        );
      } finally {
        await server.stop();
        await baseline?.stop();
      }
    } finally {
      await empty.dispose();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
