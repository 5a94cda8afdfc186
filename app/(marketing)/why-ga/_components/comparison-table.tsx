import { comparisonColumns, type ComparisonRow } from "@/features/content/why-ga";

interface ComparisonTableProps {
  readonly rows: readonly ComparisonRow[];
  readonly caption: string;
  /** The id of the section's heading, which names the scrolling frame. */
  readonly labelledBy: string;
}

/**
 * A real table so screen readers announce row and column headers; the wrapper scrolls
 * on its own at narrow widths instead of the page scrolling sideways.
 */
export function ComparisonTable({ rows, caption, labelledBy }: ComparisonTableProps) {
  return (
    // Keyboard users must be able to focus a region that scrolls, or they cannot reach its hidden columns.
    // The frame is named by the section's heading, the table by its caption: named with the caption too,
    // a screen reader said the same sentence three times (region, table, caption).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="comparison">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {comparisonColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.criterion}>
              <th scope="row">{row.criterion}</th>
              <td className="comparison__ours">{row.openSeat}</td>
              <td>{row.agency}</td>
              <td>{row.freelancer}</td>
              <td>{row.localHire}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
