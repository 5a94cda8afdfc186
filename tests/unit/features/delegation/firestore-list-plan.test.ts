/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { planListQuery, type ListPlan } from "@/features/delegation/firestore-list-plan";
import { nameRange, searchEntry, searchEntryId } from "@/features/delegation/firestore-search-index";
import type { ListQuery } from "@/features/delegation/store";

interface IndexField {
  readonly fieldPath: string;
  readonly order?: "ASCENDING" | "DESCENDING";
  readonly arrayConfig?: "CONTAINS";
}

const indexes = (
  JSON.parse(readFileSync(path.resolve("firestore.indexes.json"), "utf8")) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes.filter((index) => index.collectionGroup === firestoreCollections.delegationRequests.name);

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
  it("uses the role index when there is no search, and hands search words to the search entries", () => {
    const plan = planListQuery({ sort: "oldest", limit: 10, role: "video", from: "2026-01-01" });
    expect(plan.arrayContains).toEqual({ field: "roles", value: "video" });
    expect(plan.from).toBe("2026-01-01T00:00:00.000Z");
    expect(plan.terms).toEqual([]);
    expect(planListQuery({ sort: "newest", limit: 10, search: "Acme  jane" }).terms).toEqual(["acme", "jane"]);
  });

  it("has a composite index in firestore.indexes.json for every shape it can produce without search", () => {
    const shapes: ListQuery[] = [];
    for (const sort of ["newest", "oldest"] as const)
      for (const status of [undefined, "new"] as const)
        for (const role of [undefined, "seo"] as const)
          for (const from of [undefined, "2026-01-01"]) shapes.push({ sort, limit: 20, status, role, from, to: from });
    for (const shape of shapes) {
      const needed = requiredFields(planListQuery(shape));
      const found = indexes.some((index) => JSON.stringify(index.fields) === JSON.stringify(needed));
      if (!found) throw new Error(`no index for ${JSON.stringify(shape)}: needs ${JSON.stringify(needed)}`);
    }
  });
});

describe("Firestore search entries", () => {
  const fields = { fullName: "Jane Doe", email: "jane@acme.io", company: "Acme", roles: ["seo"] };

  it("flags every word prefix and role, so any mix of them is equality filters only", () => {
    const entry = searchEntry("newest", fields, "new", "key-1");
    expect(entry).toMatchObject({ sort: "newest", requestKey: "key-1", status: "new", r: { seo: true } });
    expect(entry.w).toMatchObject({ j: true, jane: true, acm: true, io: true, doe: true });
    expect(entry.w).not.toHaveProperty("cme");
  });

  it("names entries so that name order is list order in both directions", () => {
    const early = Date.parse("2026-01-01T00:00:00.000Z");
    const late = early + 1;
    expect(searchEntryId("oldest", early, "b") < searchEntryId("oldest", late, "a")).toBe(true);
    expect(searchEntryId("newest", late, "b") < searchEntryId("newest", early, "a")).toBe(true);
    // Same millisecond: the id breaks the tie, as in the other list queries.
    expect(searchEntryId("oldest", early, "a") < searchEntryId("oldest", early, "b")).toBe(true);
  });

  it.each(["oldest", "newest"] as const)("turns a createdAt range into a name range (%s first)", (order) => {
    const at = (iso: string) => searchEntryId(order, Date.parse(iso), "id");
    const { lower, upper } = nameRange(order, "2026-01-02T00:00:00.000Z", "2026-01-03T00:00:00.000Z");
    const inside = (name: string) => name >= lower! && name < upper!;
    expect(inside(at("2026-01-02T00:00:00.000Z"))).toBe(true);
    expect(inside(at("2026-01-02T23:59:59.999Z"))).toBe(true);
    expect(inside(at("2026-01-01T23:59:59.999Z"))).toBe(false);
    expect(inside(at("2026-01-03T00:00:00.000Z"))).toBe(false);
    const open = nameRange(order, undefined, undefined);
    expect(at("1970-01-01T00:00:00.001Z") >= open.lower! && at("2999-01-01T00:00:00.000Z") < open.upper!).toBe(true);
  });
});
