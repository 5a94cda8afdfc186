import type { CalendarDate } from "./calendar-date";

/**
 * THE DEFAULT TO REPLACE: the bank holidays of England and Wales, the jurisdiction of the company's legal
 * default, for 2026 to 2028. Replace it with the days the team is actually closed, and extend it before the
 * last year runs out: a day missing from the list counts as a business day. The 2028 dates follow the usual
 * rules (a holiday on a weekend moves to the next weekday) and are not yet proclaimed; GOV.UK publishes the
 * official list (gov.uk/bank-holidays).
 */
export const englandAndWalesHolidays: readonly CalendarDate[] = [
  // 2026
  "2026-01-01", // New Year's Day
  "2026-04-03", // Good Friday
  "2026-04-06", // Easter Monday
  "2026-05-04", // Early May bank holiday
  "2026-05-25", // Spring bank holiday
  "2026-08-31", // Summer bank holiday
  "2026-12-25", // Christmas Day
  "2026-12-28", // Boxing Day (substitute day: the 26th is a Saturday)
  // 2027
  "2027-01-01", // New Year's Day
  "2027-03-26", // Good Friday
  "2027-03-29", // Easter Monday
  "2027-05-03", // Early May bank holiday
  "2027-05-31", // Spring bank holiday
  "2027-08-30", // Summer bank holiday
  "2027-12-27", // Christmas Day (substitute day: the 25th is a Saturday)
  "2027-12-28", // Boxing Day (substitute day: the 26th is a Sunday)
  // 2028
  "2028-01-03", // New Year's Day (substitute day: the 1st is a Saturday)
  "2028-04-14", // Good Friday
  "2028-04-17", // Easter Monday
  "2028-05-01", // Early May bank holiday
  "2028-05-29", // Spring bank holiday
  "2028-08-28", // Summer bank holiday
  "2028-12-25", // Christmas Day
  "2028-12-26", // Boxing Day
];
