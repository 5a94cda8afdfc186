import type { BookingInput, BookingStore } from "@/features/booking/store";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { OutboxStore } from "@/features/outbox/store";
import { newRequest } from "./delegation-store-contract";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";

/** The requests the calls belong to, the calls, and the outbox their messages go to, on one database. */
export interface BookingStores {
  readonly requests: DelegationRequestStore;
  readonly bookings: BookingStore;
  /** A second store on the same data, as a second server instance has. */
  readonly otherInstance: BookingStore;
  readonly outbox: OutboxStore;
}

const ann = "ann@openseat.example";
const bob = "bob@openseat.example";
const start = "2026-03-26T10:00:00.000Z";
const end = "2026-03-26T10:20:00.000Z";

function input(requestId: string, overrides: Partial<BookingInput> = {}): BookingInput {
  return { requestId, candidates: [ann], rotate: false, start, end, kind: "phone", phone: "+44 20 7946 0000", at: "2026-03-25T12:00:00.000Z", ...overrides };
}

/**
 * What every booking store does: one holder per admin and start whoever writes at once, a reschedule that
 * moves the call and frees its old time, a cancellation that frees it, and nothing left once the request goes.
 */
export function describeBookingStoreContract(name: string, makeStores: () => Promise<BookingStores>): void {
  describe(`BookingStore contract: ${name}`, () => {
    let stores: BookingStores;
    beforeEach(async () => {
      stores = await makeStores();
    });
    const newRequestId = async () => (await stores.requests.create(newRequest())).request.id;

    it("books a call, holding its admin's slot, with the fields asked for", async () => {
      const id = await newRequestId();
      const result = await stores.bookings.book(input(id));
      expect(result).toMatchObject({ ok: true, previous: null });
      const booking = await stores.bookings.get(id);
      expect(booking).toEqual({
        requestId: id,
        generation: 1,
        admin: ann,
        start,
        end,
        kind: "phone",
        phone: "+44 20 7946 0000",
        status: "booked",
        sequence: 0,
        createdAt: "2026-03-25T12:00:00.000Z",
        updatedAt: "2026-03-25T12:00:00.000Z",
        canceledAt: null,
        events: [{ type: "booked", at: "2026-03-25T12:00:00.000Z", start, admin: ann }],
        meetingUrl: "",
        linkUpdateDueAt: null,
        kept: null,
      });
      expect(await stores.bookings.heldBetween("2026-03-26T00:00:00.000Z", "2026-03-27T00:00:00.000Z")).toEqual([{ admin: ann, start, end, requestId: id }]);
      expect(await stores.bookings.listBooked("2026-03-26T00:00:00.000Z", "2026-03-27T00:00:00.000Z", 10)).toEqual([booking]);
      expect(await stores.bookings.listBooked("2026-03-27T00:00:00.000Z", "2026-03-28T00:00:00.000Z", 10)).toEqual([]);
      const other = await newRequestId();
      expect(await stores.bookings.getMany([id, other, id])).toEqual([booking]);
      expect(await stores.bookings.getMany([])).toEqual([]);
    });

    it("gives one slot to exactly one of many buyers booking it at once from two instances", async () => {
      const ids = await Promise.all([1, 2, 3, 4].map(() => newRequestId()));
      const results = await Promise.all(ids.map((id, index) => (index % 2 === 0 ? stores.bookings : stores.otherInstance).book(input(id))));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(["taken", "taken", "taken"]);
      expect(await stores.bookings.heldBetween(start, end)).toHaveLength(1);
      const booked = await Promise.all(ids.map((id) => stores.bookings.get(id)));
      expect(booked.filter((booking) => booking !== null)).toHaveLength(1);
    });

    it("gives the time to the next free candidate, and round robin when asked", async () => {
      const [first, second, third] = await Promise.all([newRequestId(), newRequestId(), newRequestId()]);
      const other = { start: "2026-03-26T11:00:00.000Z", end: "2026-03-26T11:20:00.000Z" };
      expect(await stores.bookings.book(input(first!, { candidates: [ann, bob], rotate: true }))).toMatchObject({ booking: { admin: ann } });
      // Ann holds 10:00, so the second buyer at 10:00 gets Bob; the third, at 11:00 with both free, gets Ann's turn after Bob.
      expect(await stores.bookings.book(input(second!, { candidates: [ann, bob], rotate: true }))).toMatchObject({ booking: { admin: bob } });
      expect(await stores.bookings.book(input(third!, { ...other, candidates: [bob, ann], rotate: true }))).toMatchObject({ booking: { admin: ann } });
    });

    it("moves a call on a reschedule: the same generation, a rising sequence, the old slot free again", async () => {
      const [id, other] = await Promise.all([newRequestId(), newRequestId()]);
      await stores.bookings.book(input(id!));
      const later = { start: "2026-03-27T09:00:00.000Z", end: "2026-03-27T09:20:00.000Z", at: "2026-03-25T13:00:00.000Z" };
      const moved = await stores.bookings.book(input(id!, { ...later, kind: "video", phone: "+1 212 555 0100" }));
      expect(moved).toMatchObject({ ok: true, previous: { start, sequence: 0 }, booking: { start: later.start, generation: 1, sequence: 1, kind: "video", phone: null } });
      expect(moved.ok && moved.booking.events.map((event) => event.type)).toEqual(["booked", "rescheduled"]);
      expect(await stores.bookings.heldBetween("2026-03-26T00:00:00.000Z", "2026-03-28T00:00:00.000Z")).toEqual([{ admin: ann, start: later.start, end: later.end, requestId: id }]);
      expect(await stores.bookings.book(input(other!))).toMatchObject({ ok: true });
    });

    it("cancels a call, frees its slot, and books a new call after it as a new event", async () => {
      const id = await newRequestId();
      await stores.bookings.book(input(id));
      const canceled = await stores.bookings.cancel(id, "2026-03-25T14:00:00.000Z");
      expect(canceled).toMatchObject({ status: "canceled", sequence: 1, canceledAt: "2026-03-25T14:00:00.000Z", start });
      expect(await stores.bookings.cancel(id, "2026-03-25T14:01:00.000Z")).toBeNull();
      expect(await stores.bookings.heldBetween(start, end)).toEqual([]);
      const again = await stores.bookings.book(input(id, { at: "2026-03-25T15:00:00.000Z" }));
      expect(again).toMatchObject({ ok: true, previous: { status: "canceled" }, booking: { generation: 2, sequence: 0, status: "booked", canceledAt: null } });
      expect(again.ok && again.booking.events.map((event) => event.type)).toEqual(["booked", "canceled", "booked"]);
    });

    it("moves the request's reply due time in the cancellation's own write, or neither", async () => {
      const id = await newRequestId();
      const created = (await stores.requests.get(id))!;
      const awaiting = async (due: Date) => (await stores.requests.listAwaitingReply(due.toISOString(), due.toISOString(), 100)).map((request) => request.id);
      const firstDue = replyDueAt(new Date(created.createdAt), businessHours);
      await stores.bookings.book(input(id));

      // A write that fails after the cancellation (its message is malformed) leaves the call booked and the due time where it was.
      const failedAt = "2026-03-27T09:00:00.000Z";
      const malformed = () => [{ channel: "call-buyer", recipients: ["not an address"], payload: { kind: "mail" as const, subject: "s", text: "t", html: "<p>t</p>" } }];
      await expect(stores.bookings.cancel(id, failedAt, malformed)).rejects.toThrow();
      expect(await stores.bookings.get(id)).toMatchObject({ status: "booked", canceledAt: null });
      expect(await awaiting(firstDue)).toEqual([id]);
      expect(await awaiting(replyDueAt(new Date(failedAt), businessHours))).toEqual([]);

      const at = "2026-03-27T10:00:00.000Z";
      expect(await stores.bookings.cancel(id, at)).toMatchObject({ status: "canceled", canceledAt: at });
      // The reply is due again by the business-day rule counted from the cancellation, which is what the sweep reads.
      expect(await awaiting(replyDueAt(new Date(at), businessHours))).toEqual([id]);
      expect(await awaiting(firstDue)).toEqual([]);
    });

    it("writes the change's messages with it, and refuses a request that is gone", async () => {
      const id = await newRequestId();
      const drafts = [{ channel: "staff-alert" as const, recipients: [ann], payload: { kind: "mail" as const, subject: "Call booked", text: "t", html: "<p>h</p>" } }];
      await stores.bookings.book(input(id, { outbox: () => drafts }));
      await stores.bookings.cancel(id, "2026-03-25T14:00:00.000Z", () => drafts);
      expect((await stores.outbox.listForOwner(requestOwner.of(id))).map((message) => message.payload)).toEqual([drafts[0]!.payload, drafts[0]!.payload]);
      expect(await stores.requests.delete(id)).toBe(true);
      expect(await stores.bookings.get(id)).toBeNull();
      expect(await stores.bookings.heldBetween(start, end)).toEqual([]);
      expect(await stores.bookings.book(input(id))).toEqual({ ok: false, reason: "erased" });
    });

    it("books a video call with its admin's meeting link, and a phone call with none", async () => {
      const [video, phone] = await Promise.all([newRequestId(), newRequestId()]);
      const meetingUrls = { [ann]: "https://meet.example.com/ann", [bob]: "https://meet.example.com/bob" };
      expect(await stores.bookings.book(input(video!, { kind: "video", phone: null, candidates: [bob, ann], meetingUrls }))).toMatchObject({ booking: { admin: bob, meetingUrl: "https://meet.example.com/bob" } });
      expect(await stores.bookings.book(input(phone!, { meetingUrls }))).toMatchObject({ booking: { admin: ann, meetingUrl: "" } });
    });

    it("revises a booked call only as the caller read it, holding the new admin's slot and freeing the old", async () => {
      const [id, other] = await Promise.all([newRequestId(), newRequestId()]);
      const booked = await stores.bookings.book(input(id!));
      if (!booked.ok) throw new Error("not booked");
      const at = "2026-03-25T13:00:00.000Z";
      const drafts = [{ channel: "call-buyer" as const, recipients: ["buyer@acme.example"], payload: { kind: "mail" as const, subject: "Moved", text: "t", html: "<p>h</p>" } }];
      const toBob = (current: typeof booked.booking) => ({ ...current, admin: bob, sequence: current.sequence + 1, updatedAt: at });
      expect(await stores.bookings.revise({ requestId: id!, expected: { admin: bob, sequence: 0 }, at, change: toBob })).toEqual({ ok: false, reason: "changed" });
      expect(await stores.bookings.revise({ requestId: id!, expected: { admin: ann, sequence: 1 }, at, change: toBob })).toEqual({ ok: false, reason: "changed" });
      const moved = await stores.bookings.revise({ requestId: id!, expected: booked.booking, at, change: toBob, outbox: () => drafts });
      expect(moved).toMatchObject({ ok: true, previous: { admin: ann, sequence: 0 }, booking: { admin: bob, sequence: 1, status: "booked", generation: 1 } });
      expect(await stores.bookings.get(id!)).toMatchObject({ admin: bob, sequence: 1 });
      expect(await stores.bookings.heldBetween(start, end)).toEqual([{ admin: bob, start, end, requestId: id }]);
      expect((await stores.outbox.listForOwner(requestOwner.of(id!))).map((message) => message.payload)).toEqual([drafts[0]!.payload]);
      // Bob now holds 10:00: another call cannot be handed to him then, and stays where it was.
      const second = await stores.bookings.book(input(other!));
      if (!second.ok) throw new Error("not booked");
      expect(await stores.bookings.revise({ requestId: other!, expected: second.booking, at, change: toBob })).toEqual({ ok: false, reason: "taken" });
      expect(await stores.bookings.get(other!)).toMatchObject({ admin: ann, sequence: 0 });
      // Of two instances revising the same call as read, one writes; the other is told it changed.
      const current = (await stores.bookings.get(id!))!;
      const mark = (due: string) => (call: typeof current) => ({ ...call, sequence: call.sequence + 1, linkUpdateDueAt: due });
      const both = await Promise.all([
        stores.bookings.revise({ requestId: id!, expected: current, at, change: mark("2026-03-25T13:10:00.000Z") }),
        stores.otherInstance.revise({ requestId: id!, expected: current, at, change: mark("2026-03-25T13:20:00.000Z") }),
      ]);
      expect(both.filter((result) => result.ok)).toHaveLength(1);
      expect(both.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(["changed"]);
      expect((await stores.bookings.get(id!))!.sequence).toBe(2);
      await stores.bookings.cancel(id!, at);
      expect(await stores.bookings.revise({ requestId: id!, expected: { admin: bob, sequence: 3 }, at, change: toBob })).toEqual({ ok: false, reason: "changed" });
    });

    it("lists the booked calls whose link update is due, earliest first, and keeps what staff kept", async () => {
      const [first, second, third] = await Promise.all([newRequestId(), newRequestId(), newRequestId()]);
      const times = [start, "2026-03-26T11:00:00.000Z", "2026-03-26T12:00:00.000Z"];
      const ids = [first!, second!, third!];
      for (const [index, id] of ids.entries()) {
        const at = times[index]!;
        const booked = await stores.bookings.book(input(id, { start: at, end: new Date(Date.parse(at) + 20 * 60_000).toISOString(), kind: "video", phone: null }));
        if (!booked.ok) throw new Error("not booked");
      }
      const due = ["2026-03-25T12:20:00.000Z", "2026-03-25T12:10:00.000Z", "2026-03-25T12:40:00.000Z"];
      for (const [index, id] of ids.entries()) {
        const current = (await stores.bookings.get(id))!;
        expect(await stores.bookings.revise({ requestId: id, expected: current, at: "2026-03-25T12:00:00.000Z", change: (call) => ({ ...call, linkUpdateDueAt: due[index]! }) })).toMatchObject({ ok: true });
      }
      expect((await stores.bookings.listLinkUpdatesDue("2026-03-25T12:30:00.000Z", 10)).map((call) => [call.requestId, call.linkUpdateDueAt])).toEqual([
        [second, due[1]],
        [first, due[0]],
      ]);
      expect(await stores.bookings.listLinkUpdatesDue("2026-03-25T12:00:00.000Z", 10)).toEqual([]);
      await stores.bookings.cancel(second!, "2026-03-25T12:25:00.000Z", undefined, "cat@openseat.example");
      expect((await stores.bookings.listLinkUpdatesDue("2026-03-25T12:30:00.000Z", 10)).map((call) => call.requestId)).toEqual([first]);
      expect((await stores.bookings.get(second!))!.events.at(-1)).toEqual({ type: "canceled", at: "2026-03-25T12:25:00.000Z", start: times[1], admin: ann, by: "cat@openseat.example" });
      const kept = { admin: ann, owner: bob, unavailable: false };
      const current = (await stores.bookings.get(third!))!;
      await stores.bookings.revise({ requestId: third!, expected: current, at: "2026-03-25T12:00:00.000Z", change: (call) => ({ ...call, kept, linkUpdateDueAt: null }) });
      expect(await stores.bookings.get(third!)).toMatchObject({ kept, linkUpdateDueAt: null, meetingUrl: "" });
    });

    it("goes with the request when the retention purge deletes it", async () => {
      const id = await newRequestId();
      await stores.bookings.book(input(id));
      await stores.bookings.chooseZone(id, "Asia/Tokyo", "2026-03-25T12:00:00.000Z");
      expect(await stores.requests.purgeContactedBefore("2999-01-01T00:00:00.000Z")).toBe(1);
      expect(await stores.bookings.get(id)).toBeNull();
      expect(await stores.bookings.heldBetween(start, end)).toEqual([]);
      expect(await stores.bookings.chosenZone(id)).toBeNull();
    });

    it("keeps the zone a buyer last chose, seen by every instance, and none for a request that is gone", async () => {
      const id = await newRequestId();
      expect(await stores.bookings.chosenZone(id)).toBeNull();
      expect(await stores.bookings.chooseZone(id, "Asia/Tokyo", "2026-03-25T12:00:00.000Z")).toBe(true);
      expect(await stores.otherInstance.chooseZone(id, "America/New_York", "2026-03-25T12:05:00.000Z")).toBe(true);
      expect(await stores.bookings.chosenZone(id)).toBe("America/New_York");
      expect(await stores.otherInstance.chosenZone(id)).toBe("America/New_York");
      // Read with the call in one go: the same answers as the two reads.
      expect(await stores.bookings.callAndZone(id)).toEqual({ booking: null, chosenZone: "America/New_York" });
      await stores.bookings.book(input(id));
      expect(await stores.bookings.callAndZone(id)).toEqual({ booking: await stores.bookings.get(id), chosenZone: "America/New_York" });
      expect((await stores.bookings.callAndZone(id)).booking).toMatchObject({ requestId: id, status: "booked" });
      expect(await stores.requests.delete(id)).toBe(true);
      expect(await stores.bookings.chosenZone(id)).toBeNull();
      expect(await stores.bookings.chooseZone(id, "Asia/Tokyo", "2026-03-25T12:10:00.000Z")).toBe(false);
      expect(await stores.bookings.chosenZone(id)).toBeNull();
      expect(await stores.bookings.callAndZone(id)).toEqual({ booking: null, chosenZone: null });
    });
  });
}
