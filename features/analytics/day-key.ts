import { addDays, utcMidnightOf, type CalendarDate } from "@/platform/business-hours/calendar-date";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";

/**
 * The figures count by day on the team's calendar (platform/business-hours/settings.ts), not UTC's: "visits on
 * Tuesday" means the Tuesday the owners lived through, so a visit at 00:30 in London in summer is Tuesday's
 * even though it is still Monday in UTC.
 */
export function dayKeyAt(instant: Date, timeZone: string): CalendarDate {
  return wallClockAt(instant, timeZone).date;
}

/** The `count` days ending with `last`, oldest first: the x axis of a chart, with no day missing. */
export function daysEndingWith(last: CalendarDate, count: number): CalendarDate[] {
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}

/** How long the daily counters are kept, in months, as the privacy policy states it. */
export const FIGURES_RETENTION_MONTHS = 25;

/**
 * The first day still kept on `today`: counters of any earlier day are deleted. Counted on the calendar
 * (the same day of the month, 25 months back; the 31st becomes the month's last day), so the policy's
 * "25 months" reads as a person would count it.
 */
export function firstKeptDay(today: CalendarDate, months: number = FIGURES_RETENTION_MONTHS): CalendarDate {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}` as CalendarDate;
}

/**
 * When a day's counters may go (Firestore's TTL field): the day after the retention has passed it, read at
 * midnight UTC. TTL deletes within a day or so of that; the purge (scripts/data-purge.ts) deletes by day.
 */
export function expiryOfDay(day: CalendarDate, months: number = FIGURES_RETENTION_MONTHS): Date {
  const end = new Date(utcMidnightOf(addDays(day, 1)));
  const year = end.getUTCFullYear() + Math.floor((end.getUTCMonth() + months) / 12);
  const month = (end.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(end.getUTCDate(), lastDay)));
}
