import { expect, test, type Browser } from "@playwright/test";
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { Webhook } from "standardwebhooks";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { minimumFillMs, postForm, prepareForms } from "./support/delegation-posts";
import { startMailSites, type MailSites } from "./support/own-site";
import { storeEnv, type SiteMetadata } from "./support/site";
import { newVisitor, sendRequest } from "./support/request-form";

/**
 * Every message a request owes, end to end: two server processes from the same build on one store (the
 * sqlite project on one data folder, the firestore project on a project of its own on the emulator), a
 * real SMTP server on loopback as the mail provider, and a webhook receiver that verifies each signature.
 * Delivery is driven through POST /api/outbox/flush, as Cloud Scheduler drives it, so nothing waits on a timer.
 */
test.describe("the outbox @store", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const webhookSecret = `whsec_${randomBytes(32).toString("base64")}`;
  const salesInbox = "sales@openseat.example";
  let sink: SmtpSink;
  let sites: MailSites | undefined;
  let bases: readonly string[] = [];
  let hookServer: http.Server;
  /** Every webhook call: its id, whether its signature verified, and what it was answered. */
  const hookCalls: { id: string; verified: boolean; status: number; body: Record<string, unknown> }[] = [];



  /** A receiver as the README describes: verify, then answer. It answers 500 the first time it sees an id. */
  async function startWebhookReceiver(): Promise<string> {
    hookServer = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const headers = request.headers as Record<string, string>;
        let verified = false;
        try {
          new Webhook(webhookSecret).verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
        const id = headers["webhook-id"] ?? "";
        const status = !verified ? 400 : hookCalls.some((call) => call.id === id) ? 204 : 500;
        hookCalls.push({ id, verified, status, body: JSON.parse(body) as Record<string, unknown> });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(hookServer.address() as net.AddressInfo).port}/lead`;
  }

  async function flush(base: string) {
    const response = await fetch(`${base}/api/outbox/flush`, { method: "POST", headers: { authorization: `Bearer ${sites!.cronSecret}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { sent: number; retrying: number; failed: number; bounced: number; unsettled: number };
  }

  const ofReference = (reference: string) => (mail: ReceivedMail) => (mail.parsed.subject ?? "").includes(reference);
  const mailsFor = (reference: string) => sink.received.filter(ofReference(reference));

  /** Fills in and sends the form in a browser with or without JavaScript; returns the reference it was stored under. */
  async function sendInBrowser(browser: Browser, base: string, javaScriptEnabled: boolean, email: string): Promise<string> {
    const context = await newVisitor(browser, javaScriptEnabled, { baseURL: base, timezoneId: "America/New_York" });
    const page = await context.newPage();
    await sendRequest(page, { fullName: "Jane Outbox", email, company: "Acme Mail Ltd", otherTasks: "A monthly report", timeZone: "America/New_York" });
    await page.waitForURL(/reference=DR-/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await context.close();
    expect(reference).toMatch(/^DR-/);
    return reference;
  }

  test.beforeAll(async () => {
    const metadata = test.info().project.metadata as SiteMetadata;
    // A project of its own on the shared emulator: the other specs' servers deliver their own outbox, not this one's.
    const store = metadata.store === "firestore" ? { ...storeEnv(metadata), FIREBASE_PROJECT_ID: `demo-outbox-${randomUUID().slice(0, 8)}` } : storeEnv(metadata);
    sink = await startSmtpSink();
    const hookUrl = await startWebhookReceiver();
    // A failed message is due again at once, and no timer runs during the test: the flush endpoint delivers.
    sites = await startMailSites(2, store, sink.url, { SALES_INBOX: salesInbox, NOTIFY_WEBHOOK_URL: hookUrl, NOTIFY_WEBHOOK_SECRET: webhookSecret });
    ({ bases } = sites);
  });

  test.afterEach(async ({}, testInfo) => {
    // Kept for a failing test's report: the servers' log lines say what each try came to.
    if (testInfo.status !== testInfo.expectedStatus && sites) await testInfo.attach("servers.log", { body: sites.output(), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    sites?.stop();
    await sink?.stop();
    hookServer?.closeAllConnections();
    await new Promise((resolve) => hookServer?.close(resolve));
  });

  test("the buyer and the sales inbox each get one e-mail, for a request sent with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const email = `buyer-${javaScriptEnabled ? "js" : "plain"}-${randomUUID().slice(0, 8)}@acme-mail.example`;
      const reference = await sendInBrowser(browser, bases[0]!, javaScriptEnabled, email);
      // Sent after the response, by the server that stored the request.
      const buyer = await sink.waitFor((mail) => ofReference(reference)(mail) && mail.to.includes(email));
      const staff = await sink.waitFor((mail) => ofReference(reference)(mail) && mail.to.includes(salesInbox));
      expect(buyer.parsed.from?.value[0]?.address).toBe("hello@openseat.example");
      expect(buyer.parsed.text).toContain(reference);
      expect(buyer.parsed.html).toContain(reference);
      expect(staff.parsed.text).toMatch(new RegExp(`${bases[0]!.replace(/[.:/]/g, "\\$&")}/admin/requests/[0-9a-f-]{36}`));
      expect(buyer.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
      expect(buyer.parsed.messageId).not.toBe(staff.parsed.messageId);
      // Flushing again, on either instance, sends nothing twice.
      await Promise.all(bases.map(flush));
      expect(mailsFor(reference)).toHaveLength(2);
    }
  });

  test("with the mail server down at send time, each message arrives once it is back, with its Message-ID kept", async () => {
    await sink.stop();
    const client = { headers: { "x-forwarded-for": "10.60.0.1" } };
    const [form] = await prepareForms(bases[0]!, 1, client);
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    const reference = await postForm(bases[0]!, form!, client);
    expect(reference).toMatch(/^DR-/);
    // The request was stored and confirmed all the same; delivery fails while the server is away.
    await expect.poll(async () => (await flush(bases[1]!)).retrying, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(mailsFor(reference!)).toEqual([]);
    await sink.start();
    await expect.poll(async () => (await flush(bases[1]!), mailsFor(reference!).length), { timeout: 20_000 }).toBe(2);
    await Promise.all(bases.map(flush));
    const arrived = mailsFor(reference!);
    expect(arrived).toHaveLength(2);
    expect(new Set(arrived.map((mail) => mail.parsed.messageId)).size).toBe(2);
  });

  test("two instances flushing at once send each message exactly once", async () => {
    await sink.stop();
    const references: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const client = { headers: { "x-forwarded-for": `10.61.0.${i + 1}` } };
      const forms = await prepareForms(bases[i]!, 2, client);
      await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
      for (const form of forms) references.push((await postForm(bases[i]!, form, client))!);
    }
    expect(references.every((reference) => /^DR-/.test(reference))).toBe(true);
    await sink.start();
    // A request's own after() may still hold some messages under its lease when the flushes come (they then
    // skip them, and that holder sends them): flush until all have arrived, then again, and count.
    const allArrived = () => references.every((reference) => mailsFor(reference).length >= 2);
    await expect.poll(async () => (await Promise.all([...bases, ...bases, ...bases].map(flush)), allArrived()), { timeout: 30_000 }).toBe(true);
    await Promise.all([...bases, ...bases].map(flush));
    for (const reference of references) {
      const arrived = mailsFor(reference);
      expect(arrived).toHaveLength(2);
      expect(new Set(arrived.map((mail) => mail.parsed.messageId)).size).toBe(2);
    }
  });

  test("the webhook is signed, answered 500 once, and delivered again under the same webhook-id", async () => {
    const client = { headers: { "x-forwarded-for": "10.62.0.1" } };
    const [form] = await prepareForms(bases[1]!, 1, client);
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    const reference = await postForm(bases[1]!, form!, client);
    const callsFor = () => hookCalls.filter((call) => call.body.reference === reference);
    await expect.poll(async () => (await Promise.all(bases.map(flush)), callsFor().map((call) => call.status)), { timeout: 20_000 }).toEqual([500, 204]);
    const [first, retry] = callsFor();
    expect(first!.verified && retry!.verified).toBe(true);
    expect(retry!.id).toBe(first!.id);
    expect(retry!.body).toEqual(first!.body);
    expect(first!.body).toMatchObject({ event: "delegation_request.created", reference });
    // Nothing came unsigned or badly signed.
    expect(hookCalls.every((call) => call.verified)).toBe(true);
  });

  test("the flush endpoint wants the secret", async () => {
    expect((await fetch(`${bases[0]}/api/outbox/flush`, { method: "POST" })).status).toBe(401);
    expect((await fetch(`${bases[0]}/api/outbox/flush`, { method: "POST", headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await fetch(`${bases[0]}/api/outbox/flush`, { method: "POST", headers: { authorization: `Bearer ${sites!.cronSecret}` } })).status).toBe(200);
  });
});
