import type { Page } from "@playwright/test";
import { coveringSelectors } from "../../features/accessibility/focus-clearance";
import { publicRoutes } from "../../platform/config/site";
import { signedInAdminForTests } from "./support/server-scripts";
import { expect, firstVisit, signInWith, test } from "./support/reused-page";
import { applySettingsInPage, waitForShell } from "./support/settings-in-page";

/**
 * WCAG 2.4.11 (Focus Not Obscured), walked by keyboard: on every page, with every floating button
 * showing, fail wherever any part of the focused element is painted over by the sticky header or a
 * floating button. On a phone the walk goes both ways (Tab down the page meets the floating buttons,
 * Shift+Tab up it meets the header); on a desktop, Shift+Tab, the walk in which the header used to
 * hide what was focused. The scrolling that keeps focus clear does not depend on the width. One test per
 * route walks both widths, the route loaded afresh at each, in the worker's one page.
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

/** Each width in turn, the route loaded afresh at it, in the worker's one page (support/reused-page.ts). */
async function walkEveryWidth(page: Page, route: string): Promise<string[]> {
  const failures: string[] = [];
  for (const { width, height, directions } of viewports) {
    await page.setViewportSize({ width, height });
    await firstVisit(page, route);
    await waitForShell(page);
    failures.push(...(await walkEach(page, directions, route, width)));
  }
  return failures;
}

const widthsLabel = viewports.map(({ width }) => width).join(" and ");

test.describe("focus is never hidden under the header or a floating button", () => {
  for (const route of publicRoutes) {
    test(`${route} at ${widthsLabel}px`, async ({ reusedPage: page }) => {
      test.setTimeout(180_000);
      expect(await walkEveryWidth(page, route)).toEqual([]);
    });
  }

  test.describe("the admin area", () => {
    const signedIn = signedInAdminForTests("Focus");

    for (const which of ["dashboard", "unassigned", "follow-ups due", "request details", "team", "account", "calls", "visitor data", "figures"] as const) {
      test(`${which} at ${widthsLabel}px`, async ({ reusedPage: page }) => {
        test.setTimeout(180_000);
        const route = {
          dashboard: "/admin",
          unassigned: "/admin?owner=unassigned",
          "follow-ups due": "/admin/follow-ups",
          "request details": signedIn().requestPath,
          team: "/admin/team",
          account: "/admin/account",
          calls: "/admin/calls",
          "visitor data": "/admin/visitor-data",
          figures: "/admin/figures",
        }[which];
        await signInWith(page, signedIn().storageState);
        expect(await walkEveryWidth(page, route)).toEqual([]);
      });
    }
  });
});
