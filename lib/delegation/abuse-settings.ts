import "server-only";
import { getEnv } from "@/lib/env";

export interface AbuseSettings {
  readonly minFillMs: number;
  readonly rateLimit: number;
  readonly rateWindowMs: number;
}

/** Strict unless the environment explicitly relaxes them (benchmarks and tests only). */
export const defaultAbuseSettings: AbuseSettings = {
  minFillMs: 3000,
  rateLimit: 5,
  rateWindowMs: 10 * 60 * 1000,
};

export function getAbuseSettings(): AbuseSettings {
  const env = getEnv();
  return {
    minFillMs: env.FORM_MIN_FILL_MS ?? defaultAbuseSettings.minFillMs,
    rateLimit: env.FORM_RATE_LIMIT ?? defaultAbuseSettings.rateLimit,
    rateWindowMs: defaultAbuseSettings.rateWindowMs,
  };
}
