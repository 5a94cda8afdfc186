import Link from "next/link";
import { AdminTable } from "@/features/admin/components/admin-table";
import { formatDateTime } from "@/features/admin/format";
import { formatAge } from "@/features/admin/lead-desk";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import { budgetLabels, roleLabels, statusLabels } from "@/features/delegation/options";
import type { DelegationRequest } from "@/features/delegation/store";
import { ReplyDue } from "./reply-due-cell";

export interface RequestsTableProps {
  readonly requests: readonly DelegationRequest[];
  readonly caption: string;
  /** The signed-in admin, shown as "You" in the owner column. */
  readonly me: string;
  /** Directory names by e-mail, for the owner column. */
  readonly names: ReadonlyMap<string, string>;
  readonly now: Date;
}

const { columns } = leadDeskCopy;

/** One page of requests, each linked to its own page, with who owns it and when its reply is due. */
export function RequestsTable({ requests, caption, me, names, now }: RequestsTableProps) {
  return (
    <AdminTable
      id="requests-caption"
      caption={caption}
      // What a phone shows first, before scrolling the table sideways: whose it is, its state, when it is due.
      columns={[columns.reference, columns.status, columns.replyDue, columns.owner, columns.name, columns.company, columns.age, columns.received, columns.roles, columns.budget]}
    >
      {requests.map((request) => (
        <tr key={request.id}>
          <th scope="row">
            <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
          </th>
          <td>
            <span className={`status-badge status-badge--${request.status}`}>{statusLabels[request.status]}</span>
          </td>
          <td className="admin-table__time">
            <ReplyDue request={request} now={now} />
          </td>
          <td>
            {request.owner === null ? (
              <span className="admin-muted">{leadDeskCopy.nobody}</span>
            ) : request.owner === me ? (
              leadDeskCopy.you
            ) : (
              (names.get(request.owner) ?? request.owner)
            )}
          </td>
          <td>{request.fullName}</td>
          <td>{request.company}</td>
          <td className="admin-table__nowrap">{formatAge(request.createdAt, now)}</td>
          <td className="admin-table__time">
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </td>
          <td>{request.roles.map((role) => roleLabels[role]).join(", ")}</td>
          <td>{budgetLabels[request.monthlyBudget]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
