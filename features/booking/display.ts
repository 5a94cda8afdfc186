import { bookingCopy } from "@/features/booking/booking-copy";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import { utcMidnightOf } from "@/platform/business-hours/calendar-date";
import { timeZoneLabel, timeZoneValues, otherTimeZone } from "@/platform/business-hours/time-zones";

/**
 * How the booking step names times for a buyer: every radio's label carries its zone, since a screen
 * reader user reaches a choice without passing the legend, and 10:00 means nothing without a clock.
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hourCycle: "h12", timeZoneName: "short" });
    timeFormats.set(timeZone, format);
  }
  return format;
}

function parts(instant: Date, timeZone: string) {
  const part = Object.fromEntries(timeFormat(timeZone).formatToParts(instant).map(({ type, value }) => [type, value]));
  return { time: `${part.hour}:${part.minute} ${part.dayPeriod}`, zone: part.timeZoneName ?? timeZone };
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

/** A day's legend: "Thursday, March 26, 2026" (the date is the reader's, so it is formatted as a UTC midnight). */
export function dayLegend(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(new Date(utcMidnightOf(date)));
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

/** Where a post lands: the link's own page, with the zone it was shown in and what came of it. */
export function bookingResultPath(token: string, result: { readonly zone: string | null; readonly notice: string; readonly near?: string }): string {
  const query = new URLSearchParams({ notice: result.notice });
  if (result.zone) query.set("zone", result.zone);
  if (result.near) query.set("near", result.near);
  return `/book/${encodeURIComponent(token)}?${query.toString()}`;
}
