import { publicRoutes } from "../../lib/site";

const allParts = ["lighthouse", "throughput", "submit", "crash"] as const;
const allPresets = ["mobile", "desktop"] as const;
/** Lighthouse's default simulates the slow link from an unthrottled load; "devtools" slows the real load. */
const allThrottling = ["simulate", "devtools"] as const;

export type BenchPart = (typeof allParts)[number];
export type LighthousePreset = (typeof allPresets)[number];
export type LighthouseThrottling = (typeof allThrottling)[number];

export interface BenchOptions {
  readonly routes: readonly string[];
  readonly runs: number;
  readonly presets: readonly LighthousePreset[];
  readonly throttling: LighthouseThrottling;
  readonly parts: ReadonlySet<BenchPart>;
  /** Seconds per autocannon run. */
  readonly duration: number;
  readonly connections: number;
  readonly build: boolean;
  /** Also measure an empty Next.js page with Lighthouse, as the framework's floor on this machine. */
  readonly baseline: boolean;
  /** Also measure the first route's markup on an empty Next.js page, bare and with its styles (markup-controls.ts). */
  readonly controls: boolean;
  readonly distDir: string;
  readonly submissions: number;
}

export const usage = `npm run bench -- [options]
  --routes=/home,/pricing   Lighthouse routes (default: every public route)
  --runs=5                  Lighthouse runs per route and preset; the median is reported
  --presets=mobile          Lighthouse presets (mobile, desktop)
  --throttling=simulate     simulate (Lighthouse's default), or devtools: the browser itself loads
                            over the slow link and slow CPU, so what arrives first paints first
  --only=lighthouse,throughput,submit,crash   parts to run (default: all)
  --skip=...                parts to leave out
  --duration=10             seconds per throughput run
  --connections=20          concurrent connections per throughput run
  --submissions=500         requests for the submission benchmark
  --no-build                reuse the last bench build (in --dist-dir)
  --no-baseline             skip Lighthouse on an empty Next.js page (the framework's floor)
  --controls                also measure the first route's markup on an empty Next.js page, bare and
                            with its stylesheet and fonts: what content and styles cost without its scripts
  --dist-dir=.next-bench    build folder`;

function list(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(",").map((item) => item.trim()).filter(Boolean);
}

/** The value, checked against the values an option takes. */
function oneOf<T extends string>(kind: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Unknown ${kind} ${value}`);
  return value as T;
}

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
    if (!match?.[1]) throw new Error(`Unknown argument ${argument}\n${usage}`);
    flags.set(match[1], match[2] ?? "true");
  }
  const known = new Set(["routes", "runs", "presets", "throttling", "only", "skip", "duration", "connections", "submissions", "no-build", "no-baseline", "controls", "dist-dir", "help"]);
  for (const name of flags.keys()) if (!known.has(name)) throw new Error(`Unknown option --${name}\n${usage}`);

  const routes = list(flags.get("routes")) ?? [...publicRoutes];
  for (const route of routes) if (!route.startsWith("/")) throw new Error(`Route ${route} must start with /`);
  const presets = (list(flags.get("presets")) ?? ["mobile"]).map((preset) => oneOf("preset", preset, allPresets));
  const throttling = oneOf("throttling", flags.get("throttling") ?? "simulate", allThrottling);
  const only = list(flags.get("only"))?.map((part) => oneOf("part", part, allParts));
  const skip = new Set(list(flags.get("skip"))?.map((part) => oneOf("part", part, allParts)) ?? []);

  return {
    routes,
    runs: positive("runs", flags.get("runs"), 5),
    presets,
    throttling,
    parts: new Set((only ?? allParts).filter((part) => !skip.has(part))),
    duration: positive("duration", flags.get("duration"), 10),
    connections: positive("connections", flags.get("connections"), 20),
    build: !flags.has("no-build"),
    baseline: !flags.has("no-baseline"),
    controls: flags.has("controls"),
    distDir: flags.get("dist-dir") ?? ".next-bench",
    submissions: positive("submissions", flags.get("submissions"), 500),
  };
}
