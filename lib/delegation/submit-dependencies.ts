import "server-only";
import { bookingLinkFor, bookingPath } from "@/lib/booking/service";
import { callSettings } from "@/lib/booking/slots";
import { businessHours } from "@/lib/business-hours/settings";
import { loadFormSecret } from "@/lib/delegation/form-secret";
import { getDelegationStore } from "@/lib/delegation/get-store";
import type { FormRateLimiter, SubmitDependencies } from "@/lib/delegation/submit-delegation";
import { getEnv } from "@/lib/env";
import { getLimits } from "@/lib/env";
import { confirmationAllowed } from "@/lib/mail/confirmation-limit";
import { requestMessages } from "@/lib/delegation/outbox-messages";
import { getMessagingConfig } from "@/lib/outbox/runtime";
import { getRateLimiter } from "@/lib/rate-limit/get-store";
import type { RateLimiter, RatePolicy } from "@/lib/rate-limit/limiter";

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

/** One secret per server process; the store and the limit's counters are shared by every instance. */
export async function getSubmitDependencies(): Promise<Omit<SubmitDependencies, "onStored">> {
  const limits = getLimits().form;
  const rateLimiter = await getRateLimiter();
  const limiter = formRateLimiter(rateLimiter, limits.submissions);
  const messaging = getMessagingConfig();
  // A confirmation is counted against its address only when e-mail can go out at all.
  const secret = getFormSecret();
  const bookingUrl = (request: Parameters<typeof bookingLinkFor>[1]) =>
    new URL(bookingPath(bookingLinkFor(secret, request, businessHours, callSettings)), messaging.siteUrl).toString();
  const outbox = async (email: string) => requestMessages(messaging, messaging.mail !== "off" && (await confirmationAllowed(rateLimiter, email)), bookingUrl);
  return { store: await getDelegationStore(), secret, limits, limiter, outbox };
}
