import type { Metadata } from "next";
import Link from "next/link";
import { accountPageCopy } from "@/features/admin/account-copy";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { myProfile, teamOverview } from "@/features/admin/team";
import { roleLabels, teamManagementCopy as manage, type TeamNotice } from "@/features/admin/team-copy";
import { requireAdminPage } from "@/features/auth/require-admin";
import { teamPageCopy } from "@/features/admin/admin-copy";
import { formatDateTime } from "@/features/admin/format";
import { clockLabel, zoneCity } from "@/features/booking/display";
import { businessHours } from "@/platform/business-hours/settings";
import { createMetadata } from "@/platform/page/metadata";
import { displayName, isOfferedToBuyers, weekdayNames, workingHoursOf, type TeamMember } from "@/features/team/profile";
import { signOutAction } from "../actions";
import { datesOffText as rangeText, ProfileSection, teamHoursText } from "../_components/profile-section";
import { MemberControls, RemoveConfirmation } from "./_components/team-controls";
import { InvitationControls, InviteForm } from "./_components/invitations";
import { pendingInvitations } from "@/features/admin/team-invitations";
import { invitationPageCopy as inviteCopy } from "@/features/team/invitations/invitation-copy";

export const metadata: Metadata = createMetadata({
  title: "Admin: team",
  description: "The admins who answer delegation requests.",
  path: "/admin/team",
  noIndex: true,
});

const { columns } = teamPageCopy;

