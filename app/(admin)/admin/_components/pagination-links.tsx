import Link from "next/link";
import { hrefFor, type DashboardView } from "@/features/admin/list-params";

export interface PaginationLinksProps {
  readonly view: DashboardView;
  readonly nextCursor: string | null;
}

/**
 * Keyset pagination (both stores page by cursor, not offset): forward by cursor, back with the
 * browser, or straight to the first page. Each page is its own URL.
 */
export function PaginationLinks({ view, nextCursor }: PaginationLinksProps) {
  if (view.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label="Pagination" className="admin-pagination">
      {view.page > 1 ? (
        <Link href={hrefFor("/admin", view, { cursor: null, page: 1 })} className="admin-button admin-button--secondary">
          First page
        </Link>
      ) : null}
      <span className="admin-pagination__current">
        Page {view.page}
      </span>
      {nextCursor ? (
        <Link
          href={hrefFor("/admin", view, { cursor: nextCursor, page: view.page + 1 })}
          className="admin-button admin-button--secondary"
        >
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
