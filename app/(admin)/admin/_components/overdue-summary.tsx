import Link from "next/link";
import { leadDeskCopy } from "@/features/admin/admin-copy";

export interface OverdueSummaryProps {
  readonly count: number;
  readonly capped: boolean;
}

/** The one figure the team checks first: requests that have waited past the promised reply time. */
export function OverdueSummary({ count, capped }: OverdueSummaryProps) {
  return (
    <section aria-labelledby="overdue-heading" className={`overdue-summary${count > 0 ? " overdue-summary--alert" : ""}`}>
      <h2 id="overdue-heading" className="overdue-summary__title">
        {leadDeskCopy.overdue.heading}
      </h2>
      <p className="overdue-summary__count" data-testid="overdue-count">
        {leadDeskCopy.overdue.count(count, capped)}
      </p>
      <p className="overdue-summary__explain">{leadDeskCopy.overdue.explain}</p>
      <p>
        <Link href="/admin?status=new&sort=oldest">{leadDeskCopy.overdue.link}</Link>
      </p>
    </section>
  );
}
