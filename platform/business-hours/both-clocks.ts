import { teamDisplayZone } from "./display-zone";
import { formatInstant } from "./instant-format";
import type { BusinessHours } from "./settings";
import { otherTimeZone, timeZoneLabel, timeZoneValues } from "./time-zones";
import { wallClockAt } from "./zoned-clock";
import { formatsPerZone, partsOf } from "./zone-formats";

/*
 * Staff read every time on the team's clock, which they know; a time they agree with a buyer (a call, a reply
 * due) also needs the buyer's, or "4:00 PM GMT" is read back to a New Yorker as four in the afternoon. The
 * buyer's clock comes from the zone they chose on the form, and only when it is one on the form's list:
 * "not listed" says nothing about their clock.
 */

const clockFormat = formatsPerZone({ weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", hourCycle: "h12", timeZoneName: "short" });

/** The place a zone is known by on the form's list ("New York (US Eastern)" gives "New York"). */
export function zonePlace(timeZone: string): string {
  return timeZoneLabel(timeZone).split(/[,(]/)[0]!.trim();
}

/** The buyer's zone when the form's list has it; null for "not listed" or a value the list never had. */
export function knownBuyerZone(buyerTimeZone: string | null | undefined): string | null {
  return buyerTimeZone && buyerTimeZone !== otherTimeZone && timeZoneValues.has(buyerTimeZone) ? buyerTimeZone : null;
}

/**
 * The instant on the buyer's clock, "11:00 AM EDT in New York", with the day when it is not the team's
 * ("9:00 PM EDT on Monday, March 9 in New York"); null when their clock is unknown or reads as the team's.
 */
export function buyerClock(instant: Date, buyerTimeZone: string | null | undefined, hours: BusinessHours): string | null {
  const zone = knownBuyerZone(buyerTimeZone);
  if (!zone) return null;
  const part = partsOf(clockFormat(zone), instant);
  const team = partsOf(clockFormat(hours.timeZone), instant);
  const time = `${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
  if (time === `${team.hour}:${team.minute} ${team.dayPeriod} ${team.timeZoneName}`) return null;
  const place = zonePlace(zone);
  const where = place === part.timeZoneName ? "" : ` in ${place}`;
  const sameDay = wallClockAt(instant, zone).date === wallClockAt(instant, hours.timeZone).date;
  return sameDay ? `${time}${where}` : `${time} on ${part.weekday}, ${part.month} ${part.day}${where}`;
}

/** "Tuesday, March 10, 2026, 4:00 PM GMT (11:00 AM EDT in New York)": the team's clock, the buyer's beside it when it differs. */
export function formatOnBothClocks(instant: Date, buyerTimeZone: string | null | undefined, hours: BusinessHours): string {
  const team = formatInstant(instant, teamDisplayZone(hours));
  const buyer = buyerClock(instant, buyerTimeZone, hours);
  return buyer ? `${team} (${buyer})` : team;
}
