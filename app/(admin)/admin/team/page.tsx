import type { Metadata } from "next";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { listTeam, myProfile } from "@/features/admin/team";
import { requireAdminPage } from "@/features/auth/require-admin";
import { teamPageCopy } from "@/features/admin/admin-copy";
import { formatCalendarDate } from "@/features/admin/format";
import { clockLabel, zoneCity } from "@/features/booking/display";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { businessHours } from "@/platform/business-hours/settings";
import { otherTimeZone, timeZoneOptions } from "@/platform/business-hours/time-zones";
import { createMetadata } from "@/platform/page/metadata";
import { clockTimeValue, datesOffValue, isOfferedToBuyers, weekdayNames, workingHoursOf, type DatesOff, type TeamMember } from "@/features/team/profile";
import { signOutAction } from "../actions";
import { ProfileForm } from "./_components/profile-form";

export const metadata: Metadata = createMetadata({
  title: "Admin: team",
  description: "The admins who answer delegation requests.",
  path: "/admin/team",
  noIndex: true,
});

const { columns } = teamPageCopy;

const teamHoursText = teamPageCopy.hoursRange(clockLabel(businessHours.opens), clockLabel(businessHours.closes), zoneCity(businessHours.timeZone));

function hoursText(member: TeamMember): string {
  if (!member.hours) return teamPageCopy.teamHours(teamHoursText);
  const hours = workingHoursOf(member, businessHours);
  return teamPageCopy.hoursRange(clockLabel(hours.opens), clockLabel(hours.closes), zoneCity(hours.timeZone));
}

function rangeText(range: DatesOff): string {
  return range.start === range.end ? formatCalendarDate(range.start) : teamPageCopy.dateRange(formatCalendarDate(range.start), formatCalendarDate(range.end));
}

function daysOffText(member: TeamMember): string {
  const weekly = member.daysOff.filter((day) => businessHours.days.includes(day)).map((day) => weekdayNames[day]);
  const all = [...weekly, ...member.datesOff.map(rangeText)];
  return all.length > 0 ? all.join("; ") : teamPageCopy.none;
}

function offeredText(member: TeamMember): string {
  if (isOfferedToBuyers(member)) return teamPageCopy.yes;
  return member.takesCalls ? teamPageCopy.notUntilNamed : teamPageCopy.no;
}

export default async function TeamPage() {
  const admin = await requireAdminPage("/admin/team");
  const [me, team] = await Promise.all([myProfile(), listTeam()]);
  const mine = workingHoursOf(me, businessHours);
  const now = new Date();
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{teamPageCopy.title}</h1>
      <p>{teamPageCopy.lead}</p>
      <AdminTable
        id="team-caption"
        caption={teamPageCopy.caption}
        columns={[columns.name, columns.email, columns.takesCalls, columns.hours, columns.daysOff]}
      >
        {team.map((member) => (
          <tr key={member.email}>
            <th scope="row">{member.name || <span className="admin-muted">{teamPageCopy.noName}</span>}</th>
            <td>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </td>
            <td>{offeredText(member)}</td>
            <td>{hoursText(member)}</td>
            <td>{daysOffText(member)}</td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="profile-heading" className="admin-section">
        <h2 id="profile-heading" className="admin-section__title">
          {teamPageCopy.profileHeading}
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
          datesOff={me.datesOff.map((range) => ({ value: datesOffValue(range), label: rangeText(range) }))}
          workdays={businessHours.days}
          timeZones={timeZoneOptions.filter((option) => option.value !== otherTimeZone)}
          teamHours={teamHoursText}
          today={wallClockAt(now, mine.timeZone).date}
        />
      </section>
    </div>
  );
}
