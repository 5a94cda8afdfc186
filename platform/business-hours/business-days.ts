import { addDays, weekdayOf, type CalendarDate } from "./calendar-date";
import type { BusinessHours, ClockTime } from "./settings";
import { instantAt, wallClockAt, type WallClock } from "./zoned-clock";

/**
 * Business days and business time on the team's calendar. Instants go in and come out as UTC (Date); the
 * team's zone is read only to find where a day's hours begin and end.
 */

const minuteMs = 60 * 1000;

export function msOfDay(time: ClockTime): number {
  return (time.hour * 60 + time.minute) * minuteMs;
}

export function isBusinessDay(date: CalendarDate, hours: BusinessHours): boolean {
  return hours.days.includes(weekdayOf(date)) && !hours.holidays.includes(date);
}

// A year without one working day means the settings are broken, not that the team is on leave.
const searchLimitDays = 366;

/** The first business day after the date (the date itself never counts). */
export function nextBusinessDay(date: CalendarDate, hours: BusinessHours): CalendarDate {
  for (let step = 1; step <= searchLimitDays; step += 1) {
    const candidate = addDays(date, step);
    if (isBusinessDay(candidate, hours)) return candidate;
  }
  throw new Error(`No business day in the year after ${date}: check the business hours' days and holidays`);
}

/** The business day `count` business days after the date; 0 is the date itself, business day or not. */
export function addBusinessDays(date: CalendarDate, count: number, hours: BusinessHours): CalendarDate {
  let result = date;
  for (let step = 0; step < count; step += 1) result = nextBusinessDay(result, hours);
  return result;
}

/** Whether the team's wall clock shows a business time: opening is inside business hours and closing outside. */
export function isBusinessClock(clock: WallClock, hours: BusinessHours): boolean {
  return isBusinessDay(clock.date, hours) && clock.msOfDay >= msOfDay(hours.opens) && clock.msOfDay < msOfDay(hours.closes);
}

/** Each instant belongs to exactly one side: inside business hours or outside. */
export function isBusinessTime(instant: Date, hours: BusinessHours): boolean {
  return isBusinessClock(wallClockAt(instant, hours.timeZone), hours);
}

export function openingOf(date: CalendarDate, hours: BusinessHours): Date {
  return instantAt(date, msOfDay(hours.opens), hours.timeZone);
}

export function closingOf(date: CalendarDate, hours: BusinessHours): Date {
  return instantAt(date, msOfDay(hours.closes), hours.timeZone);
}

/**
 * How much business time passed between two instants, in milliseconds: a request's age as the team lives
 * it, where a weekend or a holiday adds nothing. Zero when `to` is not after `from`.
 */
export function businessTimeBetween(from: Date, to: Date, hours: BusinessHours): number {
  if (to.getTime() <= from.getTime()) return 0;
  const last = wallClockAt(to, hours.timeZone).date;
  let total = 0;
  for (let date = wallClockAt(from, hours.timeZone).date; date <= last; date = addDays(date, 1)) {
    if (!isBusinessDay(date, hours)) continue;
    const start = Math.max(from.getTime(), openingOf(date, hours).getTime());
    const end = Math.min(to.getTime(), closingOf(date, hours).getTime());
    if (end > start) total += end - start;
  }
  return total;
}
