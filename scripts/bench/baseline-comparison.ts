/**
 * The site's Lighthouse figures read against an empty Next.js page measured in the same run, and the
 * targets every public route must meet on a phone. Pure, so the rules are unit tested.
 */

/** How far a route may fall behind the empty page and still count as "as fast". */
export const pageTargets = {
  /** Performance score at least the empty page's. */
  performanceBelow: 0,
  lcpAboveMs: 300,
  tbtAboveMs: 50,
  cls: 0,
  /** JavaScript transferred, gzip, above the empty page. */
  jsAboveBytes: 20 * 1024,
} as const;

export interface ComparableFigures {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsBytes: number;
}

export interface BaselineComparison {
  readonly performanceDelta: number;
  readonly lcpDeltaMs: number;
  readonly tbtDeltaMs: number;
  readonly jsDeltaBytes: number;
  /** The targets this route misses, in words; empty when it meets them all. */
  readonly misses: readonly string[];
}

export function compareWithBaseline(route: ComparableFigures, empty: ComparableFigures): BaselineComparison {
  const performanceDelta = route.performance - empty.performance;
  const lcpDeltaMs = route.lcpMs - empty.lcpMs;
  const tbtDeltaMs = route.tbtMs - empty.tbtMs;
  const jsDeltaBytes = route.jsBytes - empty.jsBytes;
  const misses: string[] = [];
  // A NaN (a figure Lighthouse did not report) is a miss, never a silent pass.
  if (!(performanceDelta >= -pageTargets.performanceBelow)) misses.push("performance");
  if (!(lcpDeltaMs <= pageTargets.lcpAboveMs)) misses.push("LCP");
  if (!(tbtDeltaMs <= pageTargets.tbtAboveMs)) misses.push("TBT");
  // Lighthouse reports CLS as a float: anything that rounds to 0.000 is no shift.
  if (!(Math.round(route.cls * 1000) <= pageTargets.cls)) misses.push("CLS");
  if (!(jsDeltaBytes <= pageTargets.jsAboveBytes)) misses.push("JS");
  return { performanceDelta, lcpDeltaMs, tbtDeltaMs, jsDeltaBytes, misses };
}
