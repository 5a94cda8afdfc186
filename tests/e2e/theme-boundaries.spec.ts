import type { Page } from "@playwright/test";
import { minimumNonTextContrast } from "../../features/accessibility/conformance";
import { colorThemes, type AccessibilitySettings } from "../../features/accessibility/settings";
import { publicRoutes } from "../../platform/config/site";
import { signedInAdminForTests } from "./support/server-scripts";
import { expect, firstVisit, signInWith, test } from "./support/reused-page";
import { applySettingsInPage, waitForShell } from "./support/settings-in-page";

/**
 * WCAG 1.4.11 measured, not judged by eye: in every theme, with and without high contrast mode, every
 * button, field and card on every page keeps its edge (its fill, or a border all round) at 3:1 or more
 * against what is painted behind it, from the colours the browser actually computes.
 */

async function boundaryFailures(page: Page, where: string, base: Partial<AccessibilitySettings> = {}): Promise<string[]> {
  const failures: string[] = [];
  for (const colorTheme of colorThemes) {
    for (const highContrast of [false, true]) {
      await applySettingsInPage(page, { ...base, colorTheme, highContrast });
      const problems = await page.evaluate((minimum) => window.__probe!.boundaryProblems(minimum), minimumNonTextContrast);
      for (const problem of problems) failures.push(`${where}, ${colorTheme}${highContrast ? " + high contrast mode" : ""}: ${problem}`);
    }
  }
  return failures;
}

/** Loads `route` in the worker's page (support/reused-page.ts), nothing stored beforehand. */
async function open(page: Page, route: string): Promise<void> {
  await firstVisit(page, route);
  await waitForShell(page);
}

test.describe("every theme keeps every boundary", () => {
  for (const route of publicRoutes) {
    test(route, async ({ reusedPage: page }) => {
      await open(page, route);
      expect(await boundaryFailures(page, route)).toEqual([]);
    });
  }

  test("the settings panel and the page structure navigator", async ({ reusedPage: page }) => {
    // Speech on shows its controls in the panel; the structure button floats beside the settings button.
    const base = { pageStructureButton: true, speechEnabled: true };
    await open(page, "/home");
    await applySettingsInPage(page, base);
    await page.getByRole("button", { name: "Accessibility settings", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Accessibility settings" })).toBeVisible();
    const failures = await boundaryFailures(page, "settings panel", base);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Page structure" }).click();
    await expect(page.getByRole("dialog", { name: "Page structure" })).toBeVisible();
    failures.push(...(await boundaryFailures(page, "page structure", base)));
    expect(failures).toEqual([]);
  });

  test.describe("the admin area", () => {
    const signedIn = signedInAdminForTests("Boundaries");

    test("sign-in, dashboard, request details, visitor data and figures", async ({ reusedPage: page }) => {
      await open(page, "/admin/sign-in");
      const failures = await boundaryFailures(page, "/admin/sign-in");
      await signInWith(page, signedIn().storageState);
      for (const route of ["/admin", signedIn().requestPath, "/admin/visitor-data", "/admin/figures"]) {
        await open(page, route);
        failures.push(...(await boundaryFailures(page, route)));
      }
      expect(failures).toEqual([]);
    });
  });
});
