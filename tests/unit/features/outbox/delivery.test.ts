/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { openDatabase } from "@/platform/db/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import type { Log } from "@/platform/logging/log";
import { deliverDue, type Sender, type Senders } from "@/features/outbox/deliver";
import { createMailSender, messageIdOf } from "@/features/outbox/mail-transport";
import { requestMessages } from "@/features/delegation/outbox-messages";
import type { OutboxSettings } from "@/features/outbox/settings";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { createWebhookSender } from "@/features/outbox/webhook-transport";
import { newRequest } from "../../../contract/delegation-store-contract";
import { startSmtpSink, type SmtpSink } from "../../../support/smtp-sink";
import { requestOwner } from "@/features/delegation/outbox-channels";

const settings: OutboxSettings = {
  backoffBaseMs: 1_000,
  backoffMaxMs: 10_000,
  attemptLimit: 3,
  leaseMs: 30_000,
  sendTimeoutMs: 2_000,
  batchSize: 10,
  keptAttempts: 10,
  timerIntervalMs: 1_000,
  visitorsFirstMs: 0,
};
const messaging = { mail: "smtp" as const, salesInbox: ["sales@openseat.example", "desk@openseat.example"], webhookUrl: undefined, siteUrl: new URL("https://www.openseat.example") };

/** The site's stores on one in-memory database, its real senders, and a clock the test moves. */
function harness(mail: Sender) {
  const db = openDatabase(".", ":memory:");
  const requests = createSqliteDelegationStore(db);
  const outbox = createSqliteOutboxStore(db);
  // Real time, moved forward by the test: requests are stamped with the real clock.
  let offset = 0;
  const lines: { event: string; level: string; fields: Record<string, unknown> }[] = [];
  const log: Log = (event, fields = {}, level = "info") => void lines.push({ event, level, fields: fields as Record<string, unknown> });
  const senders: Senders = { mail, webhook: createWebhookSender({ secret: undefined, sendTimeoutMs: 500 }) };
  return {
    requests,
    outbox,
    lines,
    advance: (ms: number) => void (offset += ms),
    deliver: (holder = "test") => deliverDue(outbox, senders, settings, { holder, log, now: () => new Date(Date.now() + offset) }),
    create: (email = "jane@acme.io") => requests.create({ ...newRequest({ email }), outbox: requestMessages(messaging, true) }),
  };
}

