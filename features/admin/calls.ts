import "server-only";
import { z } from "zod";
import type { AssignedCall } from "@/features/admin/assignment-mail";
import type { CallState } from "@/features/admin/lead-desk";
import type { CallEvent } from "@/features/admin/timeline";
import { requireAdmin } from "@/features/auth/require-admin";
import type { CallAttention } from "@/features/booking/call-changes";
import { cancelCallForTeam, deskCall, deskCallOf, handCallTo, keepCall, upcomingCall, type DeskCall, type HandOverResult } from "@/features/booking/call-owner";
import { getBookingStore } from "@/features/booking/get-store";
import { getCallChangeDependencies } from "@/features/booking/runtime";
import { callSettings } from "@/features/booking/slots";
import type { Booking } from "@/features/booking/store";
import { instantAt, wallClockAt } from "@/platform/business-hours/zoned-clock";
import { businessHours } from "@/platform/business-hours/settings";
import { addDays } from "@/platform/business-hours/calendar-date";
import { getDelegationStore } from "@/features/delegation/get-store";
import { logRequestEvent } from "@/platform/logging/request-log";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { getTeamStore } from "@/features/team/get-store";
import type { TeamMember } from "@/features/team/profile";

/**
 * The buyers' calls as the admin area reaches them: each function checks the session first, like every
 * other read of the admin area's data.
 */

const callState = (booking: Booking): CallState => ({ status: booking.status, canceledAt: booking.canceledAt });

/** The requests with their call's state, for the reply rule (a booked call is the reply). */
export async function withCalls<T extends { readonly id: string }>(items: readonly T[]): Promise<(T & { readonly call: CallState | null })[]> {
  await requireAdmin();
  const calls = new Map((await (await getBookingStore()).getMany(items.map((item) => item.id))).map((booking) => [booking.requestId, callState(booking)]));
  return items.map((item) => ({ ...item, call: calls.get(item.id) ?? null }));
}

/** What the buyer did with the request's call, for its timeline. */
export async function requestCallEvents(requestId: string): Promise<readonly CallEvent[]> {
  await requireAdmin();
  return (await (await getBookingStore()).get(requestId))?.events ?? [];
}

export interface UpcomingCall {
  readonly booking: Booking;
  /** Null when the request is gone since (its call goes with it; a read in between can see this). */
  readonly reference: string | null;
  readonly company: string | null;
  readonly fullName: string | null;
  /** The zone the buyer chose on the form, for the time on their clock; null when the request is gone. */
  readonly timeZone: string | null;
  /** Why the desk asks to move or keep the call, if it does (features/booking/call-changes.ts callAttention). */
  readonly attention: CallAttention | null;
  /** The request's owner, whom a flagged call's decision offers first. */
  readonly owner: string | null;
  /** The other admins free at the call's time: where it may move. */
  readonly movableTo: readonly string[];
}

/** Days ahead the calls view covers: the booking window is 10 business days, two weeks and a weekend. */
export const UPCOMING_CALL_DAYS = 16;
const MAX_CALLS = 200;

/** Today's and upcoming calls, from the start of today on the team's calendar, earliest first. */
export async function listUpcomingCalls(now: Date = new Date()): Promise<UpcomingCall[]> {
  await requireAdmin();
  const today = wallClockAt(now, businessHours.timeZone).date;
  const from = instantAt(today, 0, businessHours.timeZone);
  const to = instantAt(addDays(today, UPCOMING_CALL_DAYS), 0, businessHours.timeZone);
  const store = await getBookingStore();
  const bookings = await store.listBooked(from.toISOString(), to.toISOString(), MAX_CALLS);
  if (bookings.length === 0) return [];
  const [requests, team, held] = await Promise.all([
    getDelegationStore(),
    (await getTeamStore()).list(),
    // From a day before the first: a slot starting then may still overlap it.
    store.heldBetween(new Date(from.getTime() - 24 * 60 * 60_000).toISOString(), to.toISOString()),
  ]);
  const rules = { hours: businessHours, settings: callSettings };
  return Promise.all(
    bookings.map(async (booking) => {
      const request = await requests.get(booking.requestId);
      const clean = request ? withoutInvisibleCharacters(request) : null;
      // A call already under way or over needs no decision.
      const desk = clean && Date.parse(booking.start) > now.getTime() ? deskCallOf(rules, booking, clean.owner, team, held) : null;
      return {
        booking,
        reference: clean?.reference ?? null,
        company: clean?.company ?? null,
        fullName: clean?.fullName ?? null,
        timeZone: clean?.timeZone ?? null,
        attention: desk?.attention ?? null,
        owner: clean?.owner ?? null,
        movableTo: desk?.movableTo.map((member) => member.email) ?? [],
      };
    }),
  );
}

