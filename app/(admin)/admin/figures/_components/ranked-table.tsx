import { AdminTable } from "@/features/admin/components/admin-table";
import type { RankedValue } from "@/features/analytics/report";
import { formatShare, visitFiguresCopy } from "@/features/analytics/visit-figures-copy";

export interface RankedTableProps {
  readonly id: string;
  readonly heading: string;
  readonly caption: string;
  readonly column: string;
  readonly countLabel: string;
  readonly rows: readonly RankedValue[];
  /** How a value reads: the stored value, or the words for "other" and "none". */
  readonly labelOf: (value: string) => string;
}

/**
 * A ranking as a table whose last column is also its chart: each share is written out and drawn as a bar
 * whose length is the share, so nothing is told by color, and the bar is hidden from assistive technology.
 */
export function RankedTable({ id, heading, caption, column, countLabel, rows, labelOf }: RankedTableProps) {
  return (
    <section className="figures-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {rows.length === 0 ? (
        <p className="admin-empty">{visitFiguresCopy.empty}</p>
      ) : (
        <AdminTable id={`${id}-caption`} caption={caption} columns={[column, countLabel, visitFiguresCopy.shareColumn]}>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="figures-value">
                {labelOf(row.value)}
              </th>
              <td className="figures-number">{row.count.toLocaleString("en-US")}</td>
              <td className="figures-share">
                <span className="figures-share__track" aria-hidden="true">
                  <span className="figures-share__bar" style={{ inlineSize: `${Math.round(row.share * 1000) / 10}%` }} />
                </span>
                <span className="figures-share__text">{formatShare(row.share)}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
