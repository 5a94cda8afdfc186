import "server-only";
import { getLimits } from "@/platform/env";
import type { RateAsk, RateLimiter } from "@/platform/rate-limit/limiter";

/**
 * The per-recipient limit on buyer confirmations (`mail.confirmationsPerRecipient` in platform/config/limits.ts). The
 * per-client limit on the form stops one client sending many requests; this one stops many clients, or one
 * changing its address, from turning our confirmation into a stream of e-mails to somebody else's inbox.
 * The counters live in the rate limiter's store, so every instance shares them, and the limiter hashes the
 * address: the store never holds it in clear.
 */

/** One inbox, however the address was typed: domains are case-insensitive, and no provider we know of treats the local part otherwise. */
export function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The hit one confirmation to this address asks of the limiter (the form's action asks it beside its own). */
export function confirmationAsk(email: string): RateAsk {
  return { policy: getLimits().mail.confirmationsPerRecipient, subject: recipientKey(email) };
}

/** Counts one confirmation to this address; false when the address has had its share today. */
export async function confirmationAllowed(limiter: RateLimiter, email: string): Promise<boolean> {
  const { policy, subject } = confirmationAsk(email);
  return (await limiter.consume(policy, subject)).allowed;
}
