import "server-only";
import { bookingLinkFor, bookingPath } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { businessHours } from "@/platform/business-hours/settings";
import { getDelegationStore } from "@/features/delegation/get-store";
import { requestMessages } from "@/features/delegation/outbox-messages";
import type { DelegationRequest } from "@/features/delegation/store";
import type { SubmitDependencies } from "@/features/delegation/submit-delegation";
import { formRateLimiter, getFormSecret } from "@/features/delegation/submit-dependencies";
import { getLimits } from "@/platform/env";
import { confirmationAsk } from "@/platform/mail/confirmation-limit";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { getRateLimiter } from "@/platform/rate-limit/get-store";

/*
 * The request form's submission as this app composes it: the request feature's rules with the booking link
 * the booking feature offers, the outbox's messages and the shared limiter. Here, not in either feature, so
 * the request never imports booking and booking only reads the request.
 */

/** One secret per server process; the store and the limit's counters are shared by every instance. */
export async function getSubmitDependencies(): Promise<Omit<SubmitDependencies, "onStored">> {
  const limits = getLimits().form;
  const rateLimiter = await getRateLimiter();
  const messaging = getMessagingConfig();
  // A confirmation is counted against its address only when e-mail can go out at all, and with the form's limit.
  const limiter = formRateLimiter(rateLimiter, limits.submissions, messaging.mail === "off" ? undefined : confirmationAsk);
  const secret = getFormSecret();
  const bookingLink = (request: DelegationRequest, key: string) => bookingLinkFor(secret, request, businessHours, callSettings, key);
  const bookingUrl = (key: string) => (request: DelegationRequest) => new URL(bookingPath(bookingLink(request, key)), messaging.siteUrl).toString();
  const outbox = (confirm: boolean, key: string) => requestMessages(messaging, confirm, bookingUrl(key));
  return { store: await getDelegationStore(), secret, limits, limiter, bookingLink, outbox };
}
