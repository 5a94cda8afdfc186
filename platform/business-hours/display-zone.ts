import { otherTimeZone, timeZoneValues } from "@/platform/business-hours/time-zones";
import type { BusinessHours } from "./settings";

/** The zone a time is shown in, and whether its UTC offset follows, for a reader who may not know the zone. */
export interface DisplayZone {
  readonly timeZone: string;
  readonly showOffset: boolean;
}

/**
 * The buyer reads their reply time on their own clock: the zone they chose on the request form. When they
 * chose "not listed", or the stored value is not on the form's list (an older request, a hand-edited row),
 * nothing says which clock they keep, so the time is shown on the team's with its offset from UTC.
 */
export function buyerDisplayZone(buyerTimeZone: string | null | undefined, hours: BusinessHours): DisplayZone {
  if (buyerTimeZone && buyerTimeZone !== otherTimeZone && timeZoneValues.has(buyerTimeZone)) {
    return { timeZone: buyerTimeZone, showOffset: false };
  }
  return { timeZone: hours.timeZone, showOffset: true };
}

/** Staff see every time on the team's own clock, which they know, so without the offset. */
export function teamDisplayZone(hours: BusinessHours): DisplayZone {
  return { timeZone: hours.timeZone, showOffset: false };
}
