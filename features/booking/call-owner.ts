import "server-only";
import { takerForCall } from "@/features/booking/call-taker";
import {
  callAttention,
  freeForCall,
  handedOver,
  keptAsIs,
  type CallAttention,
  type CallChangeDependencies,
} from "@/features/booking/call-changes";
import { composeBuyerCallMail, composeStaffCallMail } from "@/features/booking/messages";
import { bookingLinkFor, mailContext, memberOrPlaceholder } from "@/features/booking/service";
import type { Booking, HeldSlot } from "@/features/booking/store";
import type { DelegationRequest } from "@/features/delegation/store";
import { logEvent } from "@/platform/logging/log";
import type { OutboxDraft } from "@/features/outbox/store";
import { usableMeetingLink } from "@/features/team/meeting-link";
import type { TeamMember } from "@/features/team/profile";

/*
 * Who takes a booked call once the desk has changed something: the request given to someone else, an admin
 * off on the call's day, an admin gone. One rule for all of them: the call moves, at the same time, to an
 * admin free then (CANCEL to the one it leaves, REQUEST to the one it joins, an update to the buyer: the same
 * UID at a higher SEQUENCE), and where nobody is, the desk flags it with a way to move or keep it. Whether
 * an admin is free is the booking step's own rule (checkSlot) over the slots the store holds.
 */

const dayMs = 24 * 60 * 60_000;

/** A booked call as the desk shows it: whether it needs a decision, and who could take it at its time. */
export interface DeskCall {
  readonly booking: Booking;
  readonly attention: CallAttention | null;
  /** Whether the call's own admin is free then by their profile (days off, calls taken). */
  readonly adminFree: boolean;
  /** The other admins free at its time, in directory order: where "move" may send it. */
  readonly movableTo: readonly TeamMember[];
}

/** The held slots that can overlap a call: any starting up to a day before it ends (no call is that long). */
async function heldAround(deps: Pick<CallChangeDependencies, "bookings">, call: Pick<Booking, "start" | "end">): Promise<HeldSlot[]> {
  const from = new Date(Date.parse(call.start) - dayMs).toISOString();
  return deps.bookings.heldBetween(from, call.end);
}

/** The desk's reading of a call, from the stores as they are. */
export function deskCallOf(
  deps: Pick<CallChangeDependencies, "hours" | "settings">,
  booking: Booking,
  owner: string | null,
  team: readonly TeamMember[],
  held: readonly HeldSlot[],
): DeskCall {
  const free = (member: TeamMember | undefined) => freeForCall(takerForCall(member, deps.hours), booking, held, deps.hours, deps.settings);
  const adminFree = free(team.find((member) => member.email === booking.admin));
  const movableTo = team.filter((member) => member.email !== booking.admin && free(member));
  return { booking, attention: callAttention(booking, owner, adminFree), adminFree, movableTo };
}

/** The request's call while it is booked and still to come; null otherwise. */
export async function upcomingCall(deps: Pick<CallChangeDependencies, "bookings" | "now">, requestId: string): Promise<Booking | null> {
  const booking = await deps.bookings.get(requestId);
  return booking?.status === "booked" && Date.parse(booking.start) > deps.now().getTime() ? booking : null;
}

/** The desk's reading of the request's upcoming call, or null when it has none. */
export async function deskCall(deps: CallChangeDependencies, request: Pick<DelegationRequest, "id" | "owner">, team: readonly TeamMember[]): Promise<DeskCall | null> {
  const booking = await upcomingCall(deps, request.id);
  return booking ? deskCallOf(deps, booking, request.owner, team, await heldAround(deps, booking)) : null;
}

export type HandOverResult =
  | { readonly ok: true; readonly booking: Booking }
  /** no-call: nothing booked still to come; not-free: the admin is off, takes no calls or has a call then; changed: read again. */
  | { readonly ok: false; readonly reason: "no-call" | "same-admin" | "unknown-admin" | "not-free" | "changed" | "taken" };

/**
 * Moves the request's upcoming call, at the same time, to `to` when they are free then: CANCEL to the admin
 * it leaves, REQUEST to `to`, and the buyer's update naming `to` and carrying their meeting link, all written
 * with the change. `by` is the admin who asked for it.
 */
