import "server-only";
import type { CallState } from "@/features/admin/lead-desk";
import type { CallEvent } from "@/features/admin/timeline";
import { requireAdmin } from "@/features/auth/require-admin";
import { getBookingStore } from "@/features/booking/get-store";
import type { Booking } from "@/features/booking/store";
import { instantAt, wallClockAt } from "@/platform/business-hours/zoned-clock";
import { businessHours } from "@/platform/business-hours/settings";
import { addDays } from "@/platform/business-hours/calendar-date";
import { getDelegationStore } from "@/features/delegation/get-store";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";

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
  const bookings = await (await getBookingStore()).listBooked(from.toISOString(), to.toISOString(), MAX_CALLS);
  const requests = await getDelegationStore();
  return Promise.all(
    bookings.map(async (booking) => {
      const request = await requests.get(booking.requestId);
      const clean = request ? withoutInvisibleCharacters(request) : null;
      return { booking, reference: clean?.reference ?? null, company: clean?.company ?? null, fullName: clean?.fullName ?? null };
    }),
  );
}
