import { hrefFor, parseDashboardView, toListQuery } from "@/features/admin/list-params";

describe("dashboard view in the URL", () => {
  it("reads every filter from the query", () => {
    const filters = { status: "contacted", role: "seo", from: "2026-01-01", to: "2026-01-31", sort: "oldest", cursor: "abc" };
    // The search is trimmed, the page read as a number, and an absent owner is nobody's view.
    expect(parseDashboardView({ q: " acme ", ...filters, page: "3" })).toEqual({ q: "acme", owner: null, ...filters, page: 3 });
  });

  it("drops values it cannot read instead of failing", () => {
    const view = parseDashboardView({ status: "hacked", role: ["nope"], from: "yesterday", sort: "random", page: "-1" });
    expect(view).toMatchObject({ status: null, role: null, from: null, sort: "newest", page: 1, q: "" });
  });

  it("turns the inclusive 'to' date into the store's exclusive next midnight", () => {
    const query = toListQuery(parseDashboardView({ from: "2026-02-28", to: "2026-02-28", q: "jane" }));
    expect(query).toEqual({
      sort: "newest",
      limit: 20,
      search: "jane",
      from: "2026-02-28T00:00:00.000Z",
      to: "2026-03-01T00:00:00.000Z",
    });
  });

  it("reads the lead desk's owner views, and asks the store for the admin's own or nobody's requests", () => {
    expect(parseDashboardView({ owner: "someone-else" }).owner).toBeNull();
    const mine = parseDashboardView({ owner: "mine" });
    expect(toListQuery(mine, 20, "ann@openseat.example")).toEqual({ sort: "newest", limit: 20, owner: "ann@openseat.example" });
    expect(toListQuery(mine)).toEqual({ sort: "newest", limit: 20 });
    expect(toListQuery(parseDashboardView({ owner: "unassigned" }), 20, "ann@openseat.example")).toEqual({ sort: "newest", limit: 20, owner: null });
    expect(hrefFor("/admin", mine, { status: "new" })).toBe("/admin?owner=mine&status=new");
  });

  it("round-trips through a link, leaving defaults out", () => {
    const view = parseDashboardView({ q: "a b", status: "new" });
    expect(hrefFor("/admin", view)).toBe("/admin?q=a+b&status=new");
    expect(hrefFor("/admin", view, { cursor: "c1", page: 2 })).toBe("/admin?q=a+b&status=new&cursor=c1&page=2");
    expect(hrefFor("/admin", parseDashboardView({}))).toBe("/admin");
    const back = Object.fromEntries(new URLSearchParams("q=a+b&status=new&cursor=c1&page=2"));
    expect(parseDashboardView(back)).toEqual({ ...view, cursor: "c1", page: 2 });
  });
});
