import type { Metadata } from "next";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { listTeam, myProfile } from "@/features/admin/team";
import { requireAdminPage } from "@/features/auth/require-admin";
import { teamPageCopy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { weekdayNames } from "@/features/team/profile";
import { signOutAction } from "../actions";
import { ProfileForm } from "./_components/profile-form";

export const metadata: Metadata = createMetadata({
  title: "Admin: team",
  description: "The admins who answer delegation requests.",
  path: "/admin/team",
  noIndex: true,
});

const { columns } = teamPageCopy;

export default async function TeamPage() {
  const admin = await requireAdminPage("/admin/team");
  const [me, team] = await Promise.all([myProfile(), listTeam()]);
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{teamPageCopy.title}</h1>
      <p>{teamPageCopy.lead}</p>
      <AdminTable id="team-caption" caption={teamPageCopy.caption} columns={[columns.name, columns.email, columns.takesCalls, columns.daysOff]}>
        {team.map((member) => (
          <tr key={member.email}>
            <th scope="row">{member.name || <span className="admin-muted">{teamPageCopy.noName}</span>}</th>
            <td>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </td>
            <td>{member.takesCalls ? teamPageCopy.yes : teamPageCopy.no}</td>
            <td>{member.daysOff.length > 0 ? member.daysOff.map((day) => weekdayNames[day]).join(", ") : teamPageCopy.none}</td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="profile-heading" className="admin-section">
        <h2 id="profile-heading" className="admin-section__title">
          {teamPageCopy.profileHeading}
        </h2>
        <ProfileForm name={me.name} takesCalls={me.takesCalls} daysOff={me.daysOff} meetingUrl={me.meetingUrl} />
      </section>
    </div>
  );
}
