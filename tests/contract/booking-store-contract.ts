import type { BookingInput, BookingStore } from "@/features/booking/store";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { OutboxStore } from "@/features/outbox/store";
import { newRequest } from "./delegation-store-contract";

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

    it("writes the change's messages with it, and refuses a request that is gone", async () => {
      const id = await newRequestId();
      const drafts = [{ channel: "staff-alert" as const, recipients: [ann], payload: { kind: "mail" as const, subject: "Call booked", text: "t", html: "<p>h</p>" } }];
      await stores.bookings.book(input(id, { outbox: () => drafts }));
      await stores.bookings.cancel(id, "2026-03-25T14:00:00.000Z", () => drafts);
      expect((await stores.outbox.listForRequest(id)).map((message) => message.payload)).toEqual([drafts[0]!.payload, drafts[0]!.payload]);
      expect(await stores.requests.delete(id)).toBe(true);
      expect(await stores.bookings.get(id)).toBeNull();
      expect(await stores.bookings.heldBetween(start, end)).toEqual([]);
      expect(await stores.bookings.book(input(id))).toEqual({ ok: false, reason: "erased" });
    });

    it("goes with the request when the retention purge deletes it", async () => {
      const id = await newRequestId();
      await stores.bookings.book(input(id));
      expect(await stores.requests.purgeContactedBefore("2999-01-01T00:00:00.000Z")).toBe(1);
      expect(await stores.bookings.get(id)).toBeNull();
      expect(await stores.bookings.heldBetween(start, end)).toEqual([]);
    });
  });
}
