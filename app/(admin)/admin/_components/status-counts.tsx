import Link from "next/link";
import { delegationStatuses, statusLabels } from "@/features/delegation/options";
import type { StatusCounts as Counts } from "@/features/delegation/store";

export interface StatusCountsProps {
  readonly counts: Counts;
}

/** One figure per status; each links to the table filtered to it. */
export function StatusCounts({ counts }: StatusCountsProps) {
  return (
    <section aria-labelledby="status-counts-heading" className="admin-section">
      <h2 id="status-counts-heading" className="admin-section__title">
        Requests by status
      </h2>
      <ul className="status-counts">
        {delegationStatuses.map((status) => (
          <li key={status} className="status-counts__item">
            <Link href={`/admin?status=${status}`} className="status-counts__link">
              <span className="status-counts__number">{counts[status]}</span>
              <span className="status-counts__label">{statusLabels[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