/** The request's upcoming call as its page shows it: when, how, whether it needs a decision, who could take it. */
export async function requestDeskCall(request: { readonly id: string; readonly owner: string | null }): Promise<DeskCall | null> {
  await requireAdmin();
  return deskCall(await getCallChangeDependencies(), request, withoutInvisibleCharacters(await (await getTeamStore()).list()));
}

/**
 * Moves the request's upcoming call with the lead to its new owner when they are free then: what the owner's
 * e-mail says of it ("moved" or "stays"), or null when the request has no call still to come or it is
 * already theirs. Where it stays, the desk flags it (callAttention) until someone moves or keeps it.
 */
export async function callFollowsLead(requestId: string, owner: string, by: string): Promise<AssignedCall | null> {
  await requireAdmin();
  // Most leads have no call: one read answers them before the rest is gathered.
  const booking = await upcomingCall({ bookings: await getBookingStore(), now: () => new Date() }, requestId);
  if (!booking || booking.admin === owner) return null;
  const moved = await handCallTo(await getCallChangeDependencies(), requestId, owner, by);
  if (moved.ok) return { start: booking.start, kind: booking.kind, outcome: "moved", admin: null };
  const keeper = await (await getTeamStore()).get(booking.admin);
  return { start: booking.start, kind: booking.kind, outcome: "stays", admin: keeper };
}

const idSchema = z.string().trim().min(1).max(200);
const adminSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type CallActionResult = { readonly ok: true } | { readonly ok: false; readonly reason: Exclude<HandOverResult, { ok: true }>["reason"] | "invalid" };

/** Staff move the request's upcoming call, at its time, to another admin free then. */
export async function moveRequestCall(requestId: string, to: string): Promise<CallActionResult> {
  const admin = await requireAdmin();
  const id = idSchema.safeParse(requestId);
  const target = adminSchema.safeParse(to);
  if (!id.success || !target.success) return { ok: false, reason: "invalid" };
  const result = await handCallTo(await getCallChangeDependencies(), id.data, target.data, admin.email);
  if (!result.ok) return result;
  await logRequestEvent("admin.call_moved", { request: id.data, by: admin.email });
  return { ok: true };
}

/** Staff leave the request's upcoming call with its admin: the flag goes until the owner or the reason changes. */
export async function keepRequestCall(requestId: string): Promise<CallActionResult> {
  const admin = await requireAdmin();
  const id = idSchema.safeParse(requestId);
  if (!id.success) return { ok: false, reason: "invalid" };
  const result = await keepCall(await getCallChangeDependencies(), id.data, admin.email);
  if (!result.ok) return result;
  await logRequestEvent("admin.call_kept", { request: id.data, by: admin.email });
  return { ok: true };
}

/** Staff cancel the request's upcoming call: the buyer is told and offered a new time, the admin's calendar loses it. */
export async function cancelRequestCall(requestId: string): Promise<CallActionResult> {
  const admin = await requireAdmin();
  const id = idSchema.safeParse(requestId);
  if (!id.success) return { ok: false, reason: "invalid" };
  const me: Pick<TeamMember, "email" | "name"> = (await (await getTeamStore()).get(admin.email)) ?? { email: admin.email, name: "" };
  const canceled = await cancelCallForTeam(await getCallChangeDependencies(), id.data, me);
  if (!canceled) return { ok: false, reason: "no-call" };
  await logRequestEvent("admin.call_canceled", { request: id.data, by: admin.email });
  return { ok: true };
}
