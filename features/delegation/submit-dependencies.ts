import "server-only";
import { loadFormSecret } from "@/features/delegation/form-secret";
import type { FormRateLimiter } from "@/features/delegation/submit-delegation";
import { getEnv } from "@/platform/env";
import type { RateAsk, RateLimiter, RatePolicy } from "@/platform/rate-limit/limiter";

let secret: Buffer | undefined;

export function getFormSecret(): Buffer {
  const env = getEnv();
  secret ??= loadFormSecret(env.FORM_SECRET, env.DATA_DIR);
  return secret;
}

/**
 * The form's limit on the site's rate limiter: distinct form tokens per client; with `confirmations`, the
 * per-recipient limit on the buyer's confirmation is asked beside it (left out when no e-mail can go).
 */
export function formRateLimiter(limiter: RateLimiter, policy: RatePolicy, confirmations?: (email: string) => RateAsk): FormRateLimiter {
  return {
    async hit(client, formKey, recipient) {
      const form = { policy, subject: client, member: formKey };
      if (recipient === undefined || !confirmations) {
        const decision = await limiter.consume(policy, client, formKey);
        return decision.allowed ? { allowed: true, confirm: false } : decision;
      }
      const [decision, confirmation] = await limiter.consumeBoth(form, confirmations(recipient));
      return decision.allowed ? { allowed: true, confirm: confirmation?.allowed === true } : decision;
    },
  };
}
