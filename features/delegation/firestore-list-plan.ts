import type { ListQuery } from "@/features/delegation/store";
import { toInstant } from "@/features/delegation/list-cursor";
import { searchTerms } from "@/features/delegation/search-words";

/**
 * How a list query without search words maps onto Firestore: status equality, the role as the one
 * array-contains, a createdAt range and the sort, all served by the composite indexes in
 * firestore.indexes.json. A query with search words goes to the search entries instead
 * (firestore-search-index.ts). Pure, so the indexes can be tested against every shape it produces.
 */
export interface ListPlan {
  readonly status: string | null;
  readonly arrayContains: { readonly field: "roles"; readonly value: string } | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly direction: "asc" | "desc";
  /** Non-empty when the query goes to the search entries. */
  readonly terms: readonly string[];
}

export function planListQuery(query: ListQuery): ListPlan {
  const role = query.role ?? null;
  return {
    status: query.status ?? null,
    arrayContains: role ? { field: "roles", value: role } : null,
    from: toInstant(query.from) ?? null,
    to: toInstant(query.to) ?? null,
    direction: query.sort === "oldest" ? "asc" : "desc",
    terms: searchTerms(query.search),
  };
}
