import { bookingCopy } from "@/features/booking/booking-copy";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import { utcMidnightOf } from "@/platform/business-hours/calendar-date";
import { timeZoneLabel, timeZoneValues, otherTimeZone } from "@/platform/business-hours/time-zones";
import type { ClockTime } from "@/platform/business-hours/settings";
import { sentPath } from "@/platform/config/form-paths";
import { referencePattern } from "@/features/delegation/reference";
import { timeOfDayAt } from "@/platform/business-hours/instant-format";

/**
 * How the booking step names times for a buyer: every radio's label carries its zone, since a screen
 * reader user reaches a choice without passing the legend, and 10:00 means nothing without a clock.
 */

function parts(instant: Date, timeZone: string) {
  const { time, zoneName } = timeOfDayAt(instant, timeZone);
  return { time, zone: zoneName ?? timeZone };
}

/** The city a zone is known by on the form's list ("New York (US Eastern)" → "New York"), or its IANA name. */
export function zoneCity(timeZone: string): string {
  const label = timeZoneValues.has(timeZone) && timeZone !== otherTimeZone ? timeZoneLabel(timeZone) : timeZone;
  return label.split(/[,(]/)[0]!.trim();
}

/** "10:00 AM to 10:20 AM London time (GMT)": the start's abbreviation, which is the end's too (no call spans a clock change). */
export function slotLabel(start: Date, end: Date, timeZone: string): string {
  const from = parts(start, timeZone);
  return bookingCopy.slotLabel(from.time, parts(end, timeZone).time, bookingCopy.zoneName(`${zoneCity(timeZone)} time`, from.zone));
}

/**
 * A slot's label in two parts: the start, which is what a sighted reader scans a column of times for, and
 * the rest ("to 10:20 AM London time (GMT)"), which the label also holds but only screen readers say, so
 * every radio names its zone while a row of times stays one line each at 320 px.
 */
export function slotLabelParts(start: Date, end: Date, timeZone: string): { readonly shown: string; readonly rest: string } {
  const whole = slotLabel(start, end, timeZone);
  const shown = parts(start, timeZone).time;
  return { shown, rest: whole.slice(shown.length) };
}

/** The zone's name as every label says it: "New York time (EDT)" at the instant given. */
export function zoneNameAt(timeZone: string, at: Date): string {
  return bookingCopy.zoneName(`${zoneCity(timeZone)} time`, parts(at, timeZone).zone);
}

/** A clock time as the page writes one: "8:00 AM", "7:00 PM". */
export function clockLabel(time: ClockTime): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${String(time.minute).padStart(2, "0")} ${time.hour < 12 ? "AM" : "PM"}`;
}

const legendFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });
const dayNameFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "short", day: "numeric" });

/** A day's legend: "Thursday, March 26, 2026" (the date is the reader's, so it is formatted as a UTC midnight). */
export function dayLegend(date: CalendarDate): string {
  return legendFormat.format(new Date(utcMidnightOf(date)));
}

/** A day in the list of days: "Thursday, Mar 26" (the window is two weeks, so the year goes without saying). */
export function dayName(date: CalendarDate): string {
  return dayNameFormat.format(new Date(utcMidnightOf(date)));
}

/** The zone a posted or linked `zone` names, when it is one the form offers; otherwise null. */
export function chosenZone(value: unknown): string | null {
  return typeof value === "string" && value !== otherTimeZone && timeZoneValues.has(value) ? value : null;
}

export type BookingNotice =
  | { readonly kind: "success"; readonly key: keyof typeof bookingCopy.notices }
  | { readonly kind: "error"; readonly key: keyof typeof bookingCopy.errors };

/** The notice a redirect after a post names, when it is one the page knows; anything else shows nothing. */
export function bookingNotice(value: unknown): BookingNotice | null {
  if (typeof value !== "string") return null;
  if (Object.hasOwn(bookingCopy.notices, value)) return { kind: "success", key: value as keyof typeof bookingCopy.notices };
  if (Object.hasOwn(bookingCopy.errors, value)) return { kind: "error", key: value as keyof typeof bookingCopy.errors };
  return null;
}

/**
 * Where the booking step is shown: the link's own page, or the confirmation page of the request it belongs
 * to (whose address carries the reference, and the link as `booking`).
 */
export type BookingPlace = { readonly page: "book" } | { readonly page: "sent"; readonly reference: string };

/** The place a form posted from, read from its hidden fields; anything unexpected is the link's own page. */
export function postedPlace(page: unknown, reference: unknown): BookingPlace {
  return page === "sent" && typeof reference === "string" && referencePattern.test(reference) ? { page: "sent", reference } : { page: "book" };
}

/** The address of the booking step at its place, with the query given (empty values left out). */
export function bookingPlacePath(place: BookingPlace, token: string, query: Readonly<Record<string, string | null | undefined>> = {}, hash = ""): string {
  const search = new URLSearchParams(place.page === "sent" ? { reference: place.reference, booking: token } : {});
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  const path = place.page === "sent" ? sentPath : `/book/${encodeURIComponent(token)}`;
  return `${path}${text ? `?${text}` : ""}${hash}`;
}

/**
 * Where a post lands: after a booking, a move or a cancellation, the link's own page (the call's home from
 * then on); after a change of zone, the page it was made on. The query says what came of it, the refused
 * time and the kind of call chosen, so a refusal shows the choice as it was.
 */
export function bookingResultPath(token: string, result: { readonly notice: string; readonly near?: string; readonly kind?: string; readonly place?: BookingPlace }): string {
  return bookingPlacePath(result.place ?? { page: "book" }, token, { notice: result.notice, near: result.near, kind: result.kind });
}
