import { teamPageCopy } from "@/features/admin/admin-copy";
import { formatCalendarDate } from "@/features/admin/format";
import { clockLabel, zoneCity } from "@/features/booking/display";
import { clockTimeValue, datesOffValue, workingHoursOf, type DatesOff, type TeamMember } from "@/features/team/profile";
import { businessHours } from "@/platform/business-hours/settings";
import { otherTimeZone, timeZoneOptions } from "@/platform/business-hours/time-zones";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { ProfileForm } from "./profile-form";

/** The team's hours in words, the default an admin's own hours fall back to. */
export const teamHoursText = teamPageCopy.hoursRange(clockLabel(businessHours.opens), clockLabel(businessHours.closes), zoneCity(businessHours.timeZone));

export function datesOffText(range: DatesOff): string {
  return range.start === range.end ? formatCalendarDate(range.start) : teamPageCopy.dateRange(formatCalendarDate(range.start), formatCalendarDate(range.end));
}

/**
 * The signed-in admin's own profile form (one form, one action: app/(admin)/admin/actions.ts profileAction), filled
 * from what they have stored; shown on the account page.
 */
export function ProfileSection({ me, permalink, headingId, heading }: { readonly me: TeamMember; readonly permalink: string; readonly headingId: string; readonly heading: string }) {
  const mine = workingHoursOf(me, businessHours);
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId} className="admin-section__title">
        {heading}
      </h2>
      <ProfileForm
        values={{
          name: me.name,
          takesCalls: me.takesCalls,
          daysOff: me.daysOff.map(String),
          meetingUrl: me.meetingUrl,
          timeZone: mine.timeZone,
          opens: clockTimeValue(mine.opens),
          closes: clockTimeValue(mine.closes),
          keptDatesOff: me.datesOff.map(datesOffValue),
          newDatesOffStart: "",
          newDatesOffEnd: "",
          morningDigest: me.morningDigest,
        }}
        datesOff={me.datesOff.map((range) => ({ value: datesOffValue(range), label: datesOffText(range) }))}
        workdays={businessHours.days}
        timeZones={timeZoneOptions.filter((option) => option.value !== otherTimeZone)}
        teamHours={teamHoursText}
        today={wallClockAt(new Date(), mine.timeZone).date}
        permalink={permalink}
      />
    </section>
  );
}
