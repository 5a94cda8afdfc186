import type { Page } from "@playwright/test";
import { reflowWidthsPx } from "../../features/accessibility/conformance";
import { applyPreset, presetIds, presets } from "../../features/accessibility/presets";
import { defaultSettings, fontFamilies, settingRanges, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { pageStateKey } from "../../features/accessibility/settings-storage";
import { publicRoutes } from "../../platform/config/site";
import { randomUUID } from "node:crypto";
import { becomeCallTaker, sendRequest } from "./support/request-form";
import { createAdmin, signedInAdminForTests } from "./support/server-scripts";
import { expect, firstVisit, signInWith, test } from "./support/reused-page";
import { measureEach, saveSettings, waitForShell } from "./support/settings-in-page";
import type { SweepMeasurement } from "./support/page-probe";

/**
 * WCAG 1.4.10 and 1.4.12 with the site's own settings: every route at every width the accessibility
 * statement names, with every preset, every font, every font size and every spacing at its maximum.
 * One page load per route, at the narrowest width; the other widths are reached by resizing the window,
 * as the layout is CSS alone (no script reads the width), and every case is then applied in the page and
 * measured, all cases of a width in one call. One test per route takes its widths in turn, in the worker's
 * one page (support/reused-page.ts).
 */

interface ReflowCase {
  readonly name: string;
  readonly settings: Partial<AccessibilitySettings>;
}

const max = (key: keyof typeof settingRanges) => settingRanges[key].max;
const everyTextSettingAtMax: Partial<AccessibilitySettings> = {
  fontSize: max("fontSize"),
  lineHeight: max("lineHeight"),
  letterSpacing: max("letterSpacing"),
  wordSpacing: max("wordSpacing"),
  dyslexiaFriendly: true,
};

const sizes = Array.from({ length: max("fontSize") - settingRanges.fontSize.min + 1 }, (_, i) => settingRanges.fontSize.min + i);

const cases: readonly ReflowCase[] = [
  ...presetIds.map((id) => ({ name: `preset ${id}`, settings: applyPreset(id, defaultSettings) })),
  ...sizes.map((fontSize) => ({ name: `font size ${fontSize}`, settings: { fontSize } })),
  { name: "line height at max", settings: { lineHeight: max("lineHeight") } },
  { name: "letter spacing at max", settings: { letterSpacing: max("letterSpacing") } },
  { name: "word spacing at max", settings: { wordSpacing: max("wordSpacing") } },
  ...fontFamilies.map((fontFamily) => ({ name: `${fontFamily}, every text setting at max`, settings: { ...everyTextSettingAtMax, fontFamily } })),
  {
    name: "every preset at once, every text setting at max, every aid on",
    settings: {
      ...presetIds.reduce((settings, id) => applyPreset(id, settings), defaultSettings),
      ...everyTextSettingAtMax,
      highlightLinks: true,
      highlightHeadings: true,
      readingGuide: true,
      pageStructureButton: true,
    },
  },
];

/** Every case applied in turn and measured, in one round trip; each problem named after its case. */
async function measureCases(page: Page, measurement: SweepMeasurement, where: string): Promise<string[]> {
  const found = await measureEach(
    page,
    measurement,
    cases.map((reflowCase) => ({ ...reflowCase.settings, reducedMotion: true })),
  );
  return found.flatMap((problems, index) => problems.map((problem) => `${where}, ${cases[index]!.name}: ${problem}`));
}

const checkCases = (page: Page, route: string, width: number) => measureCases(page, "reflowProblems", `${route} at ${width}px`);

/**
 * The way a returning visitor arrives: settings stored before the page loads, applied by the head script.
 * Every width gets every preset in place above; this path is walked at a phone and a desktop width.
 *
 * The path is the shell's, not the page's: the same head script in the root layout, and the same settings store
 * taking over, on every route (the head script's state is pinned against the store's by the unit tests, and
 * every route's layout under each preset is measured in place at every width above). What differs between
 * routes is how the page arrives: with a hero, the stylesheet file is linked last and the page revealed once it
 * has loaded; without one, the file is linked in <head>; the request form's page places the header and <main>
 * itself. One route of each walks the path. It had cost 108 page loads, six on every public route.
 */
const loadPathWidths: readonly number[] = [375, 1280];
const loadPathRoutes: ReadonlySet<string> = new Set(["/home", "/privacy-policy", "/delegation-tasks-guide/form"]);

async function checkPresetsOnLoad(page: Page, route: string, width: number): Promise<string[]> {
  const failures: string[] = [];
  for (const preset of presets) {
    await saveSettings(page, applyPreset(preset.id, defaultSettings));
    await page.goto(route);
    await waitForShell(page);
    await page.evaluate(() => document.fonts.ready);
    for (const problem of await page.evaluate(() => window.__probe!.reflowProblems())) {
      failures.push(`${route} at ${width}px, ${preset.label} stored before load: ${problem}`);
    }
  }
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), [storageKey, pageStateKey]);
  return failures;
}

/** Loads `route` afresh at `width`, nothing stored beforehand, and waits for the app to take over. */
async function openAt(page: Page, width: number, route: string): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await firstVisit(page, route);
  await waitForShell(page);
}