function hoursText(member: TeamMember): string {
  if (!member.hours) return teamPageCopy.teamHours(teamHoursText);
  const hours = workingHoursOf(member, businessHours);
  return teamPageCopy.hoursRange(clockLabel(hours.opens), clockLabel(hours.closes), zoneCity(hours.timeZone));
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

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string => (typeof value === "string" ? value : "");
const count = (value: string | string[] | undefined): number => Math.max(0, Number.parseInt(one(value), 10) || 0);

/** The notice a team form's redirect asks for, in words; null for none or one this page does not know. */
function noticeText(query: Query): string | null {
  const invitation = one(query.invitation);
  if (Object.hasOwn(inviteCopy.notices, invitation)) return inviteCopy.notices[invitation as keyof typeof inviteCopy.notices];
  const notice = one(query.notice) as TeamNotice;
  if (notice === "removed") return manage.notices.removed(count(query.leads), count(query.moved), count(query.canceled));
  return Object.hasOwn(manage.notices, notice) ? (manage.notices[notice] as string) : null;
}

export default async function TeamPage({ searchParams }: { readonly searchParams: Promise<Query> }) {
  const admin = await requireAdminPage("/admin/team");
  const [me, overview, query, invitations] = await Promise.all([myProfile(), teamOverview(), searchParams, pendingInvitations()]);
  const team = overview.members;
  const owner = overview.myRole === "owner";
  const names = new Map([...overview.members, ...overview.former].map((member) => [member.email, displayName(member)]));
  const nameOf = (email: string) => names.get(email) ?? email;
  const removing = owner ? team.find((member) => member.email === one(query.remove) && member.email !== admin.email) : undefined;
  const notice = noticeText(query);
  const good = query.notice === "role" || query.notice === "removed" || ["invited", "resent", "canceled"].includes(one(query.invitation));
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{teamPageCopy.title}</h1>
      <p>{teamPageCopy.lead}</p>
      <p>{manage.rolesLead}</p>
      <p id="team-notice" role="status" className={notice ? `admin-notice admin-notice--${good ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {notice}
      </p>
      {removing ? <RemoveConfirmation email={removing.email} name={displayName(removing)} /> : null}
      <AdminTable
        id="team-caption"
        cards
        caption={teamPageCopy.caption}
        columns={[columns.name, columns.email, manage.roleColumn, columns.takesCalls, columns.hours, columns.daysOff, ...(owner ? [manage.manageColumn] : [])]}
      >
        {team.map((member, index) => (
          <tr key={member.email}>
            <th scope="row">{member.name || <span className="admin-muted">{teamPageCopy.noName}</span>}</th>
            <td data-label={columns.email}>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </td>
            <td data-label={manage.roleColumn}>{roleLabels[member.role]}</td>
            <td data-label={columns.takesCalls}>{offeredText(member)}</td>
            <td data-label={columns.hours}>{hoursText(member)}</td>
            <td data-label={columns.daysOff}>{daysOffText(member)}</td>
            {owner ? (
              <td data-label={manage.manageColumn}>
                {member.email === admin.email ? (
                  <span className="admin-muted">{manage.you}</span>
                ) : (
                  <MemberControls email={member.email} name={displayName(member)} role={member.role} index={index} />
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </AdminTable>
      {owner ? (
        <section aria-labelledby="invite-heading" className="admin-section">
          <h2 id="invite-heading" className="admin-section__title">
            {inviteCopy.heading}
          </h2>
          <p>{inviteCopy.lead}</p>
          <InviteForm />
          <h3 id="pending-heading">{inviteCopy.pendingHeading}</h3>
          {invitations.length > 0 ? (
            <AdminTable
              id="pending-caption"
              cards
              caption={inviteCopy.pendingCaption}
              columns={[inviteCopy.columns.address, inviteCopy.columns.role, inviteCopy.columns.invitedBy, inviteCopy.columns.expires, inviteCopy.columns.manage]}
            >
              {invitations.map((invitation) => (
                <tr key={invitation.address}>
                  <th scope="row">{invitation.address}</th>
                  <td data-label={inviteCopy.columns.role}>{roleLabels[invitation.role]}</td>
                  <td data-label={inviteCopy.columns.invitedBy}>{nameOf(invitation.inviter)}</td>
                  <td data-label={inviteCopy.columns.expires}>{formatDateTime(invitation.expiresAt)}</td>
                  <td data-label={inviteCopy.columns.manage}>
                    <InvitationControls address={invitation.address} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="admin-empty">{inviteCopy.pendingEmpty}</p>
          )}
        </section>
      ) : null}
      {overview.former.length > 0 ? (
        <section aria-labelledby="former-heading" className="admin-section">
          <h2 id="former-heading" className="admin-section__title">
            {manage.formerHeading}
          </h2>
          <AdminTable id="former-caption" cards caption={manage.formerCaption} columns={[manage.formerColumns.name, manage.formerColumns.email, manage.formerColumns.removedAt]}>
            {overview.former.map((member) => (
              <tr key={member.email}>
                <th scope="row">{member.name || <span className="admin-muted">{teamPageCopy.noName}</span>}</th>
                <td data-label={manage.formerColumns.email}>{member.email}</td>
                <td data-label={manage.formerColumns.removedAt}>{member.removedAt ? formatDateTime(member.removedAt) : ""}</td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ) : null}
      <section aria-labelledby="trail-heading" className="admin-section">
        <h2 id="trail-heading" className="admin-section__title">
          {manage.trailHeading}
        </h2>
        {overview.trail.length > 0 ? (
          <AdminTable id="trail-caption" cards caption={manage.trailCaption} columns={[manage.trailColumns.at, manage.trailColumns.by, manage.trailColumns.change]}>
            {overview.trail.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <th scope="row">{formatDateTime(entry.at)}</th>
                <td data-label={manage.trailColumns.by}>{nameOf(entry.by)}</td>
                <td data-label={manage.trailColumns.change}>{manage.trailChange(entry, nameOf(entry.subject))}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="admin-empty">{manage.trailEmpty}</p>
        )}
      </section>
      <ProfileSection me={me} permalink="/admin/team" headingId="profile-heading" heading={teamPageCopy.profileHeading} />
      <p>
        <Link href="/admin/account">{accountPageCopy.accountLink}</Link>
      </p>
    </div>
  );
}
