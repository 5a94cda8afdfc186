import { delegationStatuses } from "@/features/delegation/options";
import { allowedNextStatuses, canTransition, statusTransitions } from "@/features/admin/status-workflow";

describe("status workflow", () => {
  it("moves a new request forward or out, never straight to won", () => {
    expect(canTransition("new", "contacted")).toBe(true);
    expect(canTransition("new", "won")).toBe(false);
  });

  it("never 'changes' a status to itself", () => {
    for (const status of delegationStatuses) expect(canTransition(status, status)).toBe(false);
  });

  it("lets every status be archived, and brings archived requests back only as new", () => {
    for (const status of delegationStatuses.filter((s) => s !== "archived")) expect(canTransition(status, "archived")).toBe(true);
    expect(allowedNextStatuses("archived")).toEqual(["new"]);
  });

  it("re-opens lost leads but closes won ones", () => {
    expect(canTransition("lost", "contacted")).toBe(true);
    expect(canTransition("won", "lost")).toBe(false);
    expect(canTransition("won", "contacted")).toBe(false);
  });

  it("only names known statuses", () => {
    for (const targets of Object.values(statusTransitions)) {
      for (const target of targets) expect(delegationStatuses).toContain(target);
    }
  });
});
