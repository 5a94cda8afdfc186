import { teamManagementCopy } from "@/features/admin/team-copy";

describe("the notice after removing a colleague", () => {
  const removed = teamManagementCopy.notices.removed;

  it("names only what happened, in the singular or plural it needs", () => {
    expect(removed(1, 0, 1)).toBe("Removed. 1 open lead is now unassigned; 1 call canceled, and its buyer e-mailed a link to book again.");
    expect(removed(2, 3, 0)).toBe("Removed. 2 open leads are now unassigned; 3 calls moved to a colleague free at the same time.");
    expect(removed(0, 1, 2)).toBe("Removed. 1 call moved to a colleague free at the same time; 2 calls canceled, and their buyers e-mailed a link to book again.");
  });

  it("says so when there was nothing to hand on", () => {
    expect(removed(0, 0, 0)).toBe("Removed. They had no open leads and no calls to come.");
  });
});
