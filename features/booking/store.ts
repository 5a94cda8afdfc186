import "server-only";
import type { OutboxDraft } from "@/features/outbox/store";
import type { BusinessHours } from "@/platform/business-hours/settings";

/** A phone call (the buyer's number) or a video call (the admin's meeting link). */
export const callKinds = ["phone", "video"] as const;
export type CallKind = (typeof callKinds)[number];

export type BookingStatus = "booked" | "canceled";

/** What happened to a request's call, oldest first: the timeline's entries. */
export interface BookingEvent {
  /** handed-over: staff gave the call, at the same time, to another admin. */
  readonly type: "booked" | "rescheduled" | "canceled" | "handed-over";
  /** ISO 8601: when it happened. */
  readonly at: string;
  /** The call's start and admin after (for a cancellation: before) the change. */
  readonly start: string;
  readonly admin: string;
  /** The admin who made the change; absent when the buyer made it through their link. */
  readonly by?: string;
}

/**
 * A call staff left with its admin on purpose: while the admin and the request's owner are still these, the
 * desk does not flag it for the owner, and, when it was kept while the admin was not free then, for that.
 */
export interface KeptCall {
  readonly admin: string;
  readonly owner: string | null;
  readonly unavailable: boolean;
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
  /** The video meeting link the buyer's latest invitation carries: "" for a phone call, or when the admin had none. */
  readonly meetingUrl: string;
  /**
   * ISO 8601: when an updated invitation is owed because the admin's meeting link is no longer the one the
   * buyer has (features/booking/link-updates.ts); null when none is. Changes before then are sent as one.
   */
  readonly linkUpdateDueAt: string | null;
  /** Staff chose to leave the call with its admin although the desk would flag it (features/booking/call-owner.ts). */
  readonly kept: KeptCall | null;
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
  /** Each candidate's usable meeting link ("" for none): a video call carries its admin's. */
  readonly meetingUrls?: Readonly<Record<string, string>>;
  /** ISO 8601: now. */
  readonly at: string;
  /** The messages the change owes, built from the booking as stored and written in the same atomic write. */
  readonly outbox?: (booking: Booking, previous: Booking | null) => readonly OutboxDraft[];
}

/**
 * A change staff or the site make to a booked call (another admin, a new meeting link, a flag kept or
 * cleared). It applies only while the call is still booked with the admin and sequence the caller read, so
 * a buyer's move or a second instance's change in between is never overwritten: the caller reads again.
 */
export interface BookingRevision {
  readonly requestId: string;
  readonly expected: Pick<Booking, "admin" | "sequence">;
  /** The call after the change, from the call as stored; a new admin or start holds that slot and frees the old. */
  readonly change: (current: Booking) => Booking;
  /** ISO 8601: now, the messages' creation time. */
  readonly at: string;
  readonly outbox?: (booking: Booking, previous: Booking) => readonly OutboxDraft[];
}

export type RevisionResult =
  | { readonly ok: true; readonly booking: Booking; readonly previous: Booking }
  /** changed: the call is no longer booked as the caller read it; taken: the new admin's time is held. */
  | { readonly ok: false; readonly reason: "changed" | "taken" };

export type BookingResult =
  | { readonly ok: true; readonly booking: Booking; readonly previous: Booking | null }
  /** taken: every candidate's slot is held; erased: the request no longer exists. */
  | { readonly ok: false; readonly reason: "taken" | "erased" };

/** What every adapter's factory takes besides its database. */
export interface BookingStoreOptions {
  /** The team's hours, for the reply due time a cancellation stores; the site's own unless a test passes others. */
  readonly hours?: BusinessHours;
}

/**
 * The calls buyers book. A slot is a create-only record keyed by (admin, start): two instances writing the
 * same one at once see one succeed, on either store, so nothing is double-booked. Callers check the rules
 * (features/booking/slots.ts) and the buyer's token before they call.
 */
export interface BookingStore {
  /** Books the request's call, or moves its booked call to the new time (freeing the old slot). */
  book(input: BookingInput): Promise<BookingResult>;
  /**
   * Cancels the booked call and frees its slot; null when the request has no booked call. `by`: the admin who did (absent: the buyer).
   * A canceled call is no reply: in the same atomic write the request's stored reply due time moves to the
   * business-day rule counted from `at` (features/admin/lead-desk.ts replyDueOf), the time the reminder sweep reads by.
   */
  cancel(requestId: string, at: string, outbox?: (booking: Booking) => readonly OutboxDraft[], by?: string): Promise<Booking | null>;
  /** Changes a booked call as BookingRevision says, with its messages, in one atomic write. */
  revise(revision: BookingRevision): Promise<RevisionResult>;
  /** Booked calls whose link update is due at `now` (ISO 8601), earliest due first, at most `limit`. */
  listLinkUpdatesDue(now: string, limit: number): Promise<Booking[]>;
  get(requestId: string): Promise<Booking | null>;
  /** The calls of these requests (those that have one), in no particular order: the lead desk's reply rule reads them. */
  getMany(requestIds: readonly string[]): Promise<Booking[]>;
  /** Held slots starting in [from, to), earliest first. */
  heldBetween(from: string, to: string): Promise<HeldSlot[]>;
  /** Booked calls starting in [from, to), earliest first, at most `limit`: the admin's calls view. */
  listBooked(from: string, to: string, limit: number): Promise<Booking[]>;
  /**
   * The zone the buyer last chose on the booking step (an IANA name the caller checked), or null when they
   * chose none there: the request form's zone then stands. Kept in the store, so every page and instance
   * shows the buyer's times on the clock they last asked for; it lives and dies with the request.
   */
  chosenZone(requestId: string): Promise<string | null>;
  /**
   * `get` and `chosenZone` of one request in one read (one batched get on Firestore, not two round trips):
   * what a booking link's page needs besides the request and the team.
   */
  callAndZone(requestId: string): Promise<{ readonly booking: Booking | null; readonly chosenZone: string | null }>;
  /** Keeps the buyer's latest choice of zone; false when the request no longer exists. */
  chooseZone(requestId: string, timeZone: string, at: string): Promise<boolean>;
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
    meetingUrl: input.kind === "video" ? (input.meetingUrls?.[admin] ?? "") : "",
    // The invitation this change sends carries the current link, and a new time or admin is a new decision.
    linkUpdateDueAt: null,
    kept: null,
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
export function canceledBooking(booking: Booking, at: string, by?: string): Booking {
  return {
    ...booking,
    status: "canceled",
    sequence: booking.sequence + 1,
    updatedAt: at,
    canceledAt: at,
    linkUpdateDueAt: null,
    kept: null,
    events: [...booking.events, { type: "canceled", at, start: booking.start, admin: booking.admin, ...(by ? { by } : {}) }],
  };
}

/** Whether a revision applies to the call as stored: still booked, with the admin and sequence the caller read. */
export function revisionApplies(current: Booking | null, expected: BookingRevision["expected"]): current is Booking {
  return current !== null && current.status === "booked" && current.admin === expected.admin && current.sequence === expected.sequence;
}

/** A revision's result as stored: whatever the change returns, it stays the same request's booked call. */
export function revisedBooking(current: Booking, revision: BookingRevision): Booking {
  const next = revision.change(current);
  return { ...next, requestId: current.requestId, generation: current.generation, status: "booked", canceledAt: null, createdAt: current.createdAt };
}
