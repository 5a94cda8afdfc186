import type { ReactNode } from "react";
import { adminTableCopy } from "@/features/admin/admin-copy";

export interface AdminTableProps {
  readonly id: string;
  readonly caption: ReactNode;
  readonly columns: readonly string[];
  /**
   * Where its box is too narrow for it (admin.css), the table stacks into one card per row, each value beside
   * its column's name: give every td a `data-label`, its column's name. Without it, a narrow table scrolls
   * sideways inside a focusable region instead.
   */
  readonly cards?: boolean;
  /** The table's rows. */
  readonly children: ReactNode;
}

/**
 * A captioned admin table. One markup at every width, reflowed by CSS: a wide list that would not fit a
 * phone (the desk's requests, the calls) stacks into cards, the same cells read as a table by screen readers
 * (Chromium keeps a table's roles whatever its display), with no sideways scrolling. Shown as a table only
 * where it fits, it needs no scroll stop of its own.
 *
 * A table without `cards` scrolls sideways inside its own focusable region on narrow screens instead of
 * squeezing columns. The region is focusable so keyboard users can scroll it (a scrollable area must be
 * reachable; a focusable element needs a role that may take focus, which a group is not), and named so focus
 * landing there says why. Its name starts with words of its own: the figures' tables sit in sections named
 * after them, and a region named by the caption alone was heard as a second region of the same name.
 */
export function AdminTable({ id, caption, columns, cards = false, children }: AdminTableProps) {
  const table = (
    <table className={cards ? "admin-table admin-table--cards" : "admin-table"}>
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
  );
  if (cards) return <div className="admin-table-wrap admin-table-wrap--cards">{table}</div>;
  const scrollLabelId = `${id}-scroll`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-wrap" role="region" aria-labelledby={`${scrollLabelId} ${id}`} tabIndex={0}>
      <span id={scrollLabelId} hidden>
        {adminTableCopy.scrollArea}
      </span>
      {table}
    </div>
  );
}
