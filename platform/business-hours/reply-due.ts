import { addBusinessDays, closingOf, isBusinessDay, isBusinessTime, msOfDay, nextBusinessDay } from "./business-days";
import type { BusinessHours } from "./settings";
import { instantAt, wallClockAt } from "./zoned-clock";

/**
 * When the account manager's first reply is due, as the site promises it ("within one business day",
 * `replyBusinessDays` in the settings). A request received within business hours is due at the same clock
 * time on the next business day; one received outside them, at the close of the next business day.
 *
 * "Next business day" for a request outside hours is the first business day whose hours have not yet begun:
 * on a business day before opening, that same day. So a request at 23:59 and one at 00:01 are due at the
 * same close, and every request, whenever it arrives, gets one full business day of the team's time.
 */
export function replyDueAt(receivedAt: Date, hours: BusinessHours): Date {
  const days = hours.replyBusinessDays;
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`replyBusinessDays must be a whole number of at least 1, not ${days}`);
  const { date, msOfDay: clockTime } = wallClockAt(receivedAt, hours.timeZone);
  if (isBusinessTime(receivedAt, hours)) return instantAt(addBusinessDays(date, days, hours), clockTime, hours.timeZone);
  const opensLaterToday = isBusinessDay(date, hours) && clockTime < msOfDay(hours.opens);
  const firstDay = opensLaterToday ? date : nextBusinessDay(date, hours);
  return closingOf(addBusinessDays(firstDay, days - 1, hours), hours);
}

/** A reply is on time up to and including its due instant. */
export function isOverdue(dueAt: Date, now: Date): boolean {
  return now.getTime() > dueAt.getTime();
}
