import type { DisplayZone } from "./display-zone";
import { offsetMinutesAt } from "./zoned-clock";
import { formatsPerZone, partsOf } from "./zone-formats";

/**
 * Every date and time the site shows a buyer or staff, in one US-English shape:
 * "Tuesday, March 10, 2026, 2:30 PM GMT", and "… GMT (UTC+00:00)" when the reader may not know the zone.
 * Assembled from Intl's parts rather than taken whole, because ICU versions differ in separators (" at ",
 * a narrow no-break space before "PM"), and the same instant must read the same in an e-mail and a list.
 */

const displayFormat = formatsPerZone({
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "short",
});

/** "UTC+01:00", "UTC-04:00", "UTC+05:30": the sign always shown, so zero reads "UTC+00:00". */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const minutes = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function formatInstant(instant: Date, zone: DisplayZone): string {
  const part = partsOf(displayFormat(zone.timeZone), instant);
  const text = `${part.weekday}, ${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
  return zone.showOffset ? `${text} (${utcOffsetLabel(offsetMinutesAt(instant, zone.timeZone))})` : text;
}

const timeOfDayFormat = formatsPerZone({ hour: "numeric", minute: "2-digit", hourCycle: "h12", timeZoneName: "short" });

/** The time of day on a zone's clock, "2:00 PM", and the zone's short name there, "GMT" (a booking's slots, a digest's calls). */
export function timeOfDayAt(instant: Date, timeZone: string): { readonly time: string; readonly zoneName: string | undefined } {
  const part = partsOf(timeOfDayFormat(timeZone), instant);
  return { time: `${part.hour}:${part.minute} ${part.dayPeriod}`, zoneName: part.timeZoneName };
}
