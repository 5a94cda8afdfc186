import { utcMidnightOf, type CalendarDate } from "./calendar-date";

/**
 * Between instants (Date, UTC) and the clock on a wall in an IANA time zone, through Intl alone: the offset
 * of a zone at an instant is the difference between its wall clock and UTC, so no zone data of our own is
 * needed, and daylight-saving rules are whatever the runtime's ICU knows.
 */

/** What a wall clock in a zone shows: the day, and the milliseconds since that day's midnight. */
export interface WallClock {
  readonly date: CalendarDate;
  readonly msOfDay: number;
}

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it, and a due time needs dozens of reads. */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    // h23, not hour12: false, which some runtimes render as "24" at midnight.
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock as if it were UTC, to the second: the instant it would be in a zone with no offset. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** Throws a RangeError for a name the runtime does not know, as Intl does. */
export function assertTimeZone(timeZone: string): void {
  clockFormat(timeZone);
}

/** Minutes ahead of UTC the zone's clocks are at the instant: 60 for London in summer, -240 for New York. */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc(instant, timeZone) - wholeSeconds) / minuteMs);
}

export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const local = instant.getTime() + offsetMinutesAt(instant, timeZone) * minuteMs;
  const msOfDay = ((local % dayMs) + dayMs) % dayMs;
  return { date: new Date(local - msOfDay).toISOString().slice(0, 10) as CalendarDate, msOfDay };
}

/**
 * The instant a wall clock in the zone shows the time, chosen as Temporal's "compatible" does when a
 * daylight-saving change makes it ambiguous: a time the clocks skip is read with the offset before the
 * change (01:30 on the day London springs forward is 02:30 BST), and a time they show twice is the first.
 */
export function instantAt(date: CalendarDate, msOfDay: number, timeZone: string): Date {
  const asUtc = utcMidnightOf(date) + msOfDay;
  // No zone changes its offset twice within two days, so the offsets a day either side are the only candidates.
  const before = offsetMinutesAt(new Date(asUtc - dayMs), timeZone);
  const after = offsetMinutesAt(new Date(asUtc + dayMs), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * minuteMs)
    .filter((time) => offsetMinutesAt(new Date(time), timeZone) * minuteMs === asUtc - time)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - before * minuteMs);
}
