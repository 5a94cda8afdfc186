/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import type { OutboxMessage } from "@/features/outbox/store";
import { createWebhookSender } from "@/features/outbox/webhook-transport";

const secret = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;

interface Received {
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A real receiver on loopback, answering each call with the next status of `statuses` (or hanging on 0). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      const status = statuses.shift() ?? 204;
      if (status === 0) return; // never answers: the sender's timeout must end the try
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

function message(url: string): OutboxMessage {
  return {
    id: "0b7c6f1e-8d0a-4a53-9a55-1d1f5f7c2a10",
    requestId: "r1",
    channel: "webhook",
    recipients: [url],
    payload: { kind: "webhook", body: JSON.stringify({ event: "delegation_request.created", reference: "DR-7K2F9Q" }) },
    state: "pending",
    attemptCount: 0,
    attempts: [],
    nextAttemptAt: "2026-01-01T00:00:00.000Z",
    lease: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    sentAt: null,
  };
}

describe("the webhook sender", () => {
  it("signs per Standard Webhooks, keeps the webhook-id across tries, and reports 5xx and timeouts as retryable", async () => {
    const hook = await receiver([500, 0, 200]);
    try {
      const send = createWebhookSender({ secret, sendTimeoutMs: 500 });
      const outbox = message(hook.url);
      expect(await send(outbox)).toEqual({ ok: false, permanent: false, error: "HTTP 500" });
      expect(await send(outbox)).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/Timeout|Abort/) });
      expect(await send(outbox)).toEqual({ ok: true });
      expect(hook.received).toHaveLength(3);
      for (const call of hook.received) {
        expect(call.headers["webhook-id"]).toBe(outbox.id);
        expect(call.body).toBe(outbox.payload.kind === "webhook" ? outbox.payload.body : "");
        // What a receiver does: verify with the shared secret, which throws on any mismatch.
        expect(new Webhook(secret).verify(call.body, call.headers as Record<string, string>)).toEqual(JSON.parse(call.body));
      }
      const tampered = { ...(hook.received[2]!.headers as Record<string, string>), "webhook-id": "someone-else" };
      expect(() => new Webhook(secret).verify(hook.received[2]!.body, tampered)).toThrow();
    } finally {
      await hook.close();
    }
  });

  it("reports an unreachable receiver as retryable", async () => {
    const hook = await receiver([]);
    await hook.close();
    const result = await createWebhookSender({ secret, sendTimeoutMs: 500 })(message(hook.url));
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});
