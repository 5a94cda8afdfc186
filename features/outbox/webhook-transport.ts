import "server-only";
import { Webhook } from "standardwebhooks";
import type { SendResult } from "@/features/outbox/rules";
import type { OutboxMessage } from "@/features/outbox/store";

export interface WebhookTransportConfig {
  /** `whsec_` and the base64 key, as Standard Webhooks writes it; unset sends the call unsigned. */
  readonly secret: string | undefined;
  readonly sendTimeoutMs: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
}

/**
 * The headers of one try, per the Standard Webhooks specification: the id is the message's own, the same on
 * every try (a receiver drops a repeat by it); the timestamp is the try's, so a receiver's freshness window holds.
 */
export function webhookHeaders(message: Pick<OutboxMessage, "id">, body: string, secret: string | undefined, at: Date): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
  };
  if (secret) headers["webhook-signature"] = new Webhook(secret).sign(message.id, at, body);
  return headers;
}

/** Posts the stored body to the stored URL: a 2xx answer is delivery; anything else, or no answer in time, is retried. */
export function createWebhookSender(config: WebhookTransportConfig): (message: OutboxMessage) => Promise<SendResult> {
  const fetchImpl = config.fetch ?? fetch;
  return async (message) => {
    const url = message.recipients[0];
    if (message.payload.kind !== "webhook" || !url) return { ok: false, permanent: true, error: "not a webhook call" };
    const body = message.payload.body;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: webhookHeaders(message, body, config.secret, config.now?.() ?? new Date()),
        body,
        signal: AbortSignal.timeout(config.sendTimeoutMs),
        redirect: "manual",
      });
      await response.body?.cancel();
      return response.ok ? { ok: true } : { ok: false, permanent: false, error: `HTTP ${response.status}` };
    } catch (error) {
      // Read by shape: a timeout is a DOMException, which need not be an Error of this realm.
      const { name, message: text } = (error ?? {}) as { name?: unknown; message?: unknown };
      return { ok: false, permanent: false, error: typeof name === "string" ? `${name}: ${String(text)}` : "unknown error" };
    }
  };
}
