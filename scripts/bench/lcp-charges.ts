import { readFileSync } from "node:fs";
import { median } from "./stats";

/**
 * What Lighthouse's simulation put on the path to a run's LCP. Lighthouse does not time a phone: it
 * replays the unthrottled load over a simulated slow link, keeping only the requests and main-thread
 * tasks that came before the observed LCP. A script that arrived and ran before the first frame is
 * charged in full, which is how two pages with identical scripts can be a second apart; this names,
 * per run, which of the page's files were charged, so a change can be judged by its cause.
 */
export interface LcpCharges {
  /** Script files charged, and their transfer bytes. */
  readonly scripts: number;
  readonly scriptBytes: number;
  /** Web-font bytes charged (0 when the font arrived after the first frame, or not at all). */
  readonly fontBytes: number;
  readonly stylesheets: number;
  readonly stylesheetBytes: number;
  readonly documentBytes: number;
  /** Main-thread time charged, as observed (Lighthouse multiplies it by its CPU slowdown). */
  readonly cpuMs: number;
}

/** One node of the simulated graph, reduced to what is summed. */
export interface ChargedNode {
  readonly type: "network" | "cpu";
  readonly resourceType?: string;
  readonly transferSize?: number;
  /** Microseconds, as the trace records them; CPU nodes only. */
  readonly durationUs?: number;
}

export function summariseCharges(nodes: readonly ChargedNode[]): LcpCharges {
  const network = (type: string) => nodes.filter((node) => node.type === "network" && node.resourceType === type);
  const bytes = (list: readonly ChargedNode[]) => list.reduce((sum, node) => sum + (node.transferSize ?? 0), 0);
  const scripts = network("Script");
  const stylesheets = network("Stylesheet");
  return {
    scripts: scripts.length,
    scriptBytes: bytes(scripts),
    fontBytes: bytes(network("Font")),
    stylesheets: stylesheets.length,
    stylesheetBytes: bytes(stylesheets),
    documentBytes: bytes(network("Document")),
    cpuMs: nodes.filter((node) => node.type === "cpu").reduce((sum, node) => sum + (node.durationUs ?? 0), 0) / 1000,
  };
}

interface LanternNode {
  readonly type: "network" | "cpu";
  readonly duration?: number;
  readonly request?: { readonly resourceType?: string; readonly transferSize?: number };
}

interface LanternResult {
  readonly pessimisticEstimate: { readonly nodeTimings: Map<LanternNode, unknown> };
}

type LanternLcp = { request(data: unknown, context: unknown): Promise<LanternResult> };

// Lighthouse's own modules (it has no public API for this); the specifiers are variables so the type
// checker leaves Lighthouse's internal types alone, and a Lighthouse upgrade that moves them fails the
// bench loudly instead of reporting nothing.
const lanternModule = "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
const constantsModule = "lighthouse/core/config/constants.js";

/** The addresses a run's report names, which the replay needs to find the page's own document. */
export interface RunUrls {
  readonly requestedUrl: string;
  readonly finalDisplayedUrl: string;
}

/**
 * The pessimistic LCP graph (Lighthouse averages it with an optimistic one that differs only in
 * low-priority images) of a run saved with `--save-assets` beside `<base>.json`, as
 * `<base>-0.trace.json` and `<base>-0.devtoolslog.json`.
 */
export async function chargesOfSavedRun(base: string, report: RunUrls): Promise<LcpCharges> {
  const { LanternLargestContentfulPaint } = (await import(lanternModule)) as { LanternLargestContentfulPaint: LanternLcp };
  const { defaultSettings } = (await import(constantsModule)) as { defaultSettings: Record<string, unknown> };
  const data = {
    trace: JSON.parse(readFileSync(`${base}-0.trace.json`, "utf8")) as unknown,
    devtoolsLog: JSON.parse(readFileSync(`${base}-0.devtoolslog.json`, "utf8")) as unknown,
    gatherContext: { gatherMode: "navigation" },
    // Which nodes are on the path depends on the observed trace alone, so the mobile defaults serve the
    // desktop preset's runs too; only the simulated times would differ.
    settings: { ...defaultSettings, throttlingMethod: "simulate" },
    URL: { requestedUrl: report.requestedUrl, mainDocumentUrl: report.finalDisplayedUrl, finalDisplayedUrl: report.finalDisplayedUrl },
    SourceMaps: [],
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  return summariseCharges(
    [...result.pessimisticEstimate.nodeTimings.keys()].map((node) => ({
      type: node.type,
      resourceType: node.request?.resourceType,
      transferSize: node.request?.transferSize,
      durationUs: node.type === "cpu" ? node.duration : undefined,
    })),
  );
}

export interface ChargeSummary {
  readonly runs: number;
  /** Runs whose LCP was charged with any script, or with the web font. */
  readonly runsWithScripts: number;
  readonly runsWithFont: number;
  /** Medians over the runs. */
  readonly scriptBytes: number;
  readonly stylesheetBytes: number;
  readonly documentBytes: number;
  readonly cpuMs: number;
}

/** A route's runs taken together: how often each cost was charged, and the typical size of each. */
export function summariseRuns(runs: readonly LcpCharges[]): ChargeSummary {
  const pick = (get: (charges: LcpCharges) => number) => median(runs.map(get));
  return {
    runs: runs.length,
    runsWithScripts: runs.filter((charges) => charges.scripts > 0).length,
    runsWithFont: runs.filter((charges) => charges.fontBytes > 0).length,
    scriptBytes: pick((charges) => charges.scriptBytes),
    stylesheetBytes: pick((charges) => charges.stylesheetBytes),
    documentBytes: pick((charges) => charges.documentBytes),
    cpuMs: pick((charges) => charges.cpuMs),
  };
}
