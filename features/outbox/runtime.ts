import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { company } from "@/platform/config/company";
import { getEnv } from "@/platform/env";
import { logEvent, type Log } from "@/platform/logging/log";
import { messagingConfig, type MessagingConfig } from "@/features/outbox/config";
import { deliverDue, type DeliveryRound, type Sender } from "@/features/outbox/deliver";
import { getOutboxStore } from "@/features/outbox/get-store";
import { createMailSender } from "@/features/outbox/mail-transport";
import { outboxSettingsWith, type OutboxSettings } from "@/features/outbox/settings";
import type { OutboxChannel } from "@/features/outbox/store";
import { createWebhookSender } from "@/features/outbox/webhook-transport";

/** This process's name on its leases: two instances (or two processes on one machine) never share one. */
const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export function getMessagingConfig(): MessagingConfig {
  return messagingConfig(getEnv(), company.email);
}

export function getOutboxSettings(): OutboxSettings {
  return outboxSettingsWith(getEnv());
}

let senders: Readonly<Record<OutboxChannel, Sender>> | undefined;

function getSenders(config: MessagingConfig, settings: OutboxSettings): Readonly<Record<OutboxChannel, Sender>> {
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
  senders = { "buyer-confirmation": mail, "staff-alert": mail, webhook, "call-buyer": mail, "call-staff": mail };
  return senders;
}

let running: Promise<DeliveryRound> | null = null;
let again = false;

/**
 * Delivers what is due. Calls while a delivery runs in this process join it and ask for one more pass,
 * so a request stored mid-run is not left for the timer; other processes are kept off by the leases.
 */
export function deliverOutbox(log: Log = logEvent): Promise<DeliveryRound> {
  if (running) {
    again = true;
    return running;
  }
  const settings = getOutboxSettings();
  running = (async () => {
    const store = await getOutboxStore();
    const send = getSenders(getMessagingConfig(), settings);
    const total = { sent: 0, retrying: 0, failed: 0, bounced: 0, unsettled: 0 };
    do {
      again = false;
      const round = await deliverDue(store, send, settings, { holder, log });
      for (const key of Object.keys(total) as (keyof DeliveryRound)[]) total[key] += round[key];
    } while (again);
    return total;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The same, never throwing: for after() and the timer, where a failure can only be logged. */
export async function deliverOutboxQuietly(log: Log = logEvent): Promise<void> {
  try {
    await deliverOutbox(log);
  } catch (error) {
    log("outbox.delivery_failed", { error: error instanceof Error ? error.message.slice(0, 300) : "unknown" }, "error", { error });
  }
}

/**
 * A long-running server (`npm start`, a VM) delivers on a timer as well, so a message that failed is
 * retried soon after the other side is back without waiting for a visitor. Returns the timer's stop, which
 * waits for a round under way.
 */
export function scheduleOutboxDelivery(): () => Promise<void> {
  const timer = setInterval(() => void deliverOutboxQuietly(), getOutboxSettings().timerIntervalMs);
  timer.unref?.();
  void deliverOutboxQuietly();
  // On shutdown: no new rounds, and the one under way finishes (its leases would otherwise hold its messages).
  return async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  };
}
