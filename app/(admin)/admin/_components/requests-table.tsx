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

/**
 * One page of requests, each linked to its own page, with who sent it, who owns it and when its reply is due.
 * On a phone each row is a card (AdminTable), so the columns come in the order a card reads best: the
 * reference, who the lead is, its state, when it is due and whose it is, then the rest.
 */
export function RequestsTable({ requests, caption, me, names, now }: RequestsTableProps) {
  return (
    <AdminTable
      id="requests-caption"
      caption={caption}
      cards
      columns={[columns.reference, columns.name, columns.company, columns.status, columns.replyDue, columns.owner, columns.age, columns.received, columns.roles, columns.budget]}
    >
      {requests.map((request) => (
        <tr key={request.id}>
          <th scope="row">
            <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
          </th>
          <td data-label={columns.name}>{request.fullName}</td>
          <td data-label={columns.company}>{request.company}</td>
          <td data-label={columns.status}>
            <span className={`status-badge status-badge--${request.status}`}>{statusLabels[request.status]}</span>
          </td>
          <td data-label={columns.replyDue} className="admin-table__time">
            <ReplyDue request={request} now={now} />
          </td>
          <td data-label={columns.owner}>
            {request.owner === null ? (
              <span className="admin-muted">{leadDeskCopy.nobody}</span>
            ) : request.owner === me ? (
              leadDeskCopy.you
            ) : (
              (names.get(request.owner) ?? request.owner)
            )}
          </td>
          <td data-label={columns.age} className="admin-table__nowrap">
            {formatAge(request.createdAt, now)}
          </td>
          <td data-label={columns.received} className="admin-table__time">
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </td>
          <td data-label={columns.roles}>{request.roles.map((role) => roleLabels[role]).join(", ")}</td>
          <td data-label={columns.budget}>{budgetLabels[request.monthlyBudget]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