/**
 * Takes the open page to `width` as a window resized there would be, scrolled back to the top as a page
 * loaded afresh is. Nothing in the site reads the width from a script (no resize observer, no media query
 * in code outside the system's preferences), so the layout at a width does not depend on how it was reached.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
}

/** Every width the statement names: the route loaded once, at the first, and the window resized for the rest. */
async function atEveryWidth(page: Page, route: string, check: (width: number) => Promise<string[]>): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, width] of reflowWidthsPx.entries()) {
    if (index === 0) await openAt(page, width, route);
    else await resizeTo(page, width);
    failures.push(...(await check(width)));
  }
  return failures;
}

const widthsLabel = `${reflowWidthsPx.join(", ")} px`;

test.describe("reflow with every setting: public pages", () => {
  for (const route of publicRoutes) {
    test(`${route} at ${widthsLabel}`, async ({ reusedPage: page }) => {
      test.setTimeout(300_000);
      const failures = await atEveryWidth(page, route, async (width) => {
        const found = await checkCases(page, route, width);
        if (loadPathRoutes.has(route) && loadPathWidths.includes(width)) found.push(...(await checkPresetsOnLoad(page, route, width)));
        return found;
      });
      expect(failures).toEqual([]);
    });
  }
});

test.describe("reflow with every setting: the booking step", () => {
  let routes: { readonly confirmation: string; readonly booking: string } | undefined;

  test.beforeAll(async ({ browser }, testInfo) => {
    const run = randomUUID().slice(0, 8);
    // An admin with a name takes calls, so the booking step offers times whatever else the run has made.
    await becomeCallTaker(browser, String(testInfo.project.use.baseURL), createAdmin("reflow-booking"), `Reflow Taker ${run}`);
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.90.0.1" } });
    const page = await context.newPage();
    await sendRequest(page, { fullName: "Reflow Booker", email: `reflow-${run}@example.com`, company: `Reflow Booking ${run}`, otherTasks: "Checking reflow." });
    await page.waitForURL(/\/form\/sent\?reference=/);
    await expect(page.locator("form.booking__form")).toBeVisible();
    const token = await page.locator('form.booking__form input[name="token"]').inputValue();
    const sent = new URL(page.url());
    routes = { confirmation: `${sent.pathname}${sent.search}`, booking: `/book/${token}` };
    await context.close();
  });

  for (const which of ["confirmation", "booking"] as const) {
    test(`the ${which === "confirmation" ? "confirmation's booking step" : "booking link's page"} at ${widthsLabel}`, async ({ reusedPage: page }) => {
      test.setTimeout(300_000);
      if (!routes) throw new Error("the request is sent before the tests run");
      const route = routes[which];
      const failures = await atEveryWidth(page, route, async (width) => {
        await expect(page.locator("form.booking__form")).toBeVisible();
        return checkCases(page, route, width);
      });
      expect(failures).toEqual([]);
    });
  }
});

test.describe("reflow with every setting: the admin area", () => {
  const signedIn = signedInAdminForTests("Reflow");

  test(`sign-in page at ${widthsLabel}`, async ({ reusedPage: page }) => {
    test.setTimeout(300_000);
    expect(await atEveryWidth(page, "/admin/sign-in", (width) => checkCases(page, "/admin/sign-in", width))).toEqual([]);
  });

  for (const which of ["dashboard", "request details", "visitor data", "mine", "follow-ups due", "team", "account", "figures", "calls"] as const) {
    test(`${which} at ${widthsLabel}`, async ({ reusedPage: page }) => {
      test.setTimeout(300_000);
      const admin = signedIn();
      const route = {
        dashboard: "/admin",
        "request details": admin.requestPath,
        "visitor data": "/admin/visitor-data",
        mine: "/admin?owner=mine",
        "follow-ups due": "/admin/follow-ups",
        team: "/admin/team",
        account: "/admin/account",
        figures: "/admin/figures",
        calls: "/admin/calls",
      }[which];
      await signInWith(page, admin.storageState);
      const failures = await atEveryWidth(page, route, async (width) => {
        await expect(page).toHaveURL(new RegExp(`${route.replace(/[?]/g, "\\?")}$`));
        return checkCases(page, route, width);
      });
      expect(failures).toEqual([]);
    });
  }
});

test.describe("reflow with every setting: the settings panel and the menu", () => {
  test(`the panel at ${widthsLabel}`, async ({ reusedPage: page }) => {
    test.setTimeout(300_000);
    const panel = page.getByRole("dialog", { name: "Accessibility settings" });
    const failures = await atEveryWidth(page, "/home", async (width) => {
      // Opened afresh at each width, as a visitor at that width would open it.
      await page.getByRole("button", { name: "Accessibility settings", exact: true }).click();
      await expect(panel).toBeVisible();
      const found = await measureCases(page, "sheetProblems", `panel at ${width}px`);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      return found;
    });
    expect(failures).toEqual([]);
  });

  test(`the open menu at ${widthsLabel}`, async ({ reusedPage: page }) => {
    test.setTimeout(300_000);
    const failures = await atEveryWidth(page, "/home", (width) => measureCases(page, "menuProblems", `menu at ${width}px`));
    expect(failures).toEqual([]);
  });
});
