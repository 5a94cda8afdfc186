import type { ReactNode } from "react";
import { adminTableCopy } from "@/features/admin/admin-copy";

export interface AdminTableProps {
  readonly id: string;
  readonly caption: ReactNode;
  readonly columns: readonly string[];
  /** The table's rows. */
  readonly children: ReactNode;
}

/**
 * A captioned admin table that scrolls sideways inside its own focusable region on narrow screens instead of
 * squeezing columns. The region is focusable so keyboard users can scroll it (a scrollable area must be
 * reachable; a focusable element needs a role that may take focus, which a group is not), and named so focus
 * landing there says why. Its name starts with words of its own: the figures' tables sit in sections named
 * after them, and a region named by the caption alone was heard as a second region of the same name.
 */
export function AdminTable({ id, caption, columns, children }: AdminTableProps) {
  const scrollLabelId = `${id}-scroll`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-wrap" role="region" aria-labelledby={`${scrollLabelId} ${id}`} tabIndex={0}>
      <span id={scrollLabelId} hidden>
        {adminTableCopy.scrollArea}
      </span>
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
