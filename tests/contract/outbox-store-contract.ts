import { randomUUID } from "node:crypto";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { OutboxDraft, OutboxOutcome, OutboxStore } from "@/features/outbox/store";
import { newRequest } from "./delegation-store-contract";

/** The delegation store that writes the messages and the outbox store that delivers them, on one database. */
export interface OutboxStores {
  readonly requests: DelegationRequestStore;
  readonly outbox: OutboxStore;
}

const T0 = new Date("2026-03-02T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();
const LEASE = 60_000;

function drafts(reference: string): OutboxDraft[] {
  return [
    { channel: "buyer-confirmation", recipients: ["jane@acme.io"], payload: { kind: "mail", subject: `Got ${reference}`, text: "t", html: "<p>h</p>" } },
    { channel: "staff-alert", recipients: ["a@openseat.example", "b@openseat.example"], payload: { kind: "mail", subject: `New ${reference}`, text: "t", html: "<p>h</p>" } },
    { channel: "webhook", recipients: ["https://hooks.example.org/x"], payload: { kind: "webhook", body: JSON.stringify({ reference }) } },
  ];
}

const failed = (ms: number, next: string | null, state: OutboxOutcome["state"] = "pending"): OutboxOutcome => ({
  attempt: { at: at(ms), ok: false, error: "421 try later" },
  state,
  nextAttemptAt: next,
  keptAttempts: 3,
});

/**
 * What every outbox store does: messages are stored with their request or not at all, once per request,
 * and each due message is held by one deliverer at a time until its lease ends.
 */
export function describeOutboxStoreContract(name: string, makeStores: () => Promise<OutboxStores>): void {
  describe(`OutboxStore contract: ${name}`, () => {
    let stores: OutboxStores;
    beforeEach(async () => {
      stores = await makeStores();
    });

    async function createWithMessages(key: string = randomUUID()) {
      return stores.requests.create({ ...newRequest({}, key), outbox: (request) => drafts(request.reference) });
    }

    it("stores a request's messages with it, due at once, built from the request as stored", async () => {
      const { request } = await createWithMessages();
      const messages = await stores.outbox.listForRequest(request.id);
      expect(messages.map((message) => message.channel).sort()).toEqual(["buyer-confirmation", "staff-alert", "webhook"]);
      for (const message of messages) {
        expect(message).toMatchObject({ requestId: request.id, state: "pending", attemptCount: 0, attempts: [], lease: null, sentAt: null });
        expect(message.nextAttemptAt).toBe(request.createdAt);
        expect(message.createdAt).toBe(request.createdAt);
        expect(await stores.outbox.get(message.id)).toEqual(message);
      }
      const staff = messages.find((message) => message.channel === "staff-alert")!;
      expect(staff.recipients).toEqual(["a@openseat.example", "b@openseat.example"]);
      expect(staff.payload).toEqual({ kind: "mail", subject: `New ${request.reference}`, text: "t", html: "<p>h</p>" });
      expect(new Set(messages.map((message) => message.id)).size).toBe(3);
    });

    it("writes no second set when the same key is sent again, even at once", async () => {
      const key = randomUUID();
      const results = await Promise.all([createWithMessages(key), createWithMessages(key), createWithMessages(key)]);
      const ids = new Set(results.map((result) => result.request.id));
      expect(ids.size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await stores.outbox.listForRequest([...ids][0]!)).toHaveLength(3);
      expect((await stores.outbox.countByState()).pending).toBe(3);
    });

    it("stores neither the request nor its messages when building the messages fails", async () => {
      const input = { ...newRequest({ email: "atomic@acme.io" }), outbox: () => { throw new Error("compose failed"); } };
      await expect(stores.requests.create(input)).rejects.toThrow("compose failed");
      expect(await stores.requests.listByEmail("atomic@acme.io")).toEqual([]);
      expect((await stores.outbox.countByState()).pending).toBe(0);
    });

    it("leases each due message to one holder; the others get nothing until the lease ends", async () => {
      const { request } = await createWithMessages();
      const now = new Date(Date.parse(request.createdAt) + 1).toISOString();
      const first = await stores.outbox.claimDue(now, "one", LEASE, 10);
      expect(first).toHaveLength(3);
      for (const message of first) expect(message.lease?.holder).toBe("one");
      expect(await stores.outbox.claimDue(now, "two", LEASE, 10)).toEqual([]);
      const beforeEnd = new Date(Date.parse(now) + LEASE - 1).toISOString();
      expect(await stores.outbox.claimDue(beforeEnd, "two", LEASE, 10)).toEqual([]);
      // The holder died: once the lease ends, another takes the messages over, and the late holder cannot settle.
      const afterEnd = new Date(Date.parse(now) + LEASE).toISOString();
      const takenOver = await stores.outbox.claimDue(afterEnd, "two", LEASE, 10);
      expect(takenOver.map((message) => message.id).sort()).toEqual(first.map((message) => message.id).sort());
      expect(await stores.outbox.settle(first[0]!.id, "one", { ...failed(0, null), state: "sent" })).toBe(false);
      expect((await stores.outbox.get(first[0]!.id))?.state).toBe("pending");
      expect(await stores.outbox.settle(first[0]!.id, "two", { attempt: { at: afterEnd, ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 })).toBe(true);
      expect(await stores.outbox.get(first[0]!.id)).toMatchObject({ state: "sent", sentAt: afterEnd, lease: null, nextAttemptAt: null, attemptCount: 1 });
    });

    it("hands each message to exactly one of many holders claiming at once", async () => {
      for (let i = 0; i < 3; i += 1) await createWithMessages();
      const now = new Date(Date.now() + 60_000).toISOString();
      const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => stores.outbox.claimDue(now, `holder-${i}`, LEASE, 4)));
      const ids = claims.flat().map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Whatever a busy round left, later rounds pick up, still once each.
      const rest = await stores.outbox.claimDue(now, "late", LEASE, 20);
      expect(new Set([...ids, ...rest.map((message) => message.id)]).size).toBe(9);
      expect(ids.length + rest.length).toBe(9);
    });

    it("keeps a retried message pending until its next try is due, with the latest tries kept", async () => {
      const { request } = await createWithMessages();
      const start = Date.parse(request.createdAt);
      const iso = (ms: number) => new Date(start + ms).toISOString();
      let [message] = await stores.outbox.claimDue(iso(0), "h", LEASE, 1);
      for (let i = 1; i <= 4; i += 1) {
        const next = iso(i * 1_000_000);
        expect(await stores.outbox.settle(message!.id, "h", { ...failed(0, next), attempt: { at: iso(i), ok: false, error: `try ${i}` } })).toBe(true);
        expect(await stores.outbox.claimDue(iso(i * 1_000_000 - 1), "other", LEASE, 10)).not.toContainEqual(expect.objectContaining({ id: message!.id }));
        [message] = (await stores.outbox.claimDue(next, "h", LEASE, 10)).filter((claimed) => claimed.id === message!.id);
        expect(message).toBeDefined();
      }
      const stored = await stores.outbox.get(message!.id);
      expect(stored?.attemptCount).toBe(4);
      expect(stored?.attempts.map((attempt) => attempt.error)).toEqual(["try 2", "try 3", "try 4"]);
      expect(await stores.outbox.settle(message!.id, "h", failed(5, null, "bounced"))).toBe(true);
      expect(await stores.outbox.get(message!.id)).toMatchObject({ state: "bounced", nextAttemptAt: null, sentAt: null, attemptCount: 5 });
      expect(await stores.outbox.claimDue(iso(10_000_000_000), "h", LEASE, 10)).not.toContainEqual(expect.objectContaining({ id: message!.id }));
    });

    it("deletes a request's messages with the request, by erasure and by the retention purge", async () => {
      const erased = (await createWithMessages()).request;
      const purged = (await createWithMessages()).request;
      expect(await stores.requests.delete(erased.id)).toBe(true);
      expect(await stores.outbox.listForRequest(erased.id)).toEqual([]);
      expect(await stores.requests.purgeContactedBefore(new Date(Date.now() + 86_400_000).toISOString())).toBe(1);
      expect(await stores.outbox.listForRequest(purged.id)).toEqual([]);
      expect(await stores.outbox.countByState()).toEqual({ pending: 0, sent: 0, failed: 0, bounced: 0, held: 0 });
    });

    it("holds every pending message after a restore, leased or not, until an admin releases them", async () => {
      const { request } = await createWithMessages();
      const start = Date.parse(request.createdAt);
      const iso = (ms: number) => new Date(start + ms).toISOString();
      // One sent, one under a deliverer's lease (its try was under way when the backup was taken), one waiting.
      const [sent, leased] = await stores.outbox.claimDue(iso(1), "before", LEASE, 2);
      await stores.outbox.settle(sent!.id, "before", { attempt: { at: iso(2), ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 });

      expect(await stores.outbox.countHeld()).toBe(0);
      expect(await stores.outbox.holdPending()).toBe(2);
      expect(await stores.outbox.countByState()).toMatchObject({ pending: 0, held: 2, sent: 1 });
      expect(await stores.outbox.countHeld()).toBe(2);
      expect(await stores.outbox.get(leased!.id)).toMatchObject({ state: "held", lease: null });
      // Nothing delivers a held message, however late, and the lease from before the restore settles nothing.
      expect(await stores.outbox.claimDue(iso(100 * LEASE), "after", LEASE, 10)).toEqual([]);
      expect(await stores.outbox.settle(leased!.id, "before", { attempt: { at: iso(3), ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 })).toBe(false);
      expect(await stores.outbox.holdPending()).toBe(0);

      const released = iso(10 * LEASE);
      expect(await stores.outbox.releaseHeld(released)).toBe(2);
      expect(await stores.outbox.releaseHeld(released)).toBe(0);
      expect(await stores.outbox.countByState()).toMatchObject({ pending: 2, held: 0, sent: 1 });
      expect(await stores.outbox.countHeld()).toBe(0);
      const due = await stores.outbox.claimDue(released, "after", LEASE, 10);
      expect(due.map((message) => message.id).sort()).toEqual((await stores.outbox.listForRequest(request.id)).filter((message) => message.id !== sent!.id).map((message) => message.id).sort());
    });
  });
}
