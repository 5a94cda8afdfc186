import type { Metadata } from "next";
import Link from "next/link";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { formatCalendarDate } from "@/features/admin/format";
import { listFollowUpsDue } from "@/features/admin/requests";
import { requireAdminPage } from "@/features/auth/require-admin";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import { statusLabels } from "@/features/delegation/options";
import { createMetadata } from "@/platform/page/metadata";
import { signOutAction } from "../actions";
import { DeskViews } from "../_components/desk-views";
import { ReplyDue } from "../_components/reply-due-cell";

export const metadata: Metadata = createMetadata({
  title: "Admin: follow-ups due",
  description: "Delegation requests to come back to today or earlier.",
  path: "/admin/follow-ups",
  noIndex: true,
});

const { columns, followUps } = leadDeskCopy;

export default async function FollowUpsPage() {
  const admin = await requireAdminPage("/admin/follow-ups");
  const now = new Date();
  const requests = await listFollowUpsDue(now);
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{followUps.title}</h1>
      <DeskViews current="follow-ups" />
      <p>{followUps.lead}</p>
      {requests.length === 0 ? (
        <p className="admin-empty">{followUps.empty}</p>
      ) : (
        <AdminTable
          id="follow-ups-caption"
          caption={followUps.caption}
          columns={[columns.reference, columns.followUp, columns.owner, columns.name, columns.company, columns.replyDue, columns.status]}
        >
          {requests.map((request) => (
            <tr key={request.id}>
              <th scope="row">
                <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
              </th>
              <td>{request.followUpOn ? <time dateTime={request.followUpOn}>{formatCalendarDate(request.followUpOn)}</time> : null}</td>
              <td>{request.owner === null ? <span className="admin-muted">{leadDeskCopy.nobody}</span> : request.owner === admin.email ? leadDeskCopy.you : request.owner}</td>
              <td>{request.fullName}</td>
              <td>{request.company}</td>
              <td>
                <ReplyDue request={request} now={now} />
              </td>
              <td>
                <span className={`status-badge status-badge--${request.status}`}>{statusLabels[request.status]}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
