/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/platform/db/sqlite";
import { purgeExpiredRequests } from "@/features/delegation/purge";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { deliverDue } from "@/features/outbox/deliver";
import { removeEmlFiles } from "@/features/outbox/eml-files";
import { createMailSender } from "@/features/outbox/mail-transport";
import { requestMessages } from "@/features/delegation/outbox-messages";
import { defaultOutboxSettings } from "@/features/outbox/settings";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { createWebhookSender } from "@/features/outbox/webhook-transport";
import { newRequest } from "../../../contract/delegation-store-contract";

const messaging = { mail: "files" as const, salesInbox: ["sales@openseat.example"], webhookUrl: undefined, siteUrl: new URL("http://localhost:3000") };

describe("a request's messages and .eml files go with it", () => {
  let mailDir = "";
  beforeEach(() => {
    mailDir = mkdtempSync(path.join(tmpdir(), "openseat-privacy-"));
    jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => {
    rmSync(mailDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  async function siteWithMail(clock: () => Date) {
    const db = openDatabase(".", ":memory:");
    const requests = createSqliteDelegationStore(db, { now: clock });
    const outbox = createSqliteOutboxStore(db);
    const mail = createMailSender({ smtpUrl: undefined, from: "hello@openseat.example", messageIdHost: "localhost", mailDir, sendTimeoutMs: 1_000 });
    const senders = { "buyer-confirmation": mail, "staff-alert": mail, webhook: createWebhookSender({ secret: undefined, sendTimeoutMs: 1_000 }), "call-buyer": mail, "call-staff": mail };
    const create = async (company: string) => {
      const { request } = await requests.create({ ...newRequest({ company }), outbox: requestMessages(messaging, true) });
      await deliverDue(outbox, senders, defaultOutboxSettings, { holder: "t", now: () => new Date(Date.parse(request.createdAt) + 1), log: () => undefined });
      return request;
    };
    return { requests, outbox, create };
  }

  it("erasure removes the request's folder of .eml files, and only that one", async () => {
    const site = await siteWithMail(() => new Date());
    const erased = await site.create("Erased Co");
    const kept = await site.create("Kept Co");
    expect(readdirSync(path.join(mailDir, erased.id))).toHaveLength(2);
    await site.requests.delete(erased.id);
    await removeEmlFiles(mailDir, [erased.id]);
    expect(await site.outbox.listForRequest(erased.id)).toEqual([]);
    expect(existsSync(path.join(mailDir, erased.id))).toBe(false);
    expect(readdirSync(path.join(mailDir, kept.id))).toHaveLength(2);
  });

  it("the retention purge deletes expired requests' messages and sweeps their .eml files", async () => {
    let now = new Date("2024-01-10T09:00:00.000Z");
    const site = await siteWithMail(() => now);
    const old = await site.create("Old Co");
    now = new Date("2026-06-01T09:00:00.000Z");
    const recent = await site.create("Recent Co");
    expect(await purgeExpiredRequests(site.requests, now, 24, mailDir)).toBe(1);
    expect(await site.outbox.listForRequest(old.id)).toEqual([]);
    expect(existsSync(path.join(mailDir, old.id))).toBe(false);
    expect(await site.outbox.listForRequest(recent.id)).toHaveLength(2);
    expect(readdirSync(path.join(mailDir, recent.id))).toHaveLength(2);
  });
});
