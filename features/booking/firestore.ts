import "server-only";
import { Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import * as rules from "@/features/booking/store";
import type { Booking, BookingEvent, BookingStore, BookingStoreOptions, HeldSlot, KeptCall } from "@/features/booking/store";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours as siteHours } from "@/platform/business-hours/settings";
import { isAlreadyExists } from "@/platform/firebase/admin";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { addOutboxWrites } from "@/features/outbox/firestore";
import type { OutboxDraft } from "@/features/outbox/store";

const { bookings, bookingSlots, bookingRotation, bookingZones, delegationRequests } = firestoreCollections;
const expiryField = bookings.ttlField;

const iso = (value: unknown) => (value as Timestamp).toDate().toISOString();

function fromDocument(data: DocumentData): Booking {
  return {
    requestId: data.requestId as string,
    generation: data.generation as number,
    admin: data.admin as string,
    start: iso(data.start),
    end: iso(data.end),
    kind: data.kind as Booking["kind"],
    phone: (data.phone as string | null) ?? null,
    status: data.status as Booking["status"],
    sequence: data.sequence as number,
    createdAt: data.createdAt as string,
    updatedAt: data.updatedAt as string,
    canceledAt: (data.canceledAt as string | null) ?? null,
    events: [...((data.events ?? []) as BookingEvent[])],
    // A call stored before these fields reads as having sent no link, with nothing owed or kept.
    meetingUrl: typeof data.meetingUrl === "string" ? data.meetingUrl : "",
    linkUpdateDueAt: data.linkUpdateDueAt instanceof Timestamp ? data.linkUpdateDueAt.toDate().toISOString() : null,
    kept: (data.kept as KeptCall | null | undefined) ?? null,
  };
}

function toDocument(booking: Booking, expiry: Timestamp): DocumentData {
  return {
    ...booking,
    start: Timestamp.fromDate(new Date(booking.start)),
    end: Timestamp.fromDate(new Date(booking.end)),
    events: booking.events.map((event) => ({ ...event })),
    // A Timestamp, so the due updates are one range on one field (Firestore's automatic index); null is outside it.
    linkUpdateDueAt: booking.linkUpdateDueAt ? Timestamp.fromDate(new Date(booking.linkUpdateDueAt)) : null,
    kept: booking.kept ? { ...booking.kept } : null,
    [expiryField]: expiry,
  };
}

/** E-mails may hold "/", which a document id may not. */
export function slotId(admin: string, start: string): string {
  return `${encodeURIComponent(admin)}~${start}`;
}

/**
 * Each change is a transaction that reads the request, its call and the candidate slots before writing:
 * of two buyers taking one slot, the second's transaction is retried, sees the slot held, and is refused.
 * The slot is written with create(), so even a write that skipped the read could not overwrite a holder.
 */
