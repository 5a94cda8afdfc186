import { addBusinessDays, isBusinessClock, isBusinessDay, msOfDay, nextBusinessDay } from "./business-days";
import type { BusinessHours } from "./settings";
import { intlZoneClock, type ZoneClock } from "./zoned-clock";

/**
 * When the account manager's first reply is due, as the site promises it ("within one business day",
 * `replyBusinessDays` in the settings). A request received within business hours is due at the same clock
 * time on the next business day; one received outside them, at the close of the next business day.
 *
 * "Next business day" for a request outside hours is the first business day whose hours have not yet begun:
 * on a business day before opening, that same day. So a request at 23:59 and one at 00:01 are due at the
 * same close, and every request, whenever it arrives, gets one full business day of the team's time.
 */
export function replyDueAt(receivedAt: Date, hours: BusinessHours, clock: ZoneClock = intlZoneClock(hours.timeZone)): Date {
  const days = hours.replyBusinessDays;
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`replyBusinessDays must be a whole number of at least 1, not ${days}`);
  // `clock` reads the team's zone: through Intl by default, or a remembering clock where thousands are computed at once.
  if (clock.timeZone !== hours.timeZone) throw new RangeError(`the clock reads ${clock.timeZone}, the hours are kept in ${hours.timeZone}`);
  const wall = clock.wallClockAt(receivedAt);
  if (isBusinessClock(wall, hours)) return clock.instantAt(addBusinessDays(wall.date, days, hours), wall.msOfDay);
  const opensLaterToday = isBusinessDay(wall.date, hours) && wall.msOfDay < msOfDay(hours.opens);
  const firstDay = opensLaterToday ? wall.date : nextBusinessDay(wall.date, hours);
  // The close of that day: closingOf, on the given clock.
  return clock.instantAt(addBusinessDays(firstDay, days - 1, hours), msOfDay(hours.closes));
}

/** A reply is on time up to and including its due instant. */
export function isOverdue(dueAt: Date, now: Date): boolean {
  return now.getTime() > dueAt.getTime();
}
