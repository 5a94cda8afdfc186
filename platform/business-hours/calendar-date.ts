/**
 * A day on the calendar, with no time and no zone: holidays are days, and a business day is a day in the
 * team's zone. Written "2026-03-27" so the settings read as a calendar does.
 */
export type CalendarDate = `${number}-${number}-${number}`;

/** Monday is 1 and Sunday 7 (ISO 8601), so a working week reads 1 to 5. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const dayMs = 24 * 60 * 60 * 1000;
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC of the date: arithmetic on it never meets a daylight-saving change. Throws for a date that
 * does not exist (2026-02-30), so a mistyped holiday fails loudly instead of never matching.
 */
export function utcMidnightOf(date: CalendarDate): number {
  const match = calendarDatePattern.exec(date);
  if (!match) throw new RangeError(`${date} is not a date written YYYY-MM-DD`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  if (calendarDateOfUtc(time) !== date) throw new RangeError(`${date} is not a day on the calendar`);
  return time;
}

function calendarDateOfUtc(time: number): CalendarDate {
  return new Date(time).toISOString().slice(0, 10) as CalendarDate;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOfUtc(utcMidnightOf(date) + days * dayMs);
}

export function weekdayOf(date: CalendarDate): Weekday {
  return (((new Date(utcMidnightOf(date)).getUTCDay() + 6) % 7) + 1) as Weekday;
}
