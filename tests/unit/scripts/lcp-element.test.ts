import { lcpElementOf } from "../../../scripts/bench/lighthouse";

describe("the LCP element the bench logs for each run", () => {
  it("is the node of Lighthouse's element table, whatever tables come before it", () => {
    const details = {
      type: "list",
      items: [
        { type: "table", items: [{ phase: "TTFB", timing: 600 }] },
        { type: "table", items: [{ node: { type: "node", selector: "main#main-content > section.page-hero > div > p.lead" } }] },
      ],
    };
    expect(lcpElementOf(details)).toBe("main#main-content > section.page-hero > div > p.lead");
  });

  it("is a question mark when the audit has no element", () => {
    expect(lcpElementOf(undefined)).toBe("?");
    expect(lcpElementOf({ items: [{ items: [{}] }] })).toBe("?");
  });
});
