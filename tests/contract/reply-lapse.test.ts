/** @jest-environment node */
import { awaitsFirstReply, replyDueOf } from "@/features/admin/lead-desk";
import { firestoreReplyLapse, createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { replyChannels, requestChannels } from "@/features/delegation/outbox-channels";
import { createSqliteDelegationStore, sqliteReplyLapse } from "@/features/delegation/sqlite";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxOutcome, OutboxStore } from "@/features/outbox/store";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { openDatabase } from "@/platform/db/sqlite";
import { londonHours } from "../unit/platform/business-hours/london-hours";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";

interface Stores {
  readonly requests: DelegationRequestStore;
  /** The outbox as the deliverer settles it: a give-up writes the request's lapse in the same write. */
  readonly outbox: OutboxStore;
  /** The same, whose give-up write fails after the request's part was written. */
  readonly breaking: OutboxStore;
}

// Wednesday, March 11, 2026 at 09:00 London (GMT): the request arrives and the desk replies at once.
const sentAt = "2026-03-11T09:00:00.000Z";
const LEASE = 60_000;
const reply = (to: string) => replyChannels.reply.draft([to], { kind: "mail", subject: "Your request", text: "Hello", html: "<p>Hello</p>", replyTo: "ana@team.test" });
const alert = () => requestChannels.staffAlert.draft(["sales@team.test"], { kind: "mail", subject: "New request", text: "New", html: "<p>New</p>" });
const outcome = (at: string, state: OutboxOutcome["state"]): OutboxOutcome => ({
  attempt: { at, ok: false, error: state === "bounced" ? "550 no such user" : "421 try later" },
  state,
  nextAttemptAt: state === "pending" ? new Date(Date.parse(at) + 1_000).toISOString() : null,
  keptAttempts: 3,
});

function describeReplyLapseContract(name: string, makeStores: () => Promise<Stores>): void {
  describe(`A reply the outbox gives up on: ${name}`, () => {
    let stores: Stores;
    beforeEach(async () => {
      stores = await makeStores();
    });

    /** A request answered from the desk: the e-mail note and the reply's message in one write. */
    async function answered(to = "jane@acme.io") {
      const { request } = await stores.requests.create(newRequest({ email: to }));
      await stores.requests.addNote(request.id, "ana@team.test", "Hello", { kind: "e-mail", followUpOn: null }, () => [reply(to)]);
      return (await stores.requests.get(request.id))!;
    }
    const awaiting = async (due: Date) => (await stores.requests.listAwaitingReply(due.toISOString(), due.toISOString(), 100)).map((request) => request.id);

    it("waits for a reply again from the final failure, in the failure's own write; a retry changes nothing", async () => {
      const request = await answered();
      expect(awaitsFirstReply(request)).toBe(false);
      const firstDue = replyDueAt(new Date(sentAt), londonHours);

      const [first] = await stores.outbox.claimDue("2026-03-11T09:00:01.000Z", "h", LEASE, 10);
      expect(first).toMatchObject({ channel: "desk-reply" });
      expect(await stores.outbox.settle(first!.id, "h", outcome("2026-03-11T09:00:02.000Z", "pending"))).toBe(true);
      expect((await stores.requests.get(request.id))!.failedReplies).toBeUndefined();

      const failedAt = "2026-03-12T15:00:00.000Z";
      const [last] = await stores.outbox.claimDue(failedAt, "h", LEASE, 10);
      expect(await stores.outbox.settle(last!.id, "h", outcome(failedAt, "failed"))).toBe(true);
      expect(await stores.outbox.get(last!.id)).toMatchObject({ state: "failed" });
      const lapsed = (await stores.requests.get(request.id))!;
      expect(lapsed.failedReplies).toEqual([{ sentAt, failedAt }]);
      expect(awaitsFirstReply(lapsed)).toBe(true);
      // The stored due time the sweep reads moved with it, to what the desk's rule says.
      const due = replyDueAt(new Date(failedAt), londonHours);
      expect(replyDueOf(lapsed, londonHours)).toEqual(due);
      expect(await awaiting(due)).toEqual([request.id]);
      expect(await awaiting(firstDue)).toEqual([]);
    });

    it("counts a bounce as giving up, and a failed message that is not a reply as nothing", async () => {
      const request = await answered("nobody@acme.io");
      await stores.requests.addNote(request.id, "ana@team.test", "Logged by hand", { kind: "note", followUpOn: null }, () => [alert()]);
      const claimed = await stores.outbox.claimDue("2026-03-11T09:00:01.000Z", "h", LEASE, 10);
      expect(claimed.map((message) => message.channel).sort()).toEqual(["desk-reply", "staff-alert"]);
      for (const message of claimed) {
        expect(await stores.outbox.settle(message.id, "h", outcome("2026-03-11T09:05:00.000Z", message.channel === "desk-reply" ? "bounced" : "failed"))).toBe(true);
      }
      expect((await stores.requests.get(request.id))!.failedReplies).toEqual([{ sentAt, failedAt: "2026-03-11T09:05:00.000Z" }]);
    });

    it("writes neither the failure nor the lapse when the lapse's write fails", async () => {
      const request = await answered();
      const [message] = await stores.breaking.claimDue("2026-03-11T09:00:01.000Z", "h", LEASE, 10);
      await expect(stores.breaking.settle(message!.id, "h", outcome("2026-03-12T15:00:00.000Z", "failed"))).rejects.toThrow(/lapse refused/);
      expect(await stores.outbox.get(message!.id)).toMatchObject({ state: "pending", attemptCount: 0, lease: { holder: "h" } });
      expect((await stores.requests.get(request.id))!.failedReplies).toBeUndefined();
      expect(await awaiting(replyDueAt(new Date("2026-03-12T15:00:00.000Z"), londonHours))).toEqual([]);
      // The lease still held, the deliverer's next settle (the store back) writes both.
      expect(await stores.outbox.settle(message!.id, "h", outcome("2026-03-12T15:00:00.000Z", "failed"))).toBe(true);
      expect((await stores.requests.get(request.id))!.failedReplies).toHaveLength(1);
    });
  });
}

const refuse = (): never => {
  throw new Error("lapse refused");
};

describeOnEveryStore(describeReplyLapseContract, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    const lapse = sqliteReplyLapse(db, londonHours);
    return {
      requests: createSqliteDelegationStore(db, { hours: londonHours, now: () => new Date(sentAt) }),
      outbox: createSqliteOutboxStore(db, { onGiveUp: lapse }),
      breaking: createSqliteOutboxStore(db, {
        onGiveUp: (message, at) => {
          lapse(message, at);
          refuse();
        },
      }),
    };
  },
  firestore: (db) => {
    const lapse = firestoreReplyLapse(db, londonHours);
    return {
      requests: createFirestoreDelegationStore(db, { hours: londonHours, now: () => new Date(sentAt) }),
      outbox: createFirestoreOutboxStore(db, { onGiveUp: lapse }),
      breaking: createFirestoreOutboxStore(db, {
        onGiveUp: async (tx, message, at) => {
          await lapse(tx, message, at);
          refuse();
        },
      }),
    };
  },
});
