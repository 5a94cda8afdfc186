import "server-only";
import { getAbuseSettings } from "@/lib/delegation/abuse-settings";
import { loadFormSecret } from "@/lib/delegation/form-secret";
import { getDelegationStore } from "@/lib/delegation/get-store";
import { RateLimiter } from "@/lib/delegation/rate-limiter";
import type { SubmitDependencies } from "@/lib/delegation/submit-delegation";
import { getEnv } from "@/lib/env";

let secret: Buffer | undefined;
let limiter: RateLimiter | undefined;

export function getFormSecret(): Buffer {
  const env = getEnv();
  secret ??= loadFormSecret(env.FORM_SECRET, env.DATA_DIR);
  return secret;
}

/** One secret, one limiter and one store per server process. */
export async function getSubmitDependencies(): Promise<Omit<SubmitDependencies, "onStored">> {
  const settings = getAbuseSettings();
  limiter ??= new RateLimiter({ limit: settings.rateLimit, windowMs: settings.rateWindowMs });
  return { store: await getDelegationStore(), secret: getFormSecret(), settings, limiter };
}
