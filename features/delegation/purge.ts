import "server-only";
import { logEvent } from "@/platform/logging/log";
import { PURGE_INTERVAL_MS, retentionCutoff } from "@/features/delegation/retention";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { sweepEmlFolders } from "@/features/outbox/eml-files";

/**
 * Deletes every request whose last contact is older than the retention period, with its notes,
 * history and messages (and, given the folder, their .eml files). Logs the count and the cutoff only: what was deleted is exactly what must not be kept.
 */
export async function purgeExpiredRequests(
  store: DelegationRequestStore,
  now: Date,
  retentionMonths: number,
  mailDir?: string,
): Promise<number> {
  const cutoff = retentionCutoff(now, retentionMonths).toISOString();
  // The store's messages go with their requests; the .eml files of a local run are swept after them.
  const purged = await store.purgeContactedBefore(cutoff);
  const emlFolders = mailDir ? await sweepEmlFolders(mailDir, async (id) => (await store.get(id)) !== null) : 0;
  logEvent("data.requests_purged", { purged, cutoff, retentionMonths, emlFolders });
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
  mailDir?: string,
): PurgeSchedule {
  const run = async () => {
    try {
      await purgeExpiredRequests(store, clock(), retentionMonths, mailDir);
    } catch (error) {
      logEvent("data.requests_purge_failed", { error: error instanceof Error ? error.message : "unknown" }, "error", { error });
    }
  };
  const started = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer), started };
}
