import { utcMidnightOf, type CalendarDate } from "./calendar-date";
import { formatsPerZone, partsOf } from "./zone-formats";

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

/** A due time needs dozens of reads. h23, not hour12: false, which some runtimes render as "24" at midnight. */
const clockFormat = formatsPerZone({ hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** The wall clock as if it were UTC, to the second: the instant it would be in a zone with no offset. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const part = partsOf(clockFormat(timeZone), instant);
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
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

/** A zone's clock as an object: the same answers as the functions above, read through Intl or by arithmetic. */
export interface ZoneClock {
  readonly timeZone: string;
  offsetMinutesAt(instant: Date): number;
  wallClockAt(instant: Date): WallClock;
  instantAt(date: CalendarDate, msOfDay: number): Date;
}

const minuteOf = (time: number) => Math.floor(time / minuteMs) * minuteMs;

/** The first minute in (low, high] whose offset is not `before`, by halving: the one change between two reads. */
function changeBetween(read: (time: number) => number, low: number, high: number, before: number): number {
  while (high - low > minuteMs) {
    const middle = minuteOf(low + (high - low) / 2);
    if (read(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** A ZoneClock over a function giving the zone's offset at a whole-second instant (ms since the epoch). */
function clockOfOffsets(timeZone: string, offsetAt: (time: number) => number): ZoneClock {
  return {
    timeZone,
    offsetMinutesAt: (instant) => offsetAt(instant.getTime()),
    wallClockAt(instant) {
      const local = instant.getTime() + offsetAt(Math.floor(instant.getTime() / 1000) * 1000) * minuteMs;
      const ms = ((local % dayMs) + dayMs) % dayMs;
      return { date: new Date(local - ms).toISOString().slice(0, 10) as CalendarDate, msOfDay: ms };
    },
    instantAt(date, msOfDay) {
      const asUtc = utcMidnightOf(date) + msOfDay;
      // Temporal's "compatible" choice, as instantAt above: the earlier of two readings, the offset before a gap.
      const before = offsetAt(asUtc - dayMs);
      const after = offsetAt(asUtc + dayMs);
      const candidates = [...new Set([before, after])]
        .map((offset) => asUtc - offset * minuteMs)
        .filter((time) => offsetAt(time) * minuteMs === asUtc - time)
        .sort((a, b) => a - b);
      return new Date(candidates[0] ?? asUtc - before * minuteMs);
    },
  };
}

/**
 * The zone's clock between two instants, for code that reads hundreds of times in one stretch (the free
 * call times of a booking window): Intl's formatter costs tens of microseconds a read, so the offsets are
 * read once a day, and a change between two reads (a daylight-saving change) is found to the minute by
 * halving. Zones change their offset at a whole minute and at most once in the few weeks this serves; where
 * the daily reads show more than one change, every read goes through Intl as the functions above do.
 */
export function zoneClockBetween(timeZone: string, from: Date, to: Date): ZoneClock {
  const start = minuteOf(from.getTime() - dayMs);
  const end = minuteOf(to.getTime() + dayMs);
  const read = (time: number) => offsetMinutesAt(new Date(time), timeZone);
  // Offset changes as (from this minute, the offset): found between daily reads by halving to the minute.
  const changes: { at: number; offset: number }[] = [{ at: Number.NEGATIVE_INFINITY, offset: read(start) }];
  let general = false;
  for (let time = start; time < end && !general; ) {
    const next = Math.min(time + dayMs, end);
    const before = changes.at(-1)!.offset;
    const after = read(next);
    if (after !== before) {
      if (changes.length > 1) general = true;
      changes.push({ at: changeBetween(read, time, next, before), offset: after });
    }
    time = next;
  }
  const inRange = (time: number) => time >= start && time <= end;
  return clockOfOffsets(timeZone, (time) => {
    if (general || !inRange(time)) return read(time);
    return time >= (changes[1]?.at ?? Number.POSITIVE_INFINITY) ? changes[1]!.offset : changes[0]!.offset;
  });
}

/** UTC days a remembering clock keeps before it starts again: decades of requests, a few hundred kilobytes. */
const REMEMBERED_DAYS = 20_000;

/**
 * The zone's clock at any instant, for code that reads thousands of times across months or years (every
 * request's reply due time in the CSV export, the desk's overdue count): each UTC day's offsets are read
 * through Intl once, at its two midnights, and remembered; a day whose two ends differ has its change found
 * to the minute by halving, as zoneClockBetween does. It answers as the functions above do for every zone
 * whose offset changes at a whole minute and at most once a day, which every zone's rules have done since
 * the 1970s (tests/unit/platform/business-hours/zoned-clock.test.ts compares them).
 */
export function rememberingZoneClock(timeZone: string): ZoneClock {
  assertTimeZone(timeZone);
  const read = (time: number) => offsetMinutesAt(new Date(time), timeZone);
  const midnights = new Map<number, number>();
  const days = new Map<number, { readonly before: number; readonly changeAt: number; readonly after: number }>();
  const atMidnight = (day: number) => {
    let offset = midnights.get(day);
    if (offset === undefined) midnights.set(day, (offset = read(day * dayMs)));
    return offset;
  };
  return clockOfOffsets(timeZone, (time) => {
    const day = Math.floor(time / dayMs);
    let known = days.get(day);
    if (!known) {
      if (days.size >= REMEMBERED_DAYS) {
        days.clear();
        midnights.clear();
      }
      const before = atMidnight(day);
      const after = atMidnight(day + 1);
      known = { before, after, changeAt: before === after ? Number.POSITIVE_INFINITY : changeBetween(read, day * dayMs, (day + 1) * dayMs, before) };
      days.set(day, known);
    }
    return time >= known.changeAt ? known.after : known.before;
  });
}

/** The zone's clock through Intl on every read: the functions above, as a ZoneClock. */
export function intlZoneClock(timeZone: string): ZoneClock {
  return {
    timeZone,
    offsetMinutesAt: (instant) => offsetMinutesAt(instant, timeZone),
    wallClockAt: (instant) => wallClockAt(instant, timeZone),
    instantAt: (date, msOfDay) => instantAt(date, msOfDay, timeZone),
  };
}
