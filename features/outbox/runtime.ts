import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { company } from "@/platform/config/company";
import { getEnv } from "@/platform/env";
import { logEvent, type Log } from "@/platform/logging/log";
import { messagingConfig, type MessagingConfig } from "@/features/outbox/config";
import { deliverDue, type DeliveryRound, type Sender, type Senders } from "@/features/outbox/deliver";
import type { OutboxStore } from "@/features/outbox/store";
import { createMailSender } from "@/features/outbox/mail-transport";
import { outboxSettingsWith, type OutboxSettings } from "@/features/outbox/settings";
import { createWebhookSender } from "@/features/outbox/webhook-transport";
import { createVisitorGate } from "@/features/outbox/visitor-gate";
import { createDrain } from "@/features/outbox/drain";
import { createClaimQueue } from "@/features/outbox/claim-queue";

/** Claim rounds of one deliverDue call (features/outbox/deliver.ts maxRounds). */
const ROUNDS_PER_CALL = 5;

/** This process's name on its leases: two instances (or two processes on one machine) never share one. */
const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export function getMessagingConfig(): MessagingConfig {
  return messagingConfig(getEnv(), company.email);
}

export function getOutboxSettings(): OutboxSettings {
  return outboxSettingsWith(getEnv());
}

let senders: Senders | undefined;

function getSenders(config: MessagingConfig, settings: OutboxSettings): Senders {
  if (senders) return senders;
  const noMail: Sender = async () => ({ ok: false, permanent: false, error: "e-mail is not configured on this server" });
  // A deployment never writes .eml files; what it cannot send waits for SMTP_URL, or gives up at the limit.
  const mail =
    config.mail === "off"
      ? noMail
      : createMailSender({
          smtpUrl: config.mail === "smtp" ? config.smtpUrl : undefined,
          from: config.from,
          messageIdHost: config.siteUrl.hostname,
          mailDir: config.mailDir,
          sendTimeoutMs: settings.sendTimeoutMs,
        });
  const webhook = createWebhookSender({ secret: config.webhookSecret, sendTimeoutMs: settings.sendTimeoutMs });
  senders = { mail, webhook };
  return senders;
}

/** What delivers the outbox in this process: each takes its store from the one function given to createOutboxDelivery. */
export interface OutboxDelivery {
  /** Delivers everything due (a sweep): the timer, the flush endpoint, an admin's or a booking's change. */
  deliverOutbox(log?: Log): Promise<DeliveryRound>;
  deliverOutboxQuietly(log?: Log): Promise<void>;
  /** Delivers the messages a write in this process just stored, claimed by id, without a sweep; never throws. */
  deliverStoredQuietly(ids: readonly string[], log?: Log): Promise<void>;
  onOutboxTimer(write: () => Promise<boolean>): () => Promise<void>;
  scheduleOutboxDelivery(): () => Promise<void>;
  /** Runs a visitor's request (the form's submission, its confirmation) ahead of this process's delivery rounds. */
  servingVisitor<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The delivery functions over the store `getStore` gives. The outbox knows none of its owners: the feature that
 * composes them (features/delegation/outbox-delivery.ts) passes a store that writes what an owner records when a
 * message is given up on, in the same write (the stores' onGiveUp).
 */
export function createOutboxDelivery(getStore: () => Promise<OutboxStore>): OutboxDelivery {
  const visitors = createVisitorGate();
  const drain = createDrain();
  const claims = createClaimQueue(getStore, holder, () => getOutboxSettings().leaseMs);

  /**
   * Delivers what is due. Calls while a delivery runs in this process join it and ask for one more pass,
   * so a request stored mid-run is not left for the timer; other processes are kept off by the leases.
   */
  function deliverOutbox(log: Log = logEvent): Promise<DeliveryRound> {
    claims.sweep();
    return deliverClaimed(log);
  }

  function deliverClaimed(log: Log): Promise<DeliveryRound> {
    return drain.run(async () => {
      const settings = getOutboxSettings();
      const store = await getStore();
      const send = getSenders(getMessagingConfig(), settings);
      return {
        pass: () =>
          deliverDue(store, send, settings, { holder, log, maxRounds: ROUNDS_PER_CALL, beforeRound: () => visitors.quiet(settings.visitorsFirstMs), claim: claims.claim }),
        fullAt: ROUNDS_PER_CALL * settings.batchSize,
        // A backlog (a burst's mail, which waited for its visitors) goes on being sent now rather than 50 messages a
        // timer tick, for half a timer interval after the last call at most. With visitors in flight throughout, a
        // pass's rounds each wait visitorsFirstMs first, so a flush call may then outlast the scheduler's 60 s
        // deadline; a call cut off loses nothing, as every message waits before its claim (docs/mail-and-outbox.md).
        budgetMs: settings.timerIntervalMs / 2,
      };
    });
  }

  /** A delivery that never throws: for after() and the timer, where a failure can only be logged. */
  async function quietly(delivery: Promise<DeliveryRound>, log: Log): Promise<void> {
    try {
      await delivery;
    } catch (error) {
      log("outbox.delivery_failed", { error: error instanceof Error ? error.message.slice(0, 300) : "unknown" }, "error", { error });
    }
  }

  const deliverOutboxQuietly = (log: Log = logEvent) => quietly(deliverOutbox(log), log);

  function deliverStoredQuietly(ids: readonly string[], log: Log = logEvent): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    claims.name(ids);
    return quietly(deliverClaimed(log), log);
  }

  /**
   * Work a feature does on the outbox's timer that writes messages (meeting-link updates, reminders): `write`
   * runs each round, one round at a time, and when it wrote any, they are delivered at once rather than on the
   * next round. On Cloud Run the scheduler's call to POST /api/outbox/flush does the same. Returns the stop,
   * which waits for a round under way.
   */
  function onOutboxTimer(write: () => Promise<boolean>): () => Promise<void> {
    let round: Promise<void> | null = null;
    const run = () => {
      round ??= (async () => {
        if (await write()) await deliverOutboxQuietly();
      })().finally(() => {
        round = null;
      });
      return round;
    };
    const timer = setInterval(() => void run(), getOutboxSettings().timerIntervalMs);
    timer.unref?.();
    return async () => {
      clearInterval(timer);
      await round;
    };
  }

  /**
   * A long-running server (`npm start`, a VM) delivers on a timer as well, so a message that failed is
   * retried soon after the other side is back without waiting for a visitor. Returns the timer's stop, which
   * waits for a round under way.
   */
  function scheduleOutboxDelivery(): () => Promise<void> {
    const timer = setInterval(() => void deliverOutboxQuietly(), getOutboxSettings().timerIntervalMs);
    timer.unref?.();
    void deliverOutboxQuietly();
    // On shutdown: no new rounds, and the one under way finishes (its leases would otherwise hold its messages).
    return async () => {
      clearInterval(timer);
      await drain.current()?.catch(() => undefined);
    };
  }
  return { deliverOutbox, deliverOutboxQuietly, deliverStoredQuietly, onOutboxTimer, scheduleOutboxDelivery, servingVisitor: (work) => visitors.serving(work) };
}