export function createFirestoreBookingStore(db: Firestore, options: BookingStoreOptions = {}): BookingStore {
  const hours = options.hours ?? siteHours;
  const calls = db.collection(bookings.name);
  const slots = db.collection(bookingSlots.name);
  const rotation = db.collection(bookingRotation.name).doc("current");
  const zones = db.collection(bookingZones.name);
  const requests = db.collection(delegationRequests.name);

  function writeOutbox(tx: Transaction, requestId: string, at: string, expiry: Timestamp, drafts: readonly OutboxDraft[]) {
    addOutboxWrites(db, tx, requestOwner.of(requestId), Timestamp.fromDate(new Date(at)), expiry, drafts);
  }

  return {
    async book(input) {
      try {
        return await db.runTransaction(async (tx) => {
          const request = await tx.get(requests.where("id", "==", input.requestId).limit(1));
          const callSnapshot = await tx.get(calls.doc(input.requestId));
          const last = input.rotate ? ((await tx.get(rotation)).get("last") as string | undefined) ?? null : null;
          const order = input.rotate ? rules.rotationOrder(input.candidates, last) : [...input.candidates];
          const held = order.length > 0 ? await tx.getAll(...order.map((email) => slots.doc(slotId(email, input.start)))) : [];
          if (request.empty) return { ok: false as const, reason: "erased" as const };
          const expiry = request.docs[0]!.get(expiryField) as Timestamp;
          const admin = order.find((_, index) => !held[index]!.exists);
          if (!admin) return { ok: false as const, reason: "taken" as const };
          const previous = callSnapshot.exists ? fromDocument(callSnapshot.data()!) : null;
          const booking = rules.nextBooking(previous, input, admin);
          tx.create(slots.doc(slotId(admin, input.start)), {
            admin,
            start: Timestamp.fromDate(new Date(input.start)),
            end: Timestamp.fromDate(new Date(input.end)),
            requestId: input.requestId,
            [expiryField]: expiry,
          });
          if (previous?.status === "booked") tx.delete(slots.doc(slotId(previous.admin, previous.start)));
          tx.set(calls.doc(input.requestId), toDocument(booking, expiry));
          if (input.rotate) tx.set(rotation, { last: admin });
          if (input.outbox) writeOutbox(tx, input.requestId, input.at, expiry, input.outbox(booking, previous));
          return { ok: true as const, booking, previous };
        });
      } catch (error) {
        // The create() lost to a holder that committed between this transaction's read and its commit.
        if (isAlreadyExists(error)) return { ok: false, reason: "taken" };
        throw error;
      }
    },

    async cancel(requestId, at, outbox, by) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(calls.doc(requestId));
        const request = await tx.get(requests.where("id", "==", requestId).limit(1));
        if (!snapshot.exists || snapshot.get("status") !== "booked") return null;
        const expiry = snapshot.get(expiryField) as Timestamp;
        const booking = rules.canceledBooking(fromDocument(snapshot.data()!), at, by);
        tx.delete(slots.doc(slotId(booking.admin, booking.start)));
        tx.set(calls.doc(requestId), toDocument(booking, expiry));
        // The request's stored reply due time, which the reminder sweep reads by (features/delegation/firestore.ts listAwaitingReply).
        if (!request.empty) tx.update(request.docs[0]!.ref, { replyDueAt: Timestamp.fromDate(replyDueAt(new Date(at), hours)) });
        if (outbox) writeOutbox(tx, requestId, at, expiry, outbox(booking));
        return booking;
      });
    },

    async revise(revision) {
      try {
        return await db.runTransaction(async (tx) => {
          const snapshot = await tx.get(calls.doc(revision.requestId));
          const previous = snapshot.exists ? fromDocument(snapshot.data()!) : null;
          if (!rules.revisionApplies(previous, revision.expected)) return { ok: false as const, reason: "changed" as const };
          const booking = rules.revisedBooking(previous, revision);
          const moves = booking.admin !== previous.admin || booking.start !== previous.start;
          const target = slots.doc(slotId(booking.admin, booking.start));
          if (moves && (await tx.get(target)).exists) return { ok: false as const, reason: "taken" as const };
          const expiry = snapshot.get(expiryField) as Timestamp;
          if (moves) {
            tx.create(target, {
              admin: booking.admin,
              start: Timestamp.fromDate(new Date(booking.start)),
              end: Timestamp.fromDate(new Date(booking.end)),
              requestId: booking.requestId,
              [expiryField]: expiry,
            });
            tx.delete(slots.doc(slotId(previous.admin, previous.start)));
          }
          tx.set(calls.doc(booking.requestId), toDocument(booking, expiry));
          if (revision.outbox) writeOutbox(tx, booking.requestId, revision.at, expiry, revision.outbox(booking, previous));
          return { ok: true as const, booking, previous };
        });
      } catch (error) {
        // The create() lost to a holder that committed between this transaction's read and its commit.
        if (isAlreadyExists(error)) return { ok: false, reason: "taken" };
        throw error;
      }
    },

    async listLinkUpdatesDue(now, limit) {
      const snapshot = await calls.where("linkUpdateDueAt", "<=", Timestamp.fromDate(new Date(now))).orderBy("linkUpdateDueAt").limit(limit).get();
      return snapshot.docs.map((doc) => fromDocument(doc.data())).filter((booking) => booking.status === "booked");
    },

    async get(requestId) {
      const snapshot = await calls.doc(requestId).get();
      return snapshot.exists ? fromDocument(snapshot.data()!) : null;
    },

    async getMany(requestIds) {
      const ids = [...new Set(requestIds)];
      if (ids.length === 0) return [];
      const found = await db.getAll(...ids.map((id) => calls.doc(id)));
      return found.filter((doc) => doc.exists).map((doc) => fromDocument(doc.data()!));
    },

    async heldBetween(from, to): Promise<HeldSlot[]> {
      const snapshot = await slots
        .where("start", ">=", Timestamp.fromDate(new Date(from)))
        .where("start", "<", Timestamp.fromDate(new Date(to)))
        .orderBy("start")
        .get();
      return snapshot.docs.map((doc) => ({
        admin: doc.get("admin") as string,
        start: iso(doc.get("start")),
        end: iso(doc.get("end")),
        requestId: doc.get("requestId") as string,
      }));
    },

    async listBooked(from, to, limit) {
      // Slots are exactly the booked calls' times: reading them first keeps the query to one range and no composite index.
      const snapshot = await slots
        .where("start", ">=", Timestamp.fromDate(new Date(from)))
        .where("start", "<", Timestamp.fromDate(new Date(to)))
        .orderBy("start")
        .limit(limit)
        .get();
      const ids = [...new Set(snapshot.docs.map((doc) => doc.get("requestId") as string))];
      if (ids.length === 0) return [];
      const found = await db.getAll(...ids.map((id) => calls.doc(id)));
      return found
        .filter((doc) => doc.exists && doc.get("status") === "booked")
        .map((doc) => fromDocument(doc.data()!))
        .sort((a, b) => a.start.localeCompare(b.start) || a.admin.localeCompare(b.admin));
    },

    async chosenZone(requestId) {
      const snapshot = await zones.doc(requestId).get();
      return snapshot.exists ? String(snapshot.get("timeZone")) : null;
    },

    async callAndZone(requestId) {
      const [call, zone] = await db.getAll(calls.doc(requestId), zones.doc(requestId));
      return {
        booking: call?.exists ? fromDocument(call.data()!) : null,
        chosenZone: zone?.exists ? String(zone.get("timeZone")) : null,
      };
    },

    async chooseZone(requestId, timeZone, at) {
      // Read with the request in one transaction: it takes the request's expiry, and an erased request gets none.
      return db.runTransaction(async (tx) => {
        const request = await tx.get(requests.where("id", "==", requestId).limit(1));
        if (request.empty) return false;
        tx.set(zones.doc(requestId), { requestId, timeZone, chosenAt: at, [expiryField]: request.docs[0]!.get(expiryField) as Timestamp });
        return true;
      });
    },
  };
}
