import "server-only";
import { logEvent, type Log } from "@/platform/logging/log";
import { outcomeOf, type SendResult } from "@/features/outbox/rules";
import type { OutboxSettings } from "@/features/outbox/settings";
import { ownerKey } from "@/features/outbox/owners";
import type { OutboxMessage, OutboxStore, OutboxTransport } from "@/features/outbox/store";

export type Sender = (message: OutboxMessage) => Promise<SendResult>;

/**
 * One sender per transport. A message goes by its payload's kind, whatever its channel: a channel declared
 * by a feature this process does not know (a newer release's, during a rollout) is still delivered.
 */
export type Senders = Readonly<Record<OutboxTransport, Sender>>;

export interface DeliveryRound {
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
  readonly bounced: number;
  /** Sent or not, but the outcome could not be written (the store failed, or the lease was lost): it will be tried again. */
  readonly unsettled: number;
}

export interface DeliveryOptions {
  /** This deliverer's name on its leases: unique per process. */
  readonly holder: string;
  readonly now?: () => Date;
  readonly log?: Log;
  /** Claim rounds per call at most, so one call (a request's after(), the endpoint) ends in bounded time. */
  readonly maxRounds?: number;
  /** Awaited before each claim, never while a message is leased: the runtime lets visitors' requests go first. */
  readonly beforeRound?: () => Promise<void>;
  /**
   * Leases up to `limit` messages at `now` for a round; by default the store's due query (claimDue). The runtime
   * claims the messages its own requests just stored by name first (claim-queue.ts).
   */
  readonly claim?: (now: string, limit: number) => Promise<OutboxMessage[]>;
}

const levels = { sent: "info", pending: "warn", failed: "error", bounced: "error" } as const;
const events = { sent: "outbox.sent", pending: "outbox.retry_scheduled", failed: "outbox.gave_up", bounced: "outbox.bounced" } as const;

/**
 * Claims what is due, sends it, and writes each outcome: sent; pending again after the backoff; failed
 * after the last allowed try; bounced on a permanent refusal. One log line per try. Messages are sent side
 * by side within a round; rounds go on while full ones come back.
 */
export async function deliverDue(
  store: OutboxStore,
  senders: Senders,
  settings: OutboxSettings,
  options: DeliveryOptions,
): Promise<DeliveryRound> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? logEvent;
  const totals = { sent: 0, retrying: 0, failed: 0, bounced: 0, unsettled: 0 };
  const claim = options.claim ?? ((at: string, limit: number) => store.claimDue(at, options.holder, settings.leaseMs, limit));
  for (let round = 0; round < (options.maxRounds ?? 5); round += 1) {
    await options.beforeRound?.();
    const claimed = await claim(now().toISOString(), settings.batchSize);
    await Promise.all(
      claimed.map(async (message) => {
        let result: SendResult;
        try {
          const send = Object.hasOwn(senders, message.payload.kind) ? senders[message.payload.kind] : undefined;
          result = send ? await send(message) : { ok: false, permanent: true, error: "no transport for this message" };
        } catch (error) {
          result = { ok: false, permanent: false, error: error instanceof Error ? error.message : "unknown error" };
        }
        const outcome = outcomeOf(message, result, now(), settings);
        const fields = {
          id: message.id,
          owner: ownerKey(message.owner),
          channel: message.channel,
          attempt: message.attemptCount + 1,
          ...(outcome.state === "pending" ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
          ...(result.ok ? {} : { error: result.error.slice(0, 300) }),
        };
        try {
          if (!(await store.settle(message.id, options.holder, outcome))) throw new Error("lease lost");
        } catch (error) {
          totals.unsettled += 1;
          log("outbox.settle_failed", { ...fields, state: outcome.state, reason: error instanceof Error ? error.message : "unknown" }, "error", { error });
          return;
        }
        log(events[outcome.state], fields, levels[outcome.state]);
        if (outcome.state === "sent") totals.sent += 1;
        else if (outcome.state === "pending") totals.retrying += 1;
        else if (outcome.state === "failed") totals.failed += 1;
        else totals.bounced += 1;
      }),
    );
    if (claimed.length < settings.batchSize) break;
  }
  return totals;
}
