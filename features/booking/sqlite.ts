import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { delegationSchema } from "@/features/delegation/sqlite-schema";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { bookingSchema } from "@/features/booking/sqlite-schema";
import * as rules from "@/features/booking/store";
import type { Booking, BookingEvent, BookingInput, BookingResult, BookingRevision, BookingStore, BookingStoreOptions, HeldSlot, KeptCall, RevisionResult } from "@/features/booking/store";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours as siteHours } from "@/platform/business-hours/settings";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { sqliteOutboxWriter } from "@/features/outbox/sqlite";
import type { OutboxDraft } from "@/features/outbox/store";

interface CallRow {
  request_id: string;
  generation: number;
  admin: string;
  start_at: string;
  end_at: string;
  kind: Booking["kind"];
  phone: string | null;
  status: Booking["status"];
  sequence: number;
  created_at: string;
  updated_at: string;
  canceled_at: string | null;
  events: string;
  meeting_url: string;
  link_update_due_at: string | null;
  kept: string | null;
}

function toBooking(row: CallRow): Booking {
  return {
    requestId: row.request_id,
    generation: row.generation,
    admin: row.admin,
    start: row.start_at,
    end: row.end_at,
    kind: row.kind,
    phone: row.phone,
    status: row.status,
    sequence: row.sequence,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canceledAt: row.canceled_at,
    events: JSON.parse(row.events) as BookingEvent[],
    meetingUrl: row.meeting_url,
    linkUpdateDueAt: row.link_update_due_at,
    kept: row.kept ? (JSON.parse(row.kept) as KeptCall) : null,
  };
}

function toRow(booking: Booking): CallRow {
  return {
    request_id: booking.requestId,
    generation: booking.generation,
    admin: booking.admin,
    start_at: booking.start,
    end_at: booking.end,
    kind: booking.kind,
    phone: booking.phone,
    status: booking.status,
    sequence: booking.sequence,
    created_at: booking.createdAt,
    updated_at: booking.updatedAt,
    canceled_at: booking.canceledAt,
    events: JSON.stringify(booking.events),
    meeting_url: booking.meetingUrl,
    link_update_due_at: booking.linkUpdateDueAt,
    kept: booking.kept ? JSON.stringify(booking.kept) : null,
  };
}

/**
 * Each change is one IMMEDIATE transaction: the slot's primary key refuses a second holder, and the
 * write lock orders two processes on one file, so the loser finds the slot taken.
 */
