import type { OutboxAttempt, OutboxMessage, OutboxOutcome } from "@/features/outbox/store";
import type { OutboxSettings } from "@/features/outbox/settings";

/** What one try came to. `permanent` marks a refusal that no retry can change (an SMTP 5xx for the recipient). */
export type SendResult = { readonly ok: true } | { readonly ok: false; readonly permanent: boolean; readonly error: string };

/** Errors are kept on the message and shown to staff: short, and never a whole server reply. */
const ERROR_CHARS = 300;

/** The wait after the `failures`-th failed try (1 for the first): doubling from the base, capped. */
export function backoffMs(failures: number, settings: Pick<OutboxSettings, "backoffBaseMs" | "backoffMaxMs">): number {
  const exponent = Math.max(0, failures - 1);
  // 2^30 already passes any cap; stopping there keeps the product finite.
  return Math.min(settings.backoffMaxMs, settings.backoffBaseMs * 2 ** Math.min(exponent, 30));
}

/** The newest `keep` tries, oldest first, with this one appended. */
export function cappedAttempts<T = OutboxAttempt>(previous: readonly T[], attempt: T, keep: number): T[] {
  return [...previous, attempt].slice(-Math.max(1, keep));
}

/**
 * The state a message moves to after a try: sent on success; bounced on a permanent refusal; failed once
 * the try was the last one allowed; otherwise pending again, due after the backoff.
 */
export function outcomeOf(
  message: Pick<OutboxMessage, "attemptCount">,
  result: SendResult,
  now: Date,
  settings: Pick<OutboxSettings, "backoffBaseMs" | "backoffMaxMs" | "attemptLimit" | "keptAttempts">,
): OutboxOutcome {
  const at = now.toISOString();
  const keptAttempts = settings.keptAttempts;
  if (result.ok) return { attempt: { at, ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts };
  const attempt = { at, ok: false, error: result.error.slice(0, ERROR_CHARS) };
  if (result.permanent) return { attempt, state: "bounced", nextAttemptAt: null, keptAttempts };
  const tries = message.attemptCount + 1;
  if (tries >= settings.attemptLimit) return { attempt, state: "failed", nextAttemptAt: null, keptAttempts };
  return { attempt, state: "pending", nextAttemptAt: new Date(now.getTime() + backoffMs(tries, settings)).toISOString(), keptAttempts };
}
