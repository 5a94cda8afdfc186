import "server-only";
import { loadFormSecret } from "@/features/delegation/form-secret";
import type { FormRateLimiter } from "@/features/delegation/submit-delegation";
import { getEnv } from "@/platform/env";
import type { RateLimiter, RatePolicy } from "@/platform/rate-limit/limiter";

let secret: Buffer | undefined;

export function getFormSecret(): Buffer {
  const env = getEnv();
  secret ??= loadFormSecret(env.FORM_SECRET, env.DATA_DIR);
  return secret;
}

/** The form's limit on the site's rate limiter: distinct form tokens per client. */
export function formRateLimiter(limiter: RateLimiter, policy: RatePolicy): FormRateLimiter {
  return {
    async hit(client, formKey) {
      const decision = await limiter.consume(policy, client, formKey);
      return decision.allowed ? { allowed: true } : decision;
    },
  };
}