export function createSqliteBookingStore(db: SqliteDatabase, options: BookingStoreOptions = {}): BookingStore {
  ensureSchemas(db, [delegationSchema, outboxSchema, bookingSchema]);
  const hours = options.hours ?? siteHours;
  const statements = {
    get: db.prepare<[string], CallRow>("SELECT * FROM booking_calls WHERE request_id = ?"),
    // The request's stored reply due time, which the reminder sweep reads by (features/delegation/sqlite.ts listAwaitingReply).
    moveReplyDue: db.prepare("UPDATE delegation_requests SET reply_due_at = ? WHERE id = ?"),
    requestExists: db.prepare<[string], { found: number }>("SELECT 1 AS found FROM delegation_requests WHERE id = ?"),
    slotHeld: db.prepare<[string, string], { found: number }>("SELECT 1 AS found FROM booking_slots WHERE admin = ? AND start_at = ?"),
    holdSlot: db.prepare("INSERT INTO booking_slots (admin, start_at, end_at, request_id) VALUES (?, ?, ?, ?)"),
    freeSlot: db.prepare("DELETE FROM booking_slots WHERE admin = ? AND start_at = ? AND request_id = ?"),
    upsert: db.prepare(`INSERT INTO booking_calls (request_id, generation, admin, start_at, end_at, kind, phone, status, sequence, created_at, updated_at, canceled_at, events,
        meeting_url, link_update_due_at, kept)
      VALUES (@request_id, @generation, @admin, @start_at, @end_at, @kind, @phone, @status, @sequence, @created_at, @updated_at, @canceled_at, @events,
        @meeting_url, @link_update_due_at, @kept)
      ON CONFLICT (request_id) DO UPDATE SET generation = excluded.generation, admin = excluded.admin, start_at = excluded.start_at,
        end_at = excluded.end_at, kind = excluded.kind, phone = excluded.phone, status = excluded.status, sequence = excluded.sequence,
        created_at = excluded.created_at, updated_at = excluded.updated_at, canceled_at = excluded.canceled_at, events = excluded.events,
        meeting_url = excluded.meeting_url, link_update_due_at = excluded.link_update_due_at, kept = excluded.kept`),
    lastRotated: db.prepare<[], { last_admin: string }>("SELECT last_admin FROM booking_rotation WHERE id = 1"),
    rotate: db.prepare("INSERT INTO booking_rotation (id, last_admin) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_admin = excluded.last_admin"),
    held: db.prepare<[string, string], { admin: string; start_at: string; end_at: string; request_id: string }>(
      "SELECT * FROM booking_slots WHERE start_at >= ? AND start_at < ? ORDER BY start_at, admin",
    ),
    chosenZone: db.prepare<[string], { time_zone: string }>("SELECT time_zone FROM booking_zones WHERE request_id = ?"),
    chooseZone: db.prepare(`INSERT INTO booking_zones (request_id, time_zone, chosen_at) SELECT id, ?, ? FROM delegation_requests WHERE id = ?
      ON CONFLICT (request_id) DO UPDATE SET time_zone = excluded.time_zone, chosen_at = excluded.chosen_at`),
    booked: db.prepare<[string, string, number], CallRow>(
      "SELECT * FROM booking_calls WHERE status = 'booked' AND start_at >= ? AND start_at < ? ORDER BY start_at, admin LIMIT ?",
    ),
    linkUpdatesDue: db.prepare<[string, number], CallRow>(
      "SELECT * FROM booking_calls WHERE link_update_due_at IS NOT NULL AND link_update_due_at <= ? AND status = 'booked' ORDER BY link_update_due_at LIMIT ?",
    ),
  };
  const writeOutbox = sqliteOutboxWriter(db);

  const book = db.transaction((input: BookingInput): BookingResult => {
    if (!statements.requestExists.get(input.requestId)) return { ok: false, reason: "erased" };
    const row = statements.get.get(input.requestId);
    const previous = row ? toBooking(row) : null;
    const order = input.rotate ? rules.rotationOrder(input.candidates, statements.lastRotated.get()?.last_admin ?? null) : [...input.candidates];
    const admin = order.find((email) => !statements.slotHeld.get(email, input.start));
    if (!admin) return { ok: false, reason: "taken" };
    statements.holdSlot.run(admin, input.start, input.end, input.requestId);
    if (previous?.status === "booked") statements.freeSlot.run(previous.admin, previous.start, input.requestId);
    const booking = rules.nextBooking(previous, input, admin);
    statements.upsert.run(toRow(booking));
    if (input.rotate) statements.rotate.run(admin);
    if (input.outbox) writeOutbox(requestOwner.of(input.requestId), input.at, input.outbox(booking, previous));
    return { ok: true, booking, previous };
  });

  const cancel = db.transaction((requestId: string, at: string, outbox?: (booking: Booking) => readonly OutboxDraft[], by?: string) => {
    const row = statements.get.get(requestId);
    if (!row || row.status !== "booked") return null;
    const booking = rules.canceledBooking(toBooking(row), at, by);
    statements.freeSlot.run(booking.admin, booking.start, requestId);
    statements.upsert.run(toRow(booking));
    statements.moveReplyDue.run(replyDueAt(new Date(at), hours).toISOString(), requestId);
    if (outbox) writeOutbox(requestOwner.of(requestId), at, outbox(booking));
    return booking;
  });

  const revise = db.transaction((revision: BookingRevision): RevisionResult => {
    const row = statements.get.get(revision.requestId);
    const previous = row ? toBooking(row) : null;
    if (!rules.revisionApplies(previous, revision.expected)) return { ok: false, reason: "changed" };
    const booking = rules.revisedBooking(previous, revision);
    if (booking.admin !== previous.admin || booking.start !== previous.start) {
      if (statements.slotHeld.get(booking.admin, booking.start)) return { ok: false, reason: "taken" };
      statements.holdSlot.run(booking.admin, booking.start, booking.end, booking.requestId);
      statements.freeSlot.run(previous.admin, previous.start, booking.requestId);
    }
    statements.upsert.run(toRow(booking));
    if (revision.outbox) writeOutbox(requestOwner.of(booking.requestId), revision.at, revision.outbox(booking, previous));
    return { ok: true, booking, previous };
  });

  return {
    async book(input) {
      return book.immediate(input);
    },
    async cancel(requestId, at, outbox, by) {
      return cancel.immediate(requestId, at, outbox, by);
    },
    async revise(revision) {
      return revise.immediate(revision);
    },
    async listLinkUpdatesDue(now, limit) {
      return statements.linkUpdatesDue.all(new Date(now).toISOString(), limit).map(toBooking);
    },
    async get(requestId) {
      const row = statements.get.get(requestId);
      return row ? toBooking(row) : null;
    },
    async getMany(requestIds) {
      if (requestIds.length === 0) return [];
      const ids = [...new Set(requestIds)];
      const rows = db.prepare<string[], CallRow>(`SELECT * FROM booking_calls WHERE request_id IN (${ids.map(() => "?").join(", ")})`).all(...ids);
      return rows.map(toBooking);
    },
    async heldBetween(from, to): Promise<HeldSlot[]> {
      return statements.held.all(from, to).map((row) => ({ admin: row.admin, start: row.start_at, end: row.end_at, requestId: row.request_id }));
    },
    async listBooked(from, to, limit) {
      return statements.booked.all(from, to, limit).map(toBooking);
    },
    async chosenZone(requestId) {
      return statements.chosenZone.get(requestId)?.time_zone ?? null;
    },
    async callAndZone(requestId) {
      const row = statements.get.get(requestId);
      return { booking: row ? toBooking(row) : null, chosenZone: statements.chosenZone.get(requestId)?.time_zone ?? null };
    },
    async chooseZone(requestId, timeZone, at) {
      // Written only while the request exists, in one statement: an erasure in between leaves nothing behind.
      return statements.chooseZone.run(timeZone, at, requestId).changes > 0;
    },
  };
}
