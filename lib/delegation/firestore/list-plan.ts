import type { ListQuery } from "@/lib/delegation/store";
import { toInstant } from "@/lib/delegation/list-cursor";
import { searchTerms } from "@/lib/delegation/search-words";

/**
 * How a list query maps onto Firestore, which allows one array-contains per query: the first
 * search term (or else the role) goes to the index, anything left is checked on the results.
 * Pure, so the indexes in firestore.indexes.json can be tested against every shape it produces.
 */
export interface ListPlan {
  readonly status: string | null;
  readonly arrayContains: { readonly field: "searchPrefixes" | "roles"; readonly value: string } | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly direction: "asc" | "desc";
  /** Checked after reading: the role when a search term took the index, and further terms. */
  readonly postFilter: { readonly role: string | null; readonly terms: readonly string[] };
}

export function planListQuery(query: ListQuery): ListPlan {
  const [firstTerm, ...otherTerms] = searchTerms(query.search);
  const role = query.role ?? null;
  return {
    status: query.status ?? null,
    arrayContains: firstTerm
      ? { field: "searchPrefixes", value: firstTerm }
      : role
        ? { field: "roles", value: role }
        : null,
    from: toInstant(query.from) ?? null,
    to: toInstant(query.to) ?? null,
    direction: query.sort === "oldest" ? "asc" : "desc",
    postFilter: { role: firstTerm ? role : null, terms: otherTerms },
  };
}

export function needsPostFilter(plan: ListPlan): boolean {
  return plan.postFilter.role !== null || plan.postFilter.terms.length > 0;
}

/** Whether a stored document passes the checks the index could not make. */
export function passesPostFilter(plan: ListPlan, data: { roles?: unknown; searchPrefixes?: unknown }): boolean {
  const roles = Array.isArray(data.roles) ? (data.roles as string[]) : [];
  if (plan.postFilter.role !== null && !roles.includes(plan.postFilter.role)) return false;
  const prefixes = new Set(Array.isArray(data.searchPrefixes) ? (data.searchPrefixes as string[]) : []);
  return plan.postFilter.terms.every((term) => prefixes.has(term));
}
