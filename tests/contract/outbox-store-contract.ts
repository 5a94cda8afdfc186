import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { requestOwner } from "@/features/delegation/outbox-channels";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { defineOutboxChannel, mailPayloadSchema } from "@/features/outbox/channels";
import { deliverDue } from "@/features/outbox/deliver";
import { removeEmlFiles } from "@/features/outbox/eml-files";
import { createMailSender } from "@/features/outbox/mail-transport";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { defaultOutboxSettings } from "@/features/outbox/settings";
import type { OutboxDraft, OutboxOutcome, OutboxStore } from "@/features/outbox/store";
import { createWebhookSender } from "@/features/outbox/webhook-transport";
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

/** An owner with no request, declared as the team's invitations will be (issue 47): the outbox knows neither. */
const invitation = defineOutboxOwner("invitation");
const invitationMail = defineOutboxChannel({ name: "team-invitation", label: "Invitation to the team", payload: mailPayloadSchema });
const invite = (to: string, subject = "Join the desk") => invitationMail.draft([to], { kind: "mail", subject, text: "t", html: "<p>h</p>" });
const kept = { at: at(0), expiresAt: "2026-03-09T10:00:00.000Z" };

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
      const messages = await stores.outbox.listForOwner(requestOwner.of(request.id));
      expect(messages.map((message) => message.channel).sort()).toEqual(["buyer-confirmation", "staff-alert", "webhook"]);
      for (const message of messages) {
        expect(message).toMatchObject({ owner: { kind: "request", id: request.id }, state: "pending", attemptCount: 0, attempts: [], lease: null, sentAt: null });
        expect(message.nextAttemptAt).toBe(request.createdAt);
        expect(message.createdAt).toBe(request.createdAt);
        expect(await stores.outbox.get(message.id)).toEqual(message);
      }
      const staff = messages.find((message) => message.channel === "staff-alert")!;
      expect(staff.recipients).toEqual(["a@openseat.example", "b@openseat.example"]);
      expect(staff.payload).toEqual({ kind: "mail", subject: `New ${request.reference}`, text: "t", html: "<p>h</p>" });
      expect(new Set(messages.map((message) => message.id)).size).toBe(3);
    });

    it("names the messages a create stored, and none on a replay", async () => {
      const key = randomUUID();
      const first = await createWithMessages(key);
      const stored = await stores.outbox.listForOwner(requestOwner.of(first.request.id));
      expect([...first.messageIds].sort()).toEqual(stored.map((message) => message.id).sort());
      expect((await createWithMessages(key)).messageIds).toEqual([]);
      expect((await stores.requests.create(newRequest({}))).messageIds).toEqual([]);
    });

    it("writes no second set when the same key is sent again, even at once", async () => {
      const key = randomUUID();
      const results = await Promise.all([createWithMessages(key), createWithMessages(key), createWithMessages(key)]);
      const ids = new Set(results.map((result) => result.request.id));
      expect(ids.size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await stores.outbox.listForOwner(requestOwner.of([...ids][0]!))).toHaveLength(3);
      expect((await stores.outbox.countByState()).pending).toBe(3);
    });

    it("stores neither the request nor its messages when building the messages fails", async () => {
      const input = { ...newRequest({ email: "atomic@acme.io" }), outbox: () => { throw new Error("compose failed"); } };
      await expect(stores.requests.create(input)).rejects.toThrow("compose failed");
      expect(await stores.requests.listByEmail("atomic@acme.io")).toEqual([]);
      expect((await stores.outbox.countByState()).pending).toBe(0);
    });

    it("writes an assignment's message with it, built from the request as assigned; nothing when the assignment fails", async () => {
      const { request } = await stores.requests.create(newRequest());
      const notice = (assigned: { reference: string; owner: string | null; assignments: readonly { owner: string | null }[] }): OutboxDraft[] => [
        { channel: "owner-notice", recipients: [assigned.owner ?? "nobody"], payload: { kind: "mail", subject: `${assigned.reference} is yours (${assigned.assignments.length})`, text: "t", html: "<p>h</p>" } },
      ];
      const assigned = await stores.requests.assign(request.id, "ann@openseat.example", "bob@openseat.example", notice);
      expect(assigned).toMatchObject({ owner: "ann@openseat.example" });
      const messages = await stores.outbox.listForOwner(requestOwner.of(request.id));
      expect(messages.map((message) => [message.channel, message.recipients, message.state, message.payload.kind === "mail" && message.payload.subject])).toEqual([
        ["owner-notice", ["ann@openseat.example"], "pending", `${request.reference} is yours (1)`],
      ]);
      expect(messages[0]!.createdAt).toBe(assigned!.assignments[0]!.at);
      const failing = () => {
        throw new Error("compose failed");
      };
      await expect(stores.requests.assign(request.id, "cat@openseat.example", "bob@openseat.example", failing)).rejects.toThrow("compose failed");
      expect((await stores.requests.get(request.id))!.owner).toBe("ann@openseat.example");
      expect(await stores.outbox.listForOwner(requestOwner.of(request.id))).toHaveLength(1);
    });

    it("writes a note's messages in the note's own write, from the request as the note leaves it, or neither", async () => {
      const { request } = await stores.requests.create(newRequest());
      const reply = (noted: { reference: string; notes: readonly { kind: string; body: string }[] }): OutboxDraft[] => [
        { channel: "desk-reply", recipients: ["jane@acme.io"], payload: { kind: "mail", subject: `Re: ${noted.reference} (${noted.notes.at(-1)?.kind})`, text: noted.notes.at(-1)?.body ?? "", html: "<p>h</p>", replyTo: "ann@openseat.example" } },
      ];
      const noted = await stores.requests.addNote(request.id, "ann@openseat.example", "Hello Jane", { kind: "e-mail", followUpOn: null }, reply);
      const messages = await stores.outbox.listForOwner(requestOwner.of(request.id));
      expect(messages.map((message) => [message.channel, message.payload.kind === "mail" && message.payload.subject, message.payload.kind === "mail" && message.payload.text])).toEqual([
        ["desk-reply", `Re: ${request.reference} (e-mail)`, "Hello Jane"],
      ]);
      expect(messages[0]!.createdAt).toBe(noted!.notes.at(-1)!.at);
      const failing = () => {
        throw new Error("compose failed");
      };
      await expect(stores.requests.addNote(request.id, "ann@openseat.example", "Second", { kind: "e-mail", followUpOn: null }, failing)).rejects.toThrow("compose failed");
      expect((await stores.requests.get(request.id))!.notes).toHaveLength(1);
      expect(await stores.outbox.listForOwner(requestOwner.of(request.id))).toHaveLength(1);
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

    it("lets the holder settle a message that changed after its claim (a recipient withdrawn), once", async () => {
      const { request } = await createWithMessages();
      const now = new Date(Date.parse(request.createdAt) + 1).toISOString();
      const claimed = await stores.outbox.claimDue(now, "one", LEASE, 10);
      const alert = claimed.find((message) => message.channel === "staff-alert")!;
      const confirmation = claimed.find((message) => message.channel === "buyer-confirmation")!;
      expect(await stores.outbox.withdrawRecipient("a@openseat.example", ["staff-alert"])).toBe(1);
      const sent = { attempt: { at: now, ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 } as const;
      expect(await stores.outbox.settle(alert.id, "one", sent)).toBe(true);
      expect(await stores.outbox.settle(confirmation.id, "one", sent)).toBe(true);
      for (const id of [alert.id, confirmation.id]) {
        expect(await stores.outbox.get(id)).toMatchObject({ state: "sent", sentAt: now, lease: null, attemptCount: 1, attempts: [{ at: now, ok: true, error: null }] });
      }
      expect((await stores.outbox.get(alert.id))?.recipients).toEqual(["b@openseat.example"]);
      // Settled is settled: the lease is gone, so a second settle by the same holder writes nothing.
      expect(await stores.outbox.settle(confirmation.id, "one", sent)).toBe(false);
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

    it("claims named messages only, each once, passing over those leased, settled, missing or not yet due", async () => {
      const { request, messageIds } = await createWithMessages();
      const other = await createWithMessages();
      const now = new Date(Date.parse(request.createdAt) + 1).toISOString();
      const [first, second, third] = messageIds as [string, string, string];
      // Leased elsewhere first (a timer's due query on another instance): that holder keeps it.
      expect((await stores.outbox.claimIds([first], now, "elsewhere", LEASE)).map((message) => message.id)).toEqual([first]);
      const claimed = await stores.outbox.claimIds([first, second, third, "no-such-message"], now, "here", LEASE);
      expect(claimed.map((message) => message.id).sort()).toEqual([second, third].sort());
      for (const message of claimed) {
        expect(message).toMatchObject({ state: "pending", lease: { holder: "here" } });
        expect(await stores.outbox.get(message.id)).toEqual(message);
      }
      // The other request's messages were not named, so they wait for their own claim or the due query.
      for (const id of other.messageIds) expect((await stores.outbox.get(id))?.lease).toBeNull();
      const sent = { attempt: { at: now, ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 } as const;
      expect(await stores.outbox.settle(second, "here", sent)).toBe(true);
      expect(await stores.outbox.claimIds([second], new Date(Date.parse(now) + 2 * LEASE).toISOString(), "later", LEASE)).toEqual([]);
      // Not yet due: a message whose try failed waits for its next one.
      const retry = { attempt: { at: now, ok: false, error: "421" }, state: "pending", nextAttemptAt: new Date(Date.parse(now) + LEASE).toISOString(), keptAttempts: 3 } as const;
      expect(await stores.outbox.settle(third, "here", retry)).toBe(true);
      expect(await stores.outbox.claimIds([third], now, "here", LEASE)).toEqual([]);
      expect(await stores.outbox.claimIds([], now, "here", LEASE)).toEqual([]);
    });

    it("hands a named message to one of many holders claiming it at once", async () => {
      const { request, messageIds } = await createWithMessages();
      const now = new Date(Date.parse(request.createdAt) + 1).toISOString();
      const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? stores.outbox.claimIds(messageIds, now, `holder-${i}`, LEASE) : stores.outbox.claimDue(now, `holder-${i}`, LEASE, 10))));
      const ids = claims.flat().map((message) => message.id);
      expect(ids.sort()).toEqual([...messageIds].sort());
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
      expect(await stores.outbox.listForOwner(requestOwner.of(erased.id))).toEqual([]);
      expect(await stores.requests.purgeContactedBefore(new Date(Date.now() + 86_400_000).toISOString())).toBe(1);
      expect(await stores.outbox.listForOwner(requestOwner.of(purged.id))).toEqual([]);
      expect(await stores.outbox.countByState()).toEqual({ pending: 0, sent: 0, failed: 0, bounced: 0, held: 0 });
    });

    it("stores an owner's messages without a request, due at once, and lists them by that owner only", async () => {
      const owner = invitation.of(randomUUID());
      const stored = await stores.outbox.enqueue(owner, [invite("sam@openseat.example"), invite("kim@openseat.example")], kept);
      expect(stored.map((message) => message.recipients)).toEqual([["sam@openseat.example"], ["kim@openseat.example"]]);
      for (const message of stored) {
        expect(message).toMatchObject({ owner, channel: "team-invitation", state: "pending", attemptCount: 0, attempts: [], lease: null, sentAt: null });
        expect(message.createdAt).toBe(kept.at);
        expect(message.nextAttemptAt).toBe(kept.at);
        expect(await stores.outbox.get(message.id)).toEqual(message);
      }
      const later = await stores.outbox.enqueue(owner, [invite("lee@openseat.example", "Reminder")], { ...kept, at: at(5_000) });
      const listed = await stores.outbox.listForOwner(owner);
      expect(listed.slice(0, 2).map((message) => message.id).sort()).toEqual(stored.map((message) => message.id).sort());
      expect(listed.slice(2)).toEqual(later);
      // Another invitation, and a request with the very same id, own none of them.
      expect(await stores.outbox.listForOwner(invitation.of(randomUUID()))).toEqual([]);
      expect(await stores.outbox.listForOwner(requestOwner.of(owner.id))).toEqual([]);
      expect((await stores.outbox.countByState()).pending).toBe(3);
    });

    it("delivers an owner's messages as a request's, each once, into the owner's own folder of .eml files", async () => {
      const mailDir = mkdtempSync(path.join(tmpdir(), "outbox-owner-"));
      try {
        const owner = invitation.of(`sam@openseat.example`);
        const [message] = await stores.outbox.enqueue(owner, [invite("sam@openseat.example")], kept);
        const mail = createMailSender({ smtpUrl: undefined, from: "hello@openseat.example", messageIdHost: "localhost", mailDir, sendTimeoutMs: 1_000 });
        const senders = { mail, webhook: createWebhookSender({ secret: undefined, sendTimeoutMs: 1_000 }) };
        const deliver = () => deliverDue(stores.outbox, senders, defaultOutboxSettings, { holder: "h", now: () => new Date(Date.parse(kept.at) + 1), log: () => undefined });
        expect(await deliver()).toMatchObject({ sent: 1, retrying: 0, failed: 0, bounced: 0, unsettled: 0 });
        expect(await deliver()).toMatchObject({ sent: 0 });
        expect(await stores.outbox.get(message!.id)).toMatchObject({ state: "sent", attemptCount: 1, nextAttemptAt: null, lease: null });
        const folder = path.join(mailDir, "invitation", encodeURIComponent(owner.id));
        expect(readdirSync(folder)).toEqual([`${message!.id}.eml`]);
        await removeEmlFiles(mailDir, [owner]);
        expect(existsSync(folder)).toBe(false);
      } finally {
        rmSync(mailDir, { recursive: true, force: true });
      }
    });

    it("keeps an owner's messages when a request is erased or purged, even one with the same id, and erases them with their owner", async () => {
      const { request } = await createWithMessages();
      const sameId = invitation.of(request.id);
      const other = invitation.of(randomUUID());
      await stores.outbox.enqueue(sameId, [invite("sam@openseat.example")], kept);
      await stores.outbox.enqueue(other, [invite("kim@openseat.example"), invite("lee@openseat.example")], kept);
      expect(await stores.requests.delete(request.id)).toBe(true);
      expect(await stores.outbox.listForOwner(requestOwner.of(request.id))).toEqual([]);
      expect(await stores.outbox.listForOwner(sameId)).toHaveLength(1);
      await createWithMessages();
      expect(await stores.requests.purgeContactedBefore(new Date(Date.now() + 86_400_000).toISOString())).toBe(1);
      expect((await stores.outbox.countByState()).pending).toBe(3);
      expect(await stores.outbox.eraseOwner(other)).toBe(2);
      expect(await stores.outbox.listForOwner(other)).toEqual([]);
      expect(await stores.outbox.listForOwner(sameId)).toHaveLength(1);
      expect(await stores.outbox.eraseOwner(other)).toBe(0);
    });

    it("writes none of an owner's messages when one of them is malformed", async () => {
      const owner = invitation.of(randomUUID());
      const badAddress = { ...invite("sam@openseat.example"), recipients: ["Sam <sam@openseat.example>, kim@openseat.example"] };
      const badChannel = { ...invite("sam@openseat.example"), channel: "Team Invitation" };
      const badPayload = { ...invite("sam@openseat.example"), payload: { kind: "fax", body: "" } } as unknown as OutboxDraft;
      for (const bad of [badAddress, badChannel, badPayload]) {
        await expect(stores.outbox.enqueue(owner, [invite("kim@openseat.example"), bad], kept)).rejects.toThrow(/malformed/);
      }
      await expect(stores.outbox.enqueue({ kind: "Invitation", id: "x" }, [invite("kim@openseat.example")], kept)).rejects.toThrow();
      expect(await stores.outbox.listForOwner(owner)).toEqual([]);
      expect(await stores.outbox.countByState()).toEqual({ pending: 0, sent: 0, failed: 0, bounced: 0, held: 0 });
    });

    it("takes a leaving member off the messages of some channels not yet sent: held and pending only, never a sent one", async () => {
      const digest = defineOutboxChannel({ name: "contract-digest", label: "Digest", payload: mailPayloadSchema });
      const nudge = defineOutboxChannel({ name: "contract-nudge", label: "Nudge", payload: mailPayloadSchema });
      const mail = (subject: string) => ({ kind: "mail" as const, subject, text: "t", html: "<p>h</p>" });
      const ann = "ann@openseat.example";
      const owner = invitation.of(randomUUID());
      // Sent before: it stays as it went.
      const [sent] = await stores.outbox.enqueue(owner, [digest.draft([ann], mail("sent"))], kept);
      await stores.outbox.claimDue(at(1), "h", LEASE, 10);
      await stores.outbox.settle(sent!.id, "h", { attempt: { at: at(2), ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 });
      // Held by a restore, then the ones still waiting.
      const [held] = await stores.outbox.enqueue(owner, [digest.draft([ann], mail("held"))], { ...kept, at: at(3) });
      expect(await stores.outbox.holdPending()).toBe(1);
      const [pending, shared, leased, otherChannel, someoneElse] = await stores.outbox.enqueue(
        owner,
        [
          digest.draft([ann], mail("pending")),
          nudge.draft(["sales@openseat.example", ann], mail("shared")),
          nudge.draft([ann], mail("leased")),
          invite(ann),
          digest.draft(["bob@openseat.example"], mail("bob's")),
        ],
        { ...kept, at: at(4) },
      );
      // Whichever a deliverer now holds under its lease is still not sent.
      expect((await stores.outbox.claimDue(at(5), "h", LEASE, 1)).map((message) => message.id)).toHaveLength(1);

      expect(await stores.outbox.withdrawRecipient(" Ann@OpenSeat.example ", [digest.name, nudge.name])).toBe(4);
      const left = new Map((await stores.outbox.listForOwner(owner)).map((message) => [message.id, message]));
      expect(left.get(sent!.id)).toMatchObject({ state: "sent", recipients: [ann] });
      for (const gone of [held, pending, leased]) expect(left.has(gone!.id)).toBe(false);
      expect(left.get(shared!.id)).toMatchObject({ state: "pending", recipients: ["sales@openseat.example"] });
      expect(left.get(otherChannel!.id)).toMatchObject({ recipients: [ann] });
      expect(left.get(someoneElse!.id)).toMatchObject({ recipients: ["bob@openseat.example"] });
      // Repeating it (a removal finished by removing again) changes nothing more.
      expect(await stores.outbox.withdrawRecipient(ann, [digest.name, nudge.name])).toBe(0);
      expect(await stores.outbox.withdrawRecipient(ann, [])).toBe(0);
      expect(left.size).toBe(4);
    });

    it("lists the messages of some channels it gave up on, failed or bounced, newest first", async () => {
      const reply = defineOutboxChannel({ name: "contract-reply", label: "Reply", payload: mailPayloadSchema });
      const mail = (subject: string) => ({ kind: "mail" as const, subject, text: "t", html: "<p>h</p>" });
      const owner = invitation.of(randomUUID());
      const written = [];
      for (const [index, subject] of ["failed", "bounced", "sent", "retrying"].entries()) {
        written.push(...(await stores.outbox.enqueue(owner, [reply.draft(["jane@acme.io"], mail(subject))], { ...kept, at: at(index * 1_000) })));
      }
      await stores.outbox.enqueue(owner, [invite("sam@openseat.example")], { ...kept, at: at(500) });
      const claimed = await stores.outbox.claimDue(at(10_000), "h", LEASE, 10);
      const states: Record<string, OutboxOutcome["state"]> = { failed: "failed", bounced: "bounced", sent: "sent", retrying: "pending" };
      for (const message of claimed) {
        const state = message.payload.kind === "mail" && message.channel === "contract-reply" ? states[message.payload.subject]! : "failed";
        const outcome = state === "sent" ? { attempt: { at: at(11_000), ok: true, error: null }, state, nextAttemptAt: null, keptAttempts: 3 } : failed(11_000, state === "pending" ? at(20_000) : null, state);
        expect(await stores.outbox.settle(message.id, "h", outcome)).toBe(true);
      }
      const given = await stores.outbox.listGivenUp(["contract-reply"], 10);
      expect(given.map((message) => message.id)).toEqual([written[1]!.id, written[0]!.id]);
      expect(given.map((message) => message.state)).toEqual(["bounced", "failed"]);
      expect(await stores.outbox.listGivenUp(["contract-reply"], 1)).toHaveLength(1);
      expect(await stores.outbox.listGivenUp([], 10)).toEqual([]);
      // The invitation failed too, but is of another channel.
      expect((await stores.outbox.listGivenUp(["team-invitation"], 10)).map((message) => message.channel)).toEqual(["team-invitation"]);
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
      expect(due.map((message) => message.id).sort()).toEqual((await stores.outbox.listForOwner(requestOwner.of(request.id))).filter((message) => message.id !== sent!.id).map((message) => message.id).sort());
    });
  });
}
