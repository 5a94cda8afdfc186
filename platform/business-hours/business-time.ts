import { addDays } from "./calendar-date";
import { closingOf, isBusinessDay, msOfDay, openingOf } from "./business-days";
import type { BusinessHours } from "./settings";
import { wallClockAt } from "./zoned-clock";

/*
 * Instants a span of business time away: what "within one business hour" and "one business day ago" mean on
 * the team's calendar, where nights, weekends and holidays add nothing. The sweep's windows (the due-soon
 * reminder, the oldest due time it still alerts) are these, and so are the bounds it reads the store by.
 */

// A year without one working day means the settings are broken, not that the team is on leave.
const searchLimitDays = 366;

/** One business day's length: from opening to closing. */
export function businessDayMs(hours: BusinessHours): number {
  return msOfDay(hours.closes) - msOfDay(hours.opens);
}

/** The instant `ms` of business time after `from` (0 gives `from`). */
export function businessInstantAfter(from: Date, ms: number, hours: BusinessHours): Date {
  if (ms <= 0) return from;
  let left = ms;
  let date = wallClockAt(from, hours.timeZone).date;
  for (let step = 0; step <= searchLimitDays; step += 1, date = addDays(date, 1)) {
    if (!isBusinessDay(date, hours)) continue;
    const start = Math.max(from.getTime(), openingOf(date, hours).getTime());
    const end = closingOf(date, hours).getTime();
    if (end <= start) continue;
    if (end - start >= left) return new Date(start + left);
    left -= end - start;
  }
  throw new Error("No business time in the year ahead: check the business hours' days and holidays");
}

/** The instant `ms` of business time before `to` (0 gives `to`). */
export function businessInstantBefore(to: Date, ms: number, hours: BusinessHours): Date {
  if (ms <= 0) return to;
  let left = ms;
  let date = wallClockAt(to, hours.timeZone).date;
  for (let step = 0; step <= searchLimitDays; step += 1, date = addDays(date, -1)) {
    if (!isBusinessDay(date, hours)) continue;
    const end = Math.min(to.getTime(), closingOf(date, hours).getTime());
    const start = openingOf(date, hours).getTime();
    if (end <= start) continue;
    if (end - start >= left) return new Date(end - left);
    left -= end - start;
  }
  throw new Error("No business time in the year before: check the business hours' days and holidays");
}
