import Link from "next/link";
import { formatDateTime } from "@/lib/admin/format";
import { budgetLabels, roleLabels, statusLabels } from "@/lib/delegation/options";
import type { DelegationRequest } from "@/lib/delegation/store";

export interface RequestsTableProps {
  readonly requests: readonly DelegationRequest[];
  readonly caption: string;
}

/** Scrolls sideways inside its own focusable region on narrow screens instead of squeezing columns. */
export function RequestsTable({ requests, caption }: RequestsTableProps) {
  return (
    // Focusable so keyboard users can scroll the table sideways (a scrollable region must be reachable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-wrap" role="region" aria-labelledby="requests-caption" tabIndex={0}>
      <table className="admin-table">
        <caption id="requests-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Company</th>
            <th scope="col">Roles</th>
            <th scope="col">Budget</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
