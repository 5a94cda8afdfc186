import { bookingCopy } from "@/features/booking/booking-copy";
import { bookingNotice, zoneCity, type BookingNotice } from "@/features/booking/display";
import type { BookingView } from "@/features/booking/service";
import { nearestSlots, slotsByDay, type Slot } from "@/features/booking/slots";
import { callKinds, type CallKind } from "@/features/booking/store";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import { titleWithError } from "@/platform/page/error-title";

type Query = Readonly<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A day with free times on the buyer's calendar: the page shows one at a time, the others as links. */
export interface BookingDay {
  readonly date: CalendarDate;
  readonly slots: readonly Slot[];
}

/** The part of the step a refusal is about: the summary links to it, and it is marked invalid. */
export type BookingField = "times" | "phone" | "zone";

/** The ids the page gives its parts: the summary's links and the arrival focus point at them. */
export const bookingIds = {
  summary: "booking-summary",
  notice: "booking-notice",
  zone: "booking-zone",
  times: "booking-times",
  phone: "booking-phone",
  cancel: "booking-cancel-question",
} as const;

/** What a booking page shows besides the view, read from its address (a redirect after a post, a day's link). */
export interface BookingPageState {
  readonly notice: BookingNotice | null;
  readonly invalid: BookingField | null;
  readonly days: readonly BookingDay[];
  /** The day whose times are shown: one radio group, so arrow keys stay inside the day. */
  readonly day: BookingDay | null;
  /** The time to show chosen: the one a refusal about something else (the number) refused. */
  readonly checked: string | null;
  readonly kind: CallKind;
  /** The cancellation asks once more: this is its second step. */
  readonly confirmCancel: boolean;
  /** The id focus goes to on arrival, with and without JavaScript: the outcome, or the part just asked for. */
  readonly arrival: string | null;
}

const fieldOf: Partial<Record<keyof typeof bookingCopy.errors, BookingField>> = {
  taken: "times",
  past: "times",
  "too-soon": "times",
  "outside-hours": "times",
  "beyond-window": "times",
  "no-time": "times",
  "same-time": "times",
  "phone-required": "phone",
  "phone-invalid": "phone",
  "unknown-zone": "zone",
};

/** The day holding the instant, or, when it holds no free time, the day of the free time nearest it. */
function dayNear(days: readonly BookingDay[], slots: readonly Slot[], instant: Date): BookingDay | null {
  const holding = days.find((day) => day.slots.some((slot) => slot.start.getTime() === instant.getTime()));
  if (holding) return holding;
  const nearest = nearestSlots(slots, instant, 1)[0];
  return nearest ? (days.find((day) => day.slots.includes(nearest)) ?? null) : null;
}

/**
 * Each part is checked, since anyone can type an address: an unknown notice shows nothing, an unknown day
 * the first, a time that is not free is not kept, and a kind not offered is a phone call.
 */
export function bookingPageState(view: Extract<BookingView, { state: "open" }>, query: Query): BookingPageState {
  const notice = bookingNotice(one(query.notice));
  const invalid = notice?.kind === "error" ? (fieldOf[notice.key] ?? null) : null;
  const days = slotsByDay(view.slots, view.zone);
  const nearText = notice?.kind === "error" ? one(query.near) : undefined;
  const near = nearText ? new Date(nearText) : null;
  const refused = near && !Number.isNaN(near.getTime()) ? near : null;
  const asked = days.find((day) => day.date === one(query.day)) ?? null;
  const day = (refused ? dayNear(days, view.slots, refused) : null) ?? asked ?? days[0] ?? null;
  // Kept only when the refusal was about something else: a time refused is not offered again as chosen.
  const checked = refused && invalid !== "times" && day?.slots.some((slot) => slot.start.getTime() === refused.getTime()) ? refused.toISOString() : null;
  const postedKind = one(query.kind);
  const kind = (callKinds as readonly string[]).includes(postedKind ?? "") ? (postedKind as CallKind) : (view.booking?.kind ?? "phone");
  const booked = view.booking?.status === "booked";
  const confirmCancel = booked && one(query.cancel) === "confirm" && notice === null;
  const arrival = notice
    ? notice.kind === "error"
      ? bookingIds.summary
      : bookingIds.notice
    : confirmCancel
      ? bookingIds.cancel
      : asked && day
        ? bookingIds.times
        : null;
  return { notice, invalid, days, day, checked, kind, confirmCancel, arrival };
}

/**
 * The page's title while it shows an outcome: "Error: " before it after a refusal, as the request form's
 * refused send has it; the outcome first after a success, so the title a screen reader reads says it.
 */
export function bookingTitle(title: string, view: BookingView, query: Query): string {
  if (view.state !== "open") return title;
  const notice = bookingNotice(one(query.notice));
  if (!notice) return title;
  if (notice.kind === "error") return titleWithError(title, true);
  const outcome = notice.key === "zone" ? bookingCopy.outcomeTitles.zone(zoneCity(view.zone)) : bookingCopy.outcomeTitles[notice.key];
  return `${outcome} – ${title}`;
}
