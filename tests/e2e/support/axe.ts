import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A/AA rule tags every route is held to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/** Runs axe-core on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, options: { readonly include?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([...wcagTags]);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
