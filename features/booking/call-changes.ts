import type { BookingDependencies } from "@/features/booking/service";
import { checkSlot, type CallSettings, type CallTaker } from "@/features/booking/slots";
import type { Booking, HeldSlot } from "@/features/booking/store";
import type { BusinessHours } from "@/platform/business-hours/settings";

/**
 * The rules for changing a booked call after the buyer booked it: a new meeting link sent as one updated
 * invitation, the call handed to another admin, or left where it is on purpose. Pure, so the desk, the
 * link updates and their tests all read the same rules.
 */

/** Link changes this close together reach the buyer as one updated invitation: a link typed, fixed and pasted again is one change. */
export const LINK_UPDATE_COALESCE_MS = 10 * 60_000;

/** What staff's changes to calls need: the booking step's stores and settings, and the link updates' window. */
export interface CallChangeDependencies
  extends Pick<BookingDependencies, "requests" | "bookings" | "team" | "secret" | "hours" | "settings" | "now" | "siteUrl" | "sendMail" | "log"> {
  readonly linkUpdateDelayMs: number;
}

/**
 * When the update for a link change noticed at `noticedAt` goes out: once the coalescing window has passed,
 * but no later than that long before the call, so a call starting soon gets its link in time; never before
 * the change itself.
 */
export function linkUpdateDueAt(noticedAt: Date, callStart: Date, coalesceMs: number): Date {
  const settled = noticedAt.getTime() + coalesceMs;
  const aheadOfCall = callStart.getTime() - coalesceMs;
  return new Date(Math.max(noticedAt.getTime(), Math.min(settled, aheadOfCall)));
}

/** Whether the buyer's invitation lacks the admin's current link: a booked video call still to come, sent another link (or none). */
export function owesLinkUpdate(booking: Booking, currentLink: string, now: Date): boolean {
  return booking.status === "booked" && booking.kind === "video" && Date.parse(booking.start) > now.getTime() && booking.meetingUrl !== currentLink;
}

/** The call with an update owed by `dueAt`, or none owed (null). */
export function withLinkUpdateDue(booking: Booking, dueAt: string | null): Booking {
  return { ...booking, linkUpdateDueAt: dueAt };
}

/** The call once the buyer is sent `link`: the same event (UID) at a higher SEQUENCE, nothing more owed. */
export function withMeetingLink(booking: Booking, link: string, at: string): Booking {
  return { ...booking, meetingUrl: link, sequence: booking.sequence + 1, updatedAt: at, linkUpdateDueAt: null };
}

/** The call handed, at the same time, to another admin (their link with it): the same event at a higher SEQUENCE. */
export function handedOver(booking: Booking, to: { readonly admin: string; readonly meetingUrl: string }, at: string, by: string): Booking {
  return {
    ...booking,
    admin: to.admin,
    meetingUrl: booking.kind === "video" ? to.meetingUrl : "",
    sequence: booking.sequence + 1,
    updatedAt: at,
    linkUpdateDueAt: null,
    kept: null,
    events: [...booking.events, { type: "handed-over", at, start: booking.start, admin: to.admin, by }],
  };
}

/** The call left with its admin on purpose, for this owner, and whether its admin was free then. */
export function keptAsIs(booking: Booking, owner: string | null, adminFree: boolean): Booking {
  return { ...booking, kept: { admin: booking.admin, owner, unavailable: !adminFree } };
}

/** Why the desk asks staff to move or keep a call: the request now has another owner, or the call's admin is not free then. */
export type CallAttention = { readonly reason: "owner-changed"; readonly owner: string } | { readonly reason: "admin-unavailable" };

/**
 * The one rule for a call whose admin should perhaps not take it: a lead given to someone else, a date off
 * added over the call, an admin who stopped taking calls or left the team. A call kept on purpose is not
 * flagged again for what it was kept for; a new owner or a new reason flags it again.
 */
export function callAttention(booking: Pick<Booking, "admin" | "kept">, owner: string | null, adminFree: boolean): CallAttention | null {
  const kept = booking.kept && booking.kept.admin === booking.admin && booking.kept.owner === owner ? booking.kept : null;
  if (owner !== null && owner !== booking.admin && !kept) return { reason: "owner-changed", owner };
  if (!adminFree && !kept?.unavailable) return { reason: "admin-unavailable" };
  return null;
}

const dayMs = 24 * 60 * 60_000;

/**
 * Whether the admin is free for this call's time by the booking rules (features/booking/slots.ts checkSlot):
 * their days, hours and dates off, the team's holidays and their other calls, this call's own slot aside. The notice and the booking
 * window guard the buyer's choice of a time, made already, so they are set aside too.
 */
export function freeForCall(
  taker: CallTaker | null,
  call: Pick<Booking, "requestId" | "start">,
  held: readonly HeldSlot[],
  hours: BusinessHours,
  settings: CallSettings,
): boolean {
  if (!taker) return false;
  const start = new Date(call.start);
  const others = held.filter((slot) => slot.requestId !== call.requestId).map((slot) => ({ admin: slot.admin, start: new Date(slot.start), end: new Date(slot.end) }));
  const check = checkSlot(start, { now: new Date(start.getTime() - 60 * dayMs), requestedAt: start, hours, settings, takers: [taker], booked: others, buyerZone: null });
  return check.ok;
}
