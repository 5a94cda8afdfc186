/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { needsPostFilter, passesPostFilter, planListQuery, type ListPlan } from "@/lib/delegation/firestore/list-plan";
import type { ListQuery } from "@/lib/delegation/store";

interface IndexField {
  readonly fieldPath: string;
  readonly order?: "ASCENDING" | "DESCENDING";
  readonly arrayConfig?: "CONTAINS";
}

const indexes = (
  JSON.parse(readFileSync(path.resolve("firestore.indexes.json"), "utf8")) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes.filter((index) => index.collectionGroup === "delegationRequests");

/** The composite index a plan needs: equality first, then array-contains, then the sort. */
function requiredFields(plan: ListPlan): IndexField[] {
  const order = plan.direction === "asc" ? "ASCENDING" : "DESCENDING";
  return [
    ...(plan.status ? [{ fieldPath: "status", order: "ASCENDING" as const }] : []),
    ...(plan.arrayContains ? [{ fieldPath: plan.arrayContains.field, arrayConfig: "CONTAINS" as const }] : []),
    { fieldPath: "createdAt", order },
    { fieldPath: "id", order },
  ];
}

describe("Firestore list planning", () => {
  it("sends the first search term to the index and checks role and further terms afterwards", () => {
    const plan = planListQuery({ sort: "newest", limit: 10, role: "seo", search: "Acme jane", status: "new" });
    expect(plan).toMatchObject({
      status: "new",
      arrayContains: { field: "searchPrefixes", value: "acme" },
      direction: "desc",
      postFilter: { role: "seo", terms: ["jane"] },
    });
    expect(needsPostFilter(plan)).toBe(true);
    expect(passesPostFilter(plan, { roles: ["seo"], searchPrefixes: ["jane", "acme"] })).toBe(true);
    expect(passesPostFilter(plan, { roles: ["video"], searchPrefixes: ["jane", "acme"] })).toBe(false);
    expect(passesPostFilter(plan, { roles: ["seo"], searchPrefixes: ["acme"] })).toBe(false);
  });

  it("uses the role index when there is no search", () => {
    const plan = planListQuery({ sort: "oldest", limit: 10, role: "video", from: "2026-01-01" });
    expect(plan.arrayContains).toEqual({ field: "roles", value: "video" });
    expect(plan.from).toBe("2026-01-01T00:00:00.000Z");
    expect(needsPostFilter(plan)).toBe(false);
  });

  it("has a composite index in firestore.indexes.json for every query shape it can produce", () => {
    const shapes: ListQuery[] = [];
    for (const sort of ["newest", "oldest"] as const)
      for (const status of [undefined, "new"] as const)
        for (const role of [undefined, "seo"] as const)
          for (const search of [undefined, "acme"])
            for (const from of [undefined, "2026-01-01"]) shapes.push({ sort, limit: 20, status, role, search, from, to: from });
    for (const shape of shapes) {
      const needed = requiredFields(planListQuery(shape));
      const found = indexes.some((index) => JSON.stringify(index.fields) === JSON.stringify(needed));
      if (!found) throw new Error(`no index for ${JSON.stringify(shape)}: needs ${JSON.stringify(needed)}`);
    }
  });
});
