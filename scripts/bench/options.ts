import { publicRoutes } from "../../platform/config/site";

export interface BenchOptions {
  readonly routes: readonly string[];
  /** Lighthouse runs per page; the median is reported. */
  readonly runs: number;
  readonly build: boolean;
  readonly distDir: string;
  /** Only the page weights (bytes, deterministic): no Lighthouse runs. */
  readonly bytesOnly: boolean;
  /**
   * Another checkout of the site (main, say) with its own build in the same --dist-dir: its routes are measured
   * in the same run, each run of a page next to the same run of the baseline's, so a loaded machine moves both.
   */
  readonly baseline: string | undefined;
}

export const usage = `npm run bench -- [options]
  Lighthouse (mobile preset, the load itself throttled) on the site's routes beside an empty Next.js page.
  --routes=/home,/pricing   routes to measure (default: every public route)
  --runs=5                  runs per page; the median is reported
  --no-build                reuse the last bench build (in --dist-dir)
  --dist-dir=.next-bench    build folder
  --bytes-only              only each page's JavaScript, HTML (raw and gzip) and stylesheet copies: no Lighthouse
  --baseline=../wt-main     another checkout, already built into its --dist-dir: its pages measured beside these
  --help                    this text`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match?.[1] || !["routes", "runs", "no-build", "dist-dir", "bytes-only", "baseline", "help"].includes(match[1])) throw new Error(`Unknown argument ${argument}\n${usage}`);
    flags.set(match[1], match[2] ?? "true");
  }
  const routes = flags.get("routes")?.split(",").map((route) => route.trim()).filter(Boolean) ?? [...publicRoutes];
  for (const route of routes) if (!route.startsWith("/")) throw new Error(`Route ${route} must start with /`);
  return {
    routes,
    runs: positive("runs", flags.get("runs"), 5),
    build: !flags.has("no-build"),
    distDir: flags.get("dist-dir") ?? ".next-bench",
    bytesOnly: flags.has("bytes-only"),
    baseline: flags.get("baseline"),
  };
}
