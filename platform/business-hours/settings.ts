import type { CalendarDate, Weekday } from "./calendar-date";
import { englandAndWalesHolidays } from "./england-and-wales-holidays";

/** A time on the team's clocks, 24-hour. */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
}

/**
 * When the team works, and so what "business day" means wherever the site promises one. Every rule that
 * counts business time (platform/business-hours/) takes these as an argument, so tests can pass their own.
 */
export interface BusinessHours {
  /** IANA name of the zone the hours and holidays are kept in; staff see every time in it. */
  readonly timeZone: string;
  readonly days: readonly Weekday[];
  /** Inside business hours from this minute on. */
  readonly opens: ClockTime;
  /** Outside from this minute on: a request at 17:30 exactly is answered as one sent after hours. */
  readonly closes: ClockTime;
  /** Whole days off on the team's calendar, whatever the weekday. */
  readonly holidays: readonly CalendarDate[];
  /** The account manager's first reply comes within this many business days: the pages' "within one business day". */
  readonly replyBusinessDays: number;
}

/**
 * The team's business hours: the one place to change them, and what the pages' promise and the reply due
 * times are computed from. London, because the company's legal default is England and Wales; the zone
 * lives here, beside the hours and holidays it gives meaning to, rather than in an environment variable,
 * so it cannot change without them.
 */
export const businessHours: BusinessHours = {
  timeZone: "Europe/London",
  days: [1, 2, 3, 4, 5],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 17, minute: 30 },
  holidays: englandAndWalesHolidays,
  replyBusinessDays: 1,
};