describe("delivery over SMTP to a real server on loopback", () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.stop();
  });

  const smtpSender = () => createMailSender({ smtpUrl: sink.url, from: "OpenSeat <hello@openseat.example>", messageIdHost: "www.openseat.example", mailDir: "/nonexistent", sendTimeoutMs: 2_000 });

  it("sends the buyer's confirmation and the staff alert once each, with the message's own Message-ID", async () => {
    const site = harness(smtpSender());
    const { request } = await site.create();
    expect(await site.deliver()).toEqual({ sent: 2, retrying: 0, failed: 0, bounced: 0, unsettled: 0 });
    expect(await site.deliver()).toEqual({ sent: 0, retrying: 0, failed: 0, bounced: 0, unsettled: 0 });
    const messages = await site.outbox.listForOwner(requestOwner.of(request.id));
    expect(sink.received).toHaveLength(2);
    const buyer = sink.received.find((mail) => mail.to.includes("jane@acme.io"))!;
    expect(buyer.parsed.messageId).toBe(messageIdOf(messages.find((m) => m.channel === "buyer-confirmation")!, "www.openseat.example"));
    expect(buyer.parsed.subject).toContain(request.reference);
    expect(buyer.from).toBe("hello@openseat.example");
    const staff = sink.received.find((mail) => mail.to.includes("sales@openseat.example"))!;
    expect(staff.to).toEqual(["sales@openseat.example", "desk@openseat.example"]);
    expect(staff.parsed.text).toContain(`https://www.openseat.example/admin/requests/${request.id}`);
    expect(messages.every((message) => message.state === "sent" && message.sentAt !== null)).toBe(true);
    expect(site.lines.filter((line) => line.event === "outbox.sent" && line.level === "info")).toHaveLength(2);
  });

  it("sends a reply written on the desk from MAIL_FROM with Reply-To the admin's address", async () => {
    const site = harness(smtpSender());
    const reply = { kind: "mail" as const, subject: "Re: your request", text: "Hello", html: "<p>Hello</p>", replyTo: "ana@openseat.example" };
    await site.outbox.enqueue({ kind: "request", id: "req-reply" }, [{ channel: "desk-reply", recipients: ["jane@acme.io"], payload: reply }], { at: new Date().toISOString(), expiresAt: "2030-01-01T00:00:00.000Z" });
    expect((await site.deliver()).sent).toBe(1);
    expect(sink.received[0]!.from).toBe("hello@openseat.example");
    expect(sink.received[0]!.parsed.replyTo?.text).toBe("ana@openseat.example");
  });

  it("retries after the server was down, with the same Message-ID, and gives up at the limit", async () => {
    const site = harness(smtpSender());
    await sink.stop();
    const { request } = await site.create();
    expect(await site.deliver()).toMatchObject({ sent: 0, retrying: 2 });
    expect(site.lines.filter((line) => line.event === "outbox.retry_scheduled" && line.level === "warn")).toHaveLength(2);
    // Not due yet: nothing is tried.
    expect(await site.deliver()).toMatchObject({ sent: 0, retrying: 0 });
    await sink.start();
    site.advance(1_000);
    expect(await site.deliver()).toMatchObject({ sent: 2, retrying: 0 });
    const messages = await site.outbox.listForOwner(requestOwner.of(request.id));
    expect(sink.received.map((mail) => mail.parsed.messageId).sort()).toEqual(messages.map((m) => messageIdOf(m, "www.openseat.example")).sort());
    expect(messages.map((message) => message.attempts.map((attempt) => attempt.ok))).toEqual([[false, true], [false, true]]);

    await sink.stop();
    const second = await site.create("other@acme.io");
    for (let i = 0; i < 3; i += 1) {
      await site.deliver();
      site.advance(10_000);
    }
    const gaveUp = await site.outbox.listForOwner(requestOwner.of(second.request.id));
    expect(gaveUp.map((message) => [message.state, message.attemptCount])).toEqual([["failed", 3], ["failed", 3]]);
    expect(site.lines.filter((line) => line.event === "outbox.gave_up" && line.level === "error")).toHaveLength(2);
  });

  it("marks an address refused with 5xx bounced, and retries one refused with 4xx", async () => {
    const site = harness(smtpSender());
    sink.refuse.set("ghost@acme.io", 550);
    sink.refuse.set("busy@acme.io", 451);
    const ghost = (await site.create("ghost@acme.io")).request;
    const busy = (await site.create("busy@acme.io")).request;
    await site.deliver();
    const confirmation = async (id: string) => (await site.outbox.listForOwner(requestOwner.of(id))).find((message) => message.channel === "buyer-confirmation")!;
    expect(await confirmation(ghost.id)).toMatchObject({ state: "bounced", nextAttemptAt: null });
    expect((await confirmation(ghost.id)).attempts[0]?.error).toContain("550");
    expect(await confirmation(busy.id)).toMatchObject({ state: "pending", attemptCount: 1 });
    expect(site.lines.filter((line) => line.event === "outbox.bounced" && line.level === "error")).toHaveLength(1);
  });

  it("sends each message once when two deliverers run at the same moment", async () => {
    const site = harness(smtpSender());
    for (let i = 0; i < 4; i += 1) await site.create(`buyer${i}@acme.io`);
    const rounds = await Promise.all([site.deliver("one"), site.deliver("two"), site.deliver("three")]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(8);
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });

  it("claims nothing while a round waits for visitors, then sends each message once", async () => {
    const site = harness(smtpSender());
    const { request } = await site.create();
    let visitorsDone!: () => void;
    const waiting = new Promise<void>((resolve) => (visitorsDone = resolve));
    const round = deliverDue(site.outbox, { mail: smtpSender(), webhook: createWebhookSender({ secret: undefined, sendTimeoutMs: 500 }) }, settings, { holder: "gated", beforeRound: () => waiting });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing leased while it waits: another deliverer may still take every message.
    const held = await site.outbox.listForOwner(requestOwner.of(request.id));
    expect(held.map((message) => [message.state, message.lease])).toEqual([["pending", null], ["pending", null]]);
    expect(sink.received).toHaveLength(0);
    visitorsDone();
    expect((await round).sent).toBe(2);
    expect(sink.received).toHaveLength(2);
  });
});

describe("delivery without SMTP, on a local run", () => {
  it("writes each message as an .eml file in the request's folder, parseable, with its Message-ID, readable by this account only", async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), "openseat-eml-"));
    try {
      const site = harness(createMailSender({ smtpUrl: undefined, from: "hello@openseat.example", messageIdHost: "localhost", mailDir, sendTimeoutMs: 2_000 }));
      const { request } = await site.create();
      expect(await site.deliver()).toMatchObject({ sent: 2 });
      const folder = path.join(mailDir, request.id);
      const files = readdirSync(folder).sort();
      const messages = await site.outbox.listForOwner(requestOwner.of(request.id));
      expect(files).toEqual(messages.map((message) => `${message.id}.eml`).sort());
      for (const message of messages) {
        const parsed = await simpleParser(readFileSync(path.join(folder, `${message.id}.eml`)));
        expect(parsed.messageId).toBe(`<${message.id}@localhost>`);
        expect(parsed.subject).toContain(request.reference);
        expect(parsed.html).toBeTruthy();
        expect(statSync(path.join(folder, `${message.id}.eml`)).mode & 0o777).toBe(0o600);
      }
      expect(statSync(folder).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });

  it("sends a kind of message this release declares nowhere by its payload's transport, into its owner's folder", async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), "openseat-eml-"));
    try {
      const site = harness(createMailSender({ smtpUrl: undefined, from: "hello@openseat.example", messageIdHost: "localhost", mailDir, sendTimeoutMs: 2_000 }));
      const owner = { kind: "staff-digest", id: "sam@openseat.example" };
      const at = new Date().toISOString();
      const [message] = await site.outbox.enqueue(owner, [{ channel: "morning-digest", recipients: ["sam@openseat.example"], payload: { kind: "mail", subject: "Today", text: "t", html: "<p>t</p>" } }], { at, expiresAt: at });
      expect(await site.deliver()).toMatchObject({ sent: 1, failed: 0, bounced: 0 });
      expect(readdirSync(path.join(mailDir, "staff-digest", "sam%40openseat.example"))).toEqual([`${message!.id}.eml`]);
      expect(site.lines.find((line) => line.event === "outbox.sent")?.fields).toMatchObject({ id: message!.id, owner: "staff-digest:sam@openseat.example", channel: "morning-digest" });
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
