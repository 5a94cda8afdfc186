import "server-only";
import { logEvent } from "@/lib/log";
import { PURGE_INTERVAL_MS, retentionCutoff } from "@/lib/delegation/retention";
import type { DelegationRequestStore } from "@/lib/delegation/store";

/**
 * Deletes every request whose last contact is older than the retention period, with its notes and
 * history. Logs the count and the cutoff only: what was deleted is exactly what must not be kept.
 */
export async function purgeExpiredRequests(store: DelegationRequestStore, now: Date, retentionMonths: number): Promise<number> {
  const cutoff = retentionCutoff(now, retentionMonths).toISOString();
  const purged = await store.purgeContactedBefore(cutoff);
  logEvent("data.requests_purged", { purged, cutoff, retentionMonths });
  return purged;
}

export interface PurgeSchedule {
  readonly stop: () => void;
  /** Resolves when the purge run at start has finished (or failed and been logged). */
  readonly started: Promise<void>;
}

/**
 * The embedded store has no TTL of its own: purge once at start, then once a day while the server runs.
 * A failed run is logged and the next one tries again; the timer never keeps the process alive.
 */
export function schedulePurge(
  store: DelegationRequestStore,
  retentionMonths: number,
  clock: () => Date = () => new Date(),
  intervalMs: number = PURGE_INTERVAL_MS,
): PurgeSchedule {
  const run = async () => {
    try {
      await purgeExpiredRequests(store, clock(), retentionMonths);
    } catch (error) {
      logEvent("data.requests_purge_failed", { error: error instanceof Error ? error.message : "unknown" }, "error", { error });
    }
  };
  const started = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer), started };
}
