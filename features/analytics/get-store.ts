import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { getLimits } from "@/platform/env";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import type { BeaconDependencies } from "./record";
import type { FiguresStore } from "./store";

/** The figures' counters live in the configured store, beside the delegation requests. */
export const getFiguresStore = configuredStore<FiguresStore>({
  sqlite: async () => {
    const { createSqliteFiguresStore } = await import("./sqlite");
    return (database) => createSqliteFiguresStore(database);
  },
  firestore: async () => {
    const { createFirestoreFiguresStore } = await import("./firestore");
    return (db) => createFirestoreFiguresStore(db);
  },
});

/** What the beacon endpoint counts with: the shared store and the site's one rate limiter, under the figures' policy. */
export async function getBeaconDependencies(): Promise<BeaconDependencies> {
  const [store, limiter] = await Promise.all([getFiguresStore(), getRateLimiter()]);
  return { store, limiter, policy: getLimits().figures.beacons };
}
