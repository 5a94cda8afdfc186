import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { formatDateTime } from "@/lib/admin/format";
import { formatAge } from "@/lib/admin/lead-desk";
import { leadDeskCopy } from "@/lib/content/admin";
import { budgetLabels, roleLabels, statusLabels } from "@/lib/delegation/options";
import type { DelegationRequest } from "@/lib/delegation/store";
import { ReplyDue } from "./reply-due-cell";

export interface RequestsTableProps {
  readonly requests: readonly DelegationRequest[];
  readonly caption: string;
  /** The signed-in admin, shown as "You" in the owner column. */
  readonly me: string;
  readonly now: Date;
}

const { columns } = leadDeskCopy;

/** One page of requests, each linked to its own page, with who owns it and when its reply is due. */
export function RequestsTable({ requests, caption, me, now }: RequestsTableProps) {
  return (
    <AdminTable
      id="requests-caption"
      caption={caption}
      columns={[columns.reference, columns.received, columns.age, columns.replyDue, columns.owner, columns.name, columns.company, columns.roles, columns.budget, columns.status]}
    >
      {requests.map((request) => (
        <tr key={request.id}>
          <th scope="row">
            <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
          </th>
          <td>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </td>
          <td className="admin-table__nowrap">{formatAge(request.createdAt, now)}</td>
          <td>
            <ReplyDue request={request} now={now} />
          </td>
          <td>{request.owner === null ? <span className="admin-muted">{leadDeskCopy.nobody}</span> : request.owner === me ? leadDeskCopy.you : request.owner}</td>
          <td>{request.fullName}</td>
          <td>{request.company}</td>
          <td>{request.roles.map((role) => roleLabels[role]).join(", ")}</td>
          <td>{budgetLabels[request.monthlyBudget]}</td>
          <td>
            <span className={`status-badge status-badge--${request.status}`}>{statusLabels[request.status]}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
