import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit/limiter";
import type { RateLimitStore } from "@/lib/rate-limit/store";

/** The rate limiter's counters live in the configured store, beside the delegation requests. */
export const getRateLimitStore = configuredStore<RateLimitStore>({
  sqlite: async () => {
    const { createSqliteRateLimitStore } = await import("@/lib/rate-limit/sqlite");
    return (database) => createSqliteRateLimitStore(database);
  },
  firestore: async () => {
    const { createFirestoreRateLimitStore } = await import("@/lib/rate-limit/firestore");
    return (db) => createFirestoreRateLimitStore(db);
  },
});

let limiter: RateLimiter | undefined;

/** The site's one rate limiter, on the configured store. */
export async function getRateLimiter(): Promise<RateLimiter> {
  limiter ??= createRateLimiter(await getRateLimitStore());
  return limiter;
}
