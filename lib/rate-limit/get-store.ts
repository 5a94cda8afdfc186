import "server-only";
import { getEnv } from "@/lib/env";
import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit/limiter";
import type { RateLimitStore } from "@/lib/rate-limit/store";

let storePromise: Promise<RateLimitStore> | undefined;

/** The rate limiter's counters live in the configured store, beside the delegation requests. */
export function getRateLimitStore(): Promise<RateLimitStore> {
  storePromise ??= createConfiguredStore().catch((error: unknown) => {
    storePromise = undefined;
    throw error;
  });
  return storePromise;
}

async function createConfiguredStore(): Promise<RateLimitStore> {
  const env = getEnv();
  if (env.DATA_STORE === "firestore") {
    const { createFirestoreRateLimitStore } = await import("@/lib/rate-limit/firestore-store");
    const { getFirestoreDb } = await import("@/lib/firebase/admin");
    return createFirestoreRateLimitStore(getFirestoreDb());
  }
  const { createSqliteRateLimitStore } = await import("@/lib/rate-limit/sqlite-store");
  const { openDatabase } = await import("@/lib/db/sqlite");
  return createSqliteRateLimitStore(openDatabase(env.DATA_DIR));
}

let limiter: RateLimiter | undefined;

/** The site's one rate limiter, on the configured store. */
export async function getRateLimiter(): Promise<RateLimiter> {
  limiter ??= createRateLimiter(await getRateLimitStore());
  return limiter;
}
