/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreReminderStore } from "@/features/admin/reminders/firestore";
import { createSqliteReminderStore } from "@/features/admin/reminders/sqlite";
import type { ReminderStore, ReminderWrite } from "@/features/admin/reminders/store";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxStore } from "@/features/outbox/store";
import { describeOnEveryStore } from "../support/firestore-emulator";

interface Stores {
  readonly reminders: ReminderStore;
  /** A second store on the same data: another instance's. */
  readonly other: ReminderStore;
  readonly outbox: OutboxStore;
}

const at = "2026-03-16T16:00:00.000Z";
const expiresAt = "2026-04-16T16:00:00.000Z";
const owner = requestOwner.of("6f1c0f0e-8f3e-4d7a-9a51-3b2b4f1d9c01");
const mail = (subject: string) => ({ channel: "reply-due-soon", recipients: ["ana@team.test"], payload: { kind: "mail" as const, subject, text: "Due soon", html: "<p>Due soon</p>" } });
const write = (key: string, subject = "DR-AAAAAA is due soon"): ReminderWrite => ({ key, owner, drafts: [mail(subject)] });

function describeReminderStoreContract(name: string, makeStores: () => Promise<Stores>): void {
  describe(`ReminderStore contract: ${name}`, () => {
    let stores: Stores;

    beforeEach(async () => {
      stores = await makeStores();
    });

    it("writes a reminder's key and its message together, and a second write of the key writes neither", async () => {
      const key = "due-soon:6f1c0f0e:2026-03-16T16:55:00.000Z";
      expect(await stores.reminders.written([key])).toEqual(new Set());
      expect(await stores.reminders.record(write(key), at, expiresAt)).toBe(true);
      expect(await stores.other.record(write(key, "again"), at, expiresAt)).toBe(false);
      expect(await stores.other.written([key, "overdue:6f1c0f0e:2026-03-16T16:55:00.000Z"])).toEqual(new Set([key]));
      const messages = await stores.outbox.listForOwner(owner);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ channel: "reply-due-soon", state: "pending", createdAt: at, payload: { subject: "DR-AAAAAA is due soon" } });
    });

    it("writes one message when two instances write one key at once", async () => {
      const key = "overdue:6f1c0f0e:2026-03-16T16:55:00.000Z";
      const results = await Promise.all([stores.reminders.record(write(key, "first"), at, expiresAt), stores.other.record(write(key, "second"), at, expiresAt)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await stores.outbox.listForOwner(owner)).toHaveLength(1);
    });

    it("writes no key for a malformed message, so a later sweep can still send it", async () => {
      const key = "digest:ana@team.test:2026-03-16";
      const digestOwner = defineOutboxOwner("digest").of("ana@team.test");
      const broken: ReminderWrite = { key, owner: digestOwner, drafts: [{ ...mail("x"), recipients: ["not an address"] }] };
      await expect(stores.reminders.record(broken, at, expiresAt)).rejects.toThrow(/malformed/);
      expect(await stores.reminders.written([key])).toEqual(new Set());
      expect(await stores.reminders.record({ key, owner: digestOwner, drafts: [mail("Your day")] }, at, expiresAt)).toBe(true);
      expect(await stores.outbox.listForOwner(digestOwner)).toHaveLength(1);
    });

    it("purges keys written before a cutoff", async () => {
      await stores.reminders.record(write("due-soon:a:1"), "2026-01-01T00:00:00.000Z", expiresAt);
      await stores.reminders.record(write("due-soon:b:1"), at, expiresAt);
      expect(await stores.reminders.purgeBefore("2026-02-01T00:00:00.000Z")).toBe(1);
      expect(await stores.reminders.written(["due-soon:a:1", "due-soon:b:1"])).toEqual(new Set(["due-soon:b:1"]));
    });
  });
}

describeOnEveryStore(describeReminderStoreContract, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    return { reminders: createSqliteReminderStore(db), other: createSqliteReminderStore(db), outbox: createSqliteOutboxStore(db) };
  },
  firestore: (db) => ({ reminders: createFirestoreReminderStore(db), other: createFirestoreReminderStore(db), outbox: createFirestoreOutboxStore(db) }),
});
