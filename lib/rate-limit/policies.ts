import "server-only";
import type { RatePolicy } from "@/lib/rate-limit/limiter";

const minute = 60_000;

/** The delegation form: distinct submissions (form tokens) per client. The limit is relaxed only for benchmarks. */
export function formSubmitPolicy(limit: number, windowMs: number): RatePolicy {
  return { name: "form-submit", limit, windowMs };
}

/**
 * Sign-in failures for one e-mail from one client. Three are free; after that the pair waits 2 s,
 * then 4 s, 8 s … up to 15 minutes since its last failure. Nobody else is slowed: the same e-mail from a
 * client that has not been failing, and other e-mails from this client, go on as before.
 */
export const signInPairPolicy: RatePolicy = {
  name: "sign-in-pair",
  windowMs: 60 * minute,
  limit: Number.POSITIVE_INFINITY,
  backoff: { free: 3, baseMs: 2_000, maxMs: 15 * minute },
};

/**
 * Sign-in failures from one client across every e-mail: what a password spray from one address looks like,
 * and each attempt costs a password hash. Thirty are free in 15 minutes, far above an office of people
 * mistyping; past that the client waits, doubling from 2 s up to 15 minutes.
 */
export const signInClientPolicy: RatePolicy = {
  name: "sign-in-client",
  windowMs: 15 * minute,
  limit: Number.POSITIVE_INFINITY,
  backoff: { free: 30, baseMs: 2_000, maxMs: 15 * minute },
};

/**
 * Distinct clients failing to sign in as one e-mail in an hour. Nothing is refused (that would let anyone
 * lock an admin out); crossing each of the alert thresholds writes one warning to the log.
 * The count stops at the last threshold, so a large botnet adds no writes past it.
 */
export const signInTargetAlertAt = [5, 20, 100] as const;
export const signInTargetPolicy: RatePolicy = {
  name: "sign-in-target",
  windowMs: 60 * minute,
  limit: signInTargetAlertAt[signInTargetAlertAt.length - 1]!,
};
