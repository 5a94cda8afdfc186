import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { createRateLimiter, type RateLimiter } from "@/platform/rate-limit/limiter";
import type { RateLimitStore } from "@/platform/rate-limit/store";

/** The rate limiter's counters live in the configured store, beside the delegation requests. */
export const getRateLimitStore = configuredStore<RateLimitStore>({
  sqlite: async () => {
    const { createSqliteRateLimitStore } = await import("@/platform/rate-limit/sqlite");
    return (database) => createSqliteRateLimitStore(database);
  },
  firestore: async () => {
    const { createFirestoreRateLimitStore } = await import("@/platform/rate-limit/firestore");
    return (db) => createFirestoreRateLimitStore(db);
  },
});

let limiter: RateLimiter | undefined;

/** The site's one rate limiter, on the configured store. */
export async function getRateLimiter(): Promise<RateLimiter> {
  limiter ??= createRateLimiter(await getRateLimitStore());
  return limiter;
}
