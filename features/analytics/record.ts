import "server-only";
import { businessHours } from "@/platform/business-hours/settings";
import type { RatePolicy } from "@/platform/config/limits";
import type { Log } from "@/platform/logging/log";
import type { RateLimiter } from "@/platform/rate-limit/limiter";
import { hitsOf, parseBeacon, storedRequestHits, type FigureHit } from "./beacon";
import { isBotUserAgent } from "./bots";
import { dayKeyAt, expiryOfDay, firstKeptDay } from "./day-key";
import type { FiguresStore } from "./store";

export interface FigureDependencies {
  readonly store: FiguresStore;
  readonly now?: () => Date;
  /** The team's zone, which days are counted in. */
  readonly timeZone?: string;
}

export interface BeaconDependencies extends FigureDependencies {
  readonly limiter: RateLimiter;
  readonly policy: RatePolicy;
}

/** What became of a beacon: only "counted" touched the figures. */
export type BeaconOutcome = "counted" | "invalid" | "bot" | "staff" | "rate-limited";

export interface BeaconContext {
  /** Read to leave bots out, never stored. */
  readonly userAgent: string | null;
  /** Keys the rate limit (which keeps only a hash of it, for two windows); never part of a figure. */
  readonly clientAddress: string;
  /** Sent with an admin session cookie: staff looking at their own site are not visitors. */
  readonly fromStaff?: boolean;
}

async function addHits(hits: readonly FigureHit[], deps: FigureDependencies): Promise<void> {
  const day = dayKeyAt(deps.now?.() ?? new Date(), deps.timeZone ?? businessHours.timeZone);
  await deps.store.add(day, hits, expiryOfDay(day));
}

/** Counts one beacon's body: parsed first and bots left out, so neither costs the store a write. */
export async function recordBeacon(body: string, context: BeaconContext, deps: BeaconDependencies): Promise<BeaconOutcome> {
  const beacon = parseBeacon(body);
  if (!beacon) return "invalid";
  if (isBotUserAgent(context.userAgent)) return "bot";
  if (context.fromStaff) return "staff";
  const decision = await deps.limiter.consume(deps.policy, context.clientAddress);
  if (!decision.allowed) return "rate-limited";
  await addHits(hitsOf(beacon), deps);
  return "counted";
}

/** Counts a request as stored, with its campaign: the form's last step, counted with or without JavaScript. */
export async function recordStoredRequest(utmCampaign: string | null, deps: FigureDependencies): Promise<void> {
  await addHits(storedRequestHits(utmCampaign), deps);
}

/** Runs a count after the response: a failure is a log line, never an error a visitor sees. */
export async function countQuietly(count: () => Promise<unknown>, log: Log): Promise<void> {
  try {
    await count();
  } catch (error) {
    log("figures.count_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "warn", { error });
  }
}

/** Deletes the counters of every day the retention no longer keeps; returns how many days went. */
export async function purgeOldFigures(deps: FigureDependencies): Promise<{ readonly firstKept: string; readonly days: number }> {
  const firstKept = firstKeptDay(dayKeyAt(deps.now?.() ?? new Date(), deps.timeZone ?? businessHours.timeZone));
  return { firstKept, days: await deps.store.purgeBefore(firstKept) };
}
