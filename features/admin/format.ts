import { teamDisplayZone } from "@/platform/business-hours/display-zone";
import { formatInstant } from "@/platform/business-hours/instant-format";
import { businessHours, type BusinessHours } from "@/platform/business-hours/settings";

/**
 * Every time in the admin area is shown on the team's clock (the zone in the business-hours settings), in
 * the one shape the site uses for every instant: "Tuesday, March 10, 2026, 2:30 PM GMT". The zone name is
 * part of it, so a colleague abroad still knows which clock it is.
 */
export function formatDateTime(iso: string, hours: BusinessHours = businessHours): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatInstant(new Date(time), teamDisplayZone(hours));
}

const calendarDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** A calendar day (YYYY-MM-DD, such as a follow-up date) in the date part of the same shape: "Tuesday, March 10, 2026". */
export function formatCalendarDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const time = Date.parse(`${date}T12:00:00Z`);
  return Number.isNaN(time) ? date : calendarDay.format(time);
}
