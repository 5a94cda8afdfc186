/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { MEASURED_WITH } from "../../e2e/support/page-weight";

/*
 * The end-to-end budget (tests/e2e/budgets.spec.ts) is the empty Next.js page's script weight plus what the
 * site may add; the empty page's figure holds only for the Next.js and React it was measured with.
 */
describe("the empty page's script weight", () => {
  it("belongs to the installed Next.js and React (when it does not, re-measure it: npm run bench reports it)", () => {
    const version = (name: string) => (JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as { version: string }).version;
    const installed = { next: version("next"), react: version("react") };
    expect(installed).toEqual(MEASURED_WITH);
  });
});
