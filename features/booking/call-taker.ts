import type { CallTaker } from "@/features/booking/slots";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { isOfferedToBuyers, workingHoursOf, type TeamMember } from "@/features/team/profile";

/** An admin's calls as the slots read them: their own hours and zone, the team's week less their weekly days off. */
export function callTakerOf(member: TeamMember, hours: BusinessHours): CallTaker {
  const own = workingHoursOf(member, hours);
  return {
    email: member.email,
    timeZone: own.timeZone,
    opens: own.opens,
    closes: own.closes,
    workdays: hours.days.filter((day) => !member.daysOff.includes(day)),
    datesOff: member.datesOff,
  };
}

/**
 * The admin as a taker of a call already booked, or null when no buyer may be offered them: they take no
 * calls, gave no name (the buyer's invitation names its host), or are no longer in the directory.
 */
export function takerForCall(member: TeamMember | null | undefined, hours: BusinessHours): CallTaker | null {
  return member && isOfferedToBuyers(member) ? callTakerOf(member, hours) : null;
}
