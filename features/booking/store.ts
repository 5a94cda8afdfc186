import "server-only";
import type { OutboxDraft } from "@/features/outbox/store";

/** A phone call (the buyer's number) or a video call (the admin's meeting link). */
export const callKinds = ["phone", "video"] as const;
export type CallKind = (typeof callKinds)[number];

export type BookingStatus = "booked" | "canceled";

/** What happened to a request's call, oldest first: the timeline's entries. */
export interface BookingEvent {
  readonly type: "booked" | "rescheduled" | "canceled";
  /** ISO 8601: when it happened. */
  readonly at: string;
  /** The call's start and admin after (for a cancellation: before) the change. */
  readonly start: string;
  readonly admin: string;
}

/**
 * A request's call. One per request: a reschedule moves it (its SEQUENCE rises, its UID stays), and a new
 * booking after a cancellation is a new event in calendars (its generation, and so its UID, moves on).
 */
export interface Booking {
  readonly requestId: string;
  /** Counts the calls booked for the request; part of the calendar UID. */
  readonly generation: number;
  readonly admin: string;
  /** ISO 8601, UTC. */
  readonly start: string;
  readonly end: string;
  readonly kind: CallKind;
  /** The number to call: set for a phone call, null for video. */
  readonly phone: string | null;
  readonly status: BookingStatus;
  /** The calendar's SEQUENCE: 0 when booked, one more on every reschedule and on the cancellation. */
  readonly sequence: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly canceledAt: string | null;
  readonly events: readonly BookingEvent[];
}

/** A call holding an admin's time: what availability subtracts. */
export interface HeldSlot {
  readonly admin: string;
  readonly start: string;
  readonly end: string;
  readonly requestId: string;
}

export interface BookingInput {
  readonly requestId: string;
  /** Admins free at this time as far as the caller saw, in directory order; the store takes the first still free. */
  readonly candidates: readonly string[];
  /** Start the choice after the admin the last rotated booking went to: round robin for requests nobody owns. */
  readonly rotate: boolean;
  readonly start: string;
  readonly end: string;
  readonly kind: CallKind;
  readonly phone: string | null;
  /** ISO 8601: now. */
  readonly at: string;
  /** The messages the change owes, built from the booking as stored and written in the same atomic write. */
  readonly outbox?: (booking: Booking, previous: Booking | null) => readonly OutboxDraft[];
}

export type BookingResult =
  | { readonly ok: true; readonly booking: Booking; readonly previous: Booking | null }
  /** taken: every candidate's slot is held; erased: the request no longer exists. */
  | { readonly ok: false; readonly reason: "taken" | "erased" };

/**
 * The calls buyers book. A slot is a create-only record keyed by (admin, start): two instances writing the
 * same one at once see one succeed, on either store, so nothing is double-booked. Callers check the rules
 * (features/booking/slots.ts) and the buyer's token before they call.
 */
export interface BookingStore {
  /** Books the request's call, or moves its booked call to the new time (freeing the old slot). */
  book(input: BookingInput): Promise<BookingResult>;
  /** Cancels the booked call and frees its slot; null when the request has no booked call. */
  cancel(requestId: string, at: string, outbox?: (booking: Booking) => readonly OutboxDraft[]): Promise<Booking | null>;
  get(requestId: string): Promise<Booking | null>;
  /** The calls of these requests (those that have one), in no particular order: the lead desk's reply rule reads them. */
  getMany(requestIds: readonly string[]): Promise<Booking[]>;
  /** Held slots starting in [from, to), earliest first. */
  heldBetween(from: string, to: string): Promise<HeldSlot[]>;
  /** Booked calls starting in [from, to), earliest first, at most `limit`: the admin's calls view. */
  listBooked(from: string, to: string, limit: number): Promise<Booking[]>;
}

/** Stable across reschedules, new for each call booked after a cancellation. */
export function bookingUid(booking: Pick<Booking, "requestId" | "generation">, host: string): string {
  return `call-${booking.requestId}-${booking.generation}@${host}`;
}

/** The order the store tries candidates in: after the admin the last rotated booking went to, wrapping around. */
export function rotationOrder(candidates: readonly string[], last: string | null): string[] {
  if (!last) return [...candidates];
  const sorted = [...candidates].sort();
  const after = sorted.findIndex((email) => email.localeCompare(last) > 0);
  return after === -1 ? sorted : [...sorted.slice(after), ...sorted.slice(0, after)];
}

/** The booking after a successful book(): new, rescheduled, or a new call after a canceled one. */
export function nextBooking(previous: Booking | null, input: BookingInput, admin: string): Booking {
  const active = previous?.status === "booked" ? previous : null;
  const base = {
    requestId: input.requestId,
    admin,
    start: input.start,
    end: input.end,
    kind: input.kind,
    phone: input.kind === "phone" ? input.phone : null,
    status: "booked" as const,
    updatedAt: input.at,
    canceledAt: null,
  };
  const event: BookingEvent = { type: active ? "rescheduled" : "booked", at: input.at, start: input.start, admin };
  if (active) return { ...active, ...base, sequence: active.sequence + 1, events: [...active.events, event] };
  return {
    ...base,
    generation: (previous?.generation ?? 0) + 1,
    sequence: 0,
    createdAt: input.at,
    events: [...(previous?.events ?? []), event],
  };
}

/** The booking after cancel(). */
export function canceledBooking(booking: Booking, at: string): Booking {
  return {
    ...booking,
    status: "canceled",
    sequence: booking.sequence + 1,
    updatedAt: at,
    canceledAt: at,
    events: [...booking.events, { type: "canceled", at, start: booking.start, admin: booking.admin }],
  };
}
