import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { formatDateTime } from "@/lib/admin/format";
import { budgetLabels, roleLabels, statusLabels } from "@/lib/delegation/options";
import type { DelegationRequest } from "@/lib/delegation/store";

export interface RequestsTableProps {
  readonly requests: readonly DelegationRequest[];
  readonly caption: string;
}

/** One page of requests, each linked to its own page. */
export function RequestsTable({ requests, caption }: RequestsTableProps) {
  return (
    <AdminTable id="requests-caption" caption={caption} columns={["Reference", "Date", "Name", "Company", "Roles", "Budget", "Status"]}>
      {requests.map((request) => (
        <tr key={request.id}>
          <th scope="row">
            <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
          </th>
          <td>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </td>
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
