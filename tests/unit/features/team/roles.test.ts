import { isOwner, teamChangeProblem, type RoleHolder } from "@/features/team/roles";

const owner = (email: string): RoleHolder => ({ email, role: "owner", removedAt: null });
const member = (email: string): RoleHolder => ({ email, role: "member", removedAt: null });
const former = (holder: RoleHolder): RoleHolder => ({ ...holder, removedAt: "2026-03-01T10:00:00.000Z" });

describe("the team's roles: the last owner stays", () => {
  const team = [owner("ann@x.example"), member("ben@x.example")];

  it("refuses to make the last owner a member or to remove them", () => {
    expect(teamChangeProblem(team, { email: "ann@x.example", role: "member" })).toBe("last-owner");
    expect(teamChangeProblem(team, { email: "ann@x.example", role: null })).toBe("last-owner");
  });

  it("lets the commands' --force set the rule aside", () => {
    expect(teamChangeProblem(team, { email: "ann@x.example", role: "member", force: true })).toBeNull();
    expect(teamChangeProblem(team, { email: "ann@x.example", role: null, force: true })).toBeNull();
  });

  it("allows either once another owner is on the team", () => {
    const two = [...team, owner("cy@x.example")];
    expect(teamChangeProblem(two, { email: "ann@x.example", role: "member" })).toBeNull();
    expect(teamChangeProblem(two, { email: "ann@x.example", role: null })).toBeNull();
  });

  it("does not count a former owner as one", () => {
    const withFormer = [...team, former(owner("cy@x.example"))];
    expect(teamChangeProblem(withFormer, { email: "ann@x.example", role: null })).toBe("last-owner");
    expect(isOwner(former(owner("cy@x.example")))).toBe(false);
  });

  it("lets members be removed, promoted, or the owner kept an owner", () => {
    expect(teamChangeProblem(team, { email: "ben@x.example", role: null })).toBeNull();
    expect(teamChangeProblem(team, { email: "ben@x.example", role: "owner" })).toBeNull();
    expect(teamChangeProblem(team, { email: "ann@x.example", role: "owner" })).toBeNull();
  });

  it("refuses to remove someone not on the team, and adds them when given a role", () => {
    expect(teamChangeProblem(team, { email: "eve@x.example", role: null })).toBe("not-on-team");
    expect(teamChangeProblem([former(member("eve@x.example")), ...team], { email: "eve@x.example", role: null })).toBe("not-on-team");
    expect(teamChangeProblem(team, { email: "eve@x.example", role: "member" })).toBeNull();
  });

  it("refuses the last owner's demotion even on an empty team of others", () => {
    expect(teamChangeProblem([owner("solo@x.example")], { email: "solo@x.example", role: "member" })).toBe("last-owner");
    expect(isOwner(null)).toBe(false);
    expect(isOwner(member("ben@x.example"))).toBe(false);
  });
});
