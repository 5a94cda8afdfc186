import Link from "next/link";
import type { DashboardView } from "@/features/admin/list-params";
import { delegationStatuses, roleIds, roleLabels, statusLabels } from "@/features/delegation/options";
import { FilterSelect } from "./filter-select";

export interface RequestFiltersProps {
  readonly view: DashboardView;
}

/**
 * A plain GET form: the view lands in the URL, works without JavaScript, and the back button
 * steps through earlier views. Submitting starts again at the first page (no cursor field).
 */
export function RequestFilters({ view }: RequestFiltersProps) {
  return (
    <form method="get" action="/admin" className="admin-filters" role="search" aria-label="Filter requests">
      {/* The lead desk view (Mine, Unassigned) stays while the filters change. */}
      {view.owner ? <input type="hidden" name="owner" value={view.owner} /> : null}
      <div className="admin-field admin-field--wide">
        <label htmlFor="filter-q">Search name, e-mail, company, phone, website or reference</label>
        <input id="filter-q" name="q" type="search" defaultValue={view.q} maxLength={100} autoComplete="off" />
      </div>
      <FilterSelect name="status" label="Status" anyLabel="Any status" values={delegationStatuses} labels={statusLabels} selected={view.status} />
      <FilterSelect name="role" label="Role" anyLabel="Any role" values={roleIds} labels={roleLabels} selected={view.role} />
      <div className="admin-field">
        <label htmlFor="filter-from">Received from</label>
        <input id="filter-from" name="from" type="date" defaultValue={view.from ?? ""} />
      </div>
      <div className="admin-field">
        <label htmlFor="filter-to">Received until</label>
        <input id="filter-to" name="to" type="date" defaultValue={view.to ?? ""} />
      </div>
      <div className="admin-field">
        <label htmlFor="filter-sort">Sort</label>
        <select id="filter-sort" name="sort" defaultValue={view.sort}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </div>
      <div className="admin-filters__actions">
        <button type="submit" className="admin-button">
          Apply filters
        </button>
        <Link href={view.owner ? `/admin?owner=${view.owner}` : "/admin"} className="admin-button admin-button--secondary">
          Clear
        </Link>
      </div>
    </form>
  );
}
