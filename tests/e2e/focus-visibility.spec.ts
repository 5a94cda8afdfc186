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
 * route walks both widths in the worker's one page: the route is loaded once, at the phone's width, with
 * the settings applied once, and the window is resized to the desktop's (the layout is CSS alone: no
 * script reads the width).
 *
 * The header, the floating buttons and the footer are the layout's, the same on every route that has it
 * (app/(marketing)/layout.tsx, app/(admin)/layout.tsx): they are walked on one route per layout, where the walk
 * goes the whole way round. On every other route the walk covers what that route alone brings, its <main>:
 * Tab from the top of the page into it, Shift+Tab from the end of the page up into it, each until focus
 * leaves it. On a public page three stops in four were the shell's (/pricing: 13 of its own, some 40 of the
 * shell), the same elements at the same places on every route.
 */

const withEveryFloatingButton = { speechEnabled: true, pageStructureButton: true };
const viewports = [
  { width: 375, height: 700, directions: ["Tab", "Shift+Tab"] },
  { width: 1280, height: 800, directions: ["Shift+Tab"] },
] as const;

type Direction = (typeof viewports)[number]["directions"][number];

/*
 * Where the walk scrolls smoothly, as a visitor with no motion preference sees it: the browser's smooth scroll to
 * each stop, and the focus guard's settling and later passes after it (features/accessibility/keep-focus-clear.ts).
 * Everywhere else the page is walked as a visitor who prefers reduced motion sees it: the browser scrolls to the
 * same place at once, and the guard corrects from there, so the same covered stop still fails; the waits for each
 * smooth scroll to settle were half of this spec's time (one walk of /pricing took 24 s smoothly, 11 s without).
 */
const smoothlyWalked = new Set(["/home", "/admin"]);
/*
 * One route per layout: the marketing shell, the request form (whose page places the header and <main> itself)
 * and the admin area.
 */
const walkedWholeWayRound = new Set(["/home", "/delegation-tasks-guide/form", "/admin"]);
const maxStops = 250;

/** The whole cycle of the page's stops, or only its <main>'s (the rest being its layout's, walked elsewhere). */
type Extent = "page" | "main";

declare global {
  interface Window {
    /** What the walk under way has focused so far, by identity (support for this spec only). */
    __focusWalk?: Set<Element>;
  }
}

/**
 * Presses `key` until focus comes back to an element the walk has already been on: the whole cycle of
 * stops, wherever it starts, through the page's edge (where focus leaves the page for the body) and
 * round. Elements are told apart by identity, in the page: two icon links in a row have the same tag,
 * text, index and top, and once read as one, the walk ended at the footer's social links.
 */
async function walk(page: Page, key: Direction, where: string, extent: Extent): Promise<string[]> {
  const failures: string[] = [];
  let reached = 0;
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(key);
    const result = await page.evaluate(async (coverers) => {
      const focused = document.activeElement ?? document.body;
      const walked = (window.__focusWalk ??= new Set());
      const again = walked.has(focused);
      walked.add(focused);
      const inMain = document.querySelector("main")?.contains(focused) ?? false;
      return { again, inMain, obscured: await window.__probe!.focusObscured(coverers), onBody: focused === document.body };
    }, coveringSelectors);
    if (result.obscured) failures.push(`${where}, ${key} stop ${stop + 1}: ${result.obscured}`);
    if (result.again || (extent === "main" && !result.inMain)) break;
    if (!result.onBody) reached += 1;
  }
  if (reached === 0) failures.push(`${where}, ${key}: the walk reached nothing focusable`);
  return failures;
}

/**
 * Tab walks start scrolled to the top of the page, Shift+Tab walks to the bottom; each goes the whole way round,
 * or, for <main> alone, starts where the keyboard enters it from that side: from <main> itself (focusable by
 * script only, so Tab goes to its first stop), or from a marker that takes no room and no Tab stop just after it
 * (so Shift+Tab goes to its last), neither scrolling the page; the marker is taken out once the walk is over.
 */
async function walkEach(page: Page, directions: readonly Direction[], route: string, width: number, extent: Extent): Promise<string[]> {
  const failures: string[] = [];
  for (const direction of directions) {
    await page.evaluate(
      ({ fromBottom, mainOnly }) => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, fromBottom ? document.documentElement.scrollHeight : 0);
        window.__focusWalk = new Set();
        if (!mainOnly) return;
        const main = document.querySelector("main");
        if (!main) throw new Error("the page has no <main>");
        if (!fromBottom) return main.focus({ preventScroll: true });
        const marker = document.createElement("span");
        marker.tabIndex = -1;
        marker.dataset.focusWalkStart = "";
        // Fixed mid-screen: nothing covers it there, so the site's focus guard has no reason to scroll for it.
        marker.style.cssText = "position: fixed; top: 50%; left: 0";
        main.after(marker);
        marker.focus({ preventScroll: true });
      },
      { fromBottom: direction === "Shift+Tab", mainOnly: extent === "main" },
    );
    failures.push(...(await walk(page, direction, `${route} at ${width}px`, extent)));
    await page.evaluate(() => document.querySelector("[data-focus-walk-start]")?.remove());
  }
  return failures;
}

/** Each width in turn in the worker's one page (support/reused-page.ts): loaded at the first, resized to the next. */
async function walkEveryWidth(page: Page, route: string): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, { width, height, directions }] of viewports.entries()) {
    await page.setViewportSize({ width, height });
    if (index === 0) {
      await firstVisit(page, route);
      await waitForShell(page);
      await applySettingsInPage(page, withEveryFloatingButton);
      await page.emulateMedia({ reducedMotion: smoothlyWalked.has(route) ? "no-preference" : "reduce" });
    }
    failures.push(...(await walkEach(page, directions, route, width, walkedWholeWayRound.has(route) ? "page" : "main")));
  }
  return failures;
}

const widthsLabel = viewports.map(({ width }) => width).sort((a, b) => b - a).join(" and ");

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
