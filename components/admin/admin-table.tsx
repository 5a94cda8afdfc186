import type { ReactNode } from "react";

export interface AdminTableProps {
  readonly id: string;
  readonly caption: ReactNode;
  readonly columns: readonly string[];
  /** The table's rows. */
  readonly children: ReactNode;
}

/** A captioned admin table that scrolls sideways inside its own focusable region on narrow screens instead of squeezing columns. */
export function AdminTable({ id, caption, columns, children }: AdminTableProps) {
  return (
    // Focusable so keyboard users can scroll the table sideways (a scrollable region must be reachable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="admin-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
