import { expect, test, type Page } from "@playwright/test";
import { coveringSelectors } from "../../features/accessibility/focus-clearance";
import { publicRoutes } from "../../platform/config/site";
import { signedInAdminForTests } from "./support/server-scripts";
import { applySettingsInPage, waitForShell, withPageProbe } from "./support/settings-in-page";

/**
 * WCAG 2.4.11 (Focus Not Obscured), walked by keyboard: on every page, with every floating button
 * showing, fail wherever any part of the focused element is painted over by the sticky header or a
 * floating button. On a phone the walk goes both ways (Tab down the page meets the floating buttons,
 * Shift+Tab up it meets the header); on a desktop, Shift+Tab, the walk in which the header used to
 * hide what was focused. The scrolling that keeps focus clear does not depend on the width.
 */

const withEveryFloatingButton = { speechEnabled: true, pageStructureButton: true };
const viewports = [
  { width: 1280, height: 800, directions: ["Shift+Tab"] },
  { width: 375, height: 700, directions: ["Tab", "Shift+Tab"] },
] as const;

type Direction = (typeof viewports)[number]["directions"][number];
const maxStops = 250;

async function walk(page: Page, key: Direction, where: string): Promise<string[]> {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(key);
    const result = await page.evaluate(async (coverers) => {
      const focused = document.activeElement;
      const id = focused ? `${focused.localName}|${focused.textContent?.slice(0, 40)}|${Array.from(focused.parentNode?.children ?? []).indexOf(focused)}|${focused.getBoundingClientRect().top + window.scrollY}` : "";
      return { id, obscured: await window.__probe!.focusObscured(coverers), onBody: focused === document.body };
    }, coveringSelectors);
    if (result.obscured) failures.push(`${where}, ${key} stop ${stop + 1}: ${result.obscured}`);
    // Back where the walk started: every stop has been visited.
    if (seen.has(result.id) || result.onBody) break;
    seen.add(result.id);
  }
  return failures;
}

/** Tab walks start at the top of the page, Shift+Tab walks at the bottom. */
async function walkEach(page: Page, directions: readonly Direction[], route: string, width: number): Promise<string[]> {
  await applySettingsInPage(page, withEveryFloatingButton);
  const failures: string[] = [];
  for (const direction of directions) {
    await page.evaluate((fromBottom) => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, fromBottom ? document.documentElement.scrollHeight : 0);
    }, direction === "Shift+Tab");
    failures.push(...(await walk(page, direction, `${route} at ${width}px`)));
  }
  return failures;
}

test.describe("focus is never hidden under the header or a floating button", () => {
  for (const { width, height, directions } of viewports) {
    for (const route of publicRoutes) {
      test(`${route} at ${width}px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height });
        await withPageProbe(page.context());
        await page.goto(route);
        await waitForShell(page);
        expect(await walkEach(page, directions, route, width)).toEqual([]);
      });
    }
  }

  test.describe("the admin area", () => {
    const signedIn = signedInAdminForTests("Focus");

    for (const { width, height, directions } of viewports) {
      test(`dashboard, its views, request details, team, visitor data and figures at ${width}px`, async ({ browser }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ viewport: { width, height }, storageState: signedIn().storageState });
        await withPageProbe(context);
        const page = await context.newPage();
        const failures: string[] = [];
        for (const route of ["/admin", "/admin?owner=unassigned", "/admin/follow-ups", signedIn().requestPath, "/admin/team", "/admin/calls", "/admin/visitor-data", "/admin/figures"]) {
          await page.goto(route);
          await waitForShell(page);
          failures.push(...(await walkEach(page, directions, route, width)));
        }
        expect(failures).toEqual([]);
        await context.close();
      });
    }
  });
});