export async function handCallTo(deps: CallChangeDependencies, requestId: string, to: string, by: string): Promise<HandOverResult> {
  const booking = await upcomingCall(deps, requestId);
  if (!booking) return { ok: false, reason: "no-call" };
  if (booking.admin === to) return { ok: false, reason: "same-admin" };
  const [team, request, held] = await Promise.all([deps.team.list(), deps.requests.get(requestId), heldAround(deps, booking)]);
  const target = team.find((member) => member.email === to);
  if (!request) return { ok: false, reason: "no-call" };
  if (!target) return { ok: false, reason: "unknown-admin" };
  if (!freeForCall(takerForCall(target, deps.hours), booking, held, deps.hours, deps.settings)) return { ok: false, reason: "not-free" };
  const at = deps.now().toISOString();
  const token = bookingLinkFor(deps.secret, request, deps.hours, deps.settings);
  const leaving = memberOrPlaceholder(team, booking.admin);
  const result = await deps.bookings.revise({
    requestId,
    expected: booking,
    at,
    change: (current) => handedOver(current, { admin: target.email, meetingUrl: usableMeetingLink(target.meetingUrl) }, at, by),
    outbox: (moved, previous): OutboxDraft[] => {
      if (!deps.sendMail) return [];
      const joining = mailContext(deps, request, target, token);
      // The admin it leaves gets the event removed, at the new SEQUENCE so their calendar takes it.
      const left = { ...previous, sequence: moved.sequence };
      return [
        composeBuyerCallMail(joining, moved, "new-host"),
        composeStaffCallMail(joining, moved, "handed-to-you"),
        composeStaffCallMail(mailContext(deps, request, leaving, token), left, "handed-away", { to: target }),
      ];
    },
  });
  if (!result.ok) return result;
  (deps.log ?? logEvent)("booking.handed_over", { reference: request.reference, sequence: result.booking.sequence, by });
  return { ok: true, booking: result.booking };
}

export type KeepResult = { readonly ok: true; readonly booking: Booking } | { readonly ok: false; readonly reason: "no-call" | "changed" };

/** Leaves the upcoming call with its admin on purpose: the desk stops flagging it until the owner or the reason changes. */
export async function keepCall(deps: CallChangeDependencies, requestId: string, by: string): Promise<KeepResult> {
  const booking = await upcomingCall(deps, requestId);
  const request = booking ? await deps.requests.get(requestId) : null;
  if (!booking || !request) return { ok: false, reason: "no-call" };
  const [team, held] = await Promise.all([deps.team.list(), heldAround(deps, booking)]);
  const { adminFree } = deskCallOf(deps, booking, request.owner, team, held);
  const result = await deps.bookings.revise({ requestId, expected: booking, at: deps.now().toISOString(), change: (current) => keptAsIs(current, request.owner, adminFree) });
  if (!result.ok) return { ok: false, reason: "changed" };
  (deps.log ?? logEvent)("booking.kept", { reference: request.reference, by });
  return { ok: true, booking: result.booking };
}

/**
 * Cancels the upcoming call for the team: the buyer is told, with the way to book again, and the admin's
 * calendar loses the event. `by` is the admin who did it, named in the admin's e-mail.
 */
export async function cancelCallForTeam(deps: CallChangeDependencies, requestId: string, by: Pick<TeamMember, "email" | "name">): Promise<Booking | null> {
  const booking = await upcomingCall(deps, requestId);
  const request = booking ? await deps.requests.get(requestId) : null;
  if (!booking || !request) return null;
  const team = await deps.team.list();
  const token = bookingLinkFor(deps.secret, request, deps.hours, deps.settings);
  const canceled = await deps.bookings.cancel(
    requestId,
    deps.now().toISOString(),
    (call) => {
      if (!deps.sendMail) return [];
      const context = mailContext(deps, request, memberOrPlaceholder(team, call.admin), token);
      return [composeBuyerCallMail(context, call, "withdrawn"), composeStaffCallMail(context, call, "withdrawn", { by })];
    },
    by.email,
  );
  if (canceled) (deps.log ?? logEvent)("booking.canceled_by_team", { reference: request.reference, sequence: canceled.sequence, by: by.email });
  return canceled;
}

/** What became of a leaving admin's calls. */
export interface HandOffResult {
  readonly moved: number;
  readonly canceled: number;
}

/** How far ahead a leaving admin's calls are looked for: well past the booking window. */
const HAND_OFF_DAYS = 120;
const HAND_OFF_MAX = 500;

/**
 * A removed admin's calls still to come, by the rule every other change of host follows: each moves, at its
 * time, to the first admin free then (directory order, the leaver already off the team), or where nobody is,
 * is canceled for the team, the buyer's e-mail carrying the booking link again. `by` is the owner who removed them.
 */
export async function handOffCalls(deps: CallChangeDependencies, admin: string, by: Pick<TeamMember, "email" | "name">): Promise<HandOffResult> {
  const now = deps.now();
  const booked = await deps.bookings.listBooked(now.toISOString(), new Date(now.getTime() + HAND_OFF_DAYS * dayMs).toISOString(), HAND_OFF_MAX);
  const team = await deps.team.list();
  let moved = 0;
  let canceled = 0;
  for (const booking of booked) {
    if (booking.admin !== admin || Date.parse(booking.start) <= now.getTime()) continue;
    const request = await deps.requests.get(booking.requestId);
    if (!request) continue;
    const desk = await deskCall(deps, request, team.filter((member) => member.email !== admin));
    let handed = false;
    for (const member of desk?.movableTo ?? []) {
      if ((await handCallTo(deps, booking.requestId, member.email, by.email)).ok) {
        handed = true;
        break;
      }
    }
    if (handed) moved += 1;
    else if (await cancelCallForTeam(deps, booking.requestId, by)) canceled += 1;
  }
  return { moved, canceled };
}
