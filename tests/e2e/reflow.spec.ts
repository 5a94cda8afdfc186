import type { Page } from "@playwright/test";
import { reflowWidthsPx } from "../../features/accessibility/conformance";
import { applyPreset, presetIds, presets } from "../../features/accessibility/presets";
import { defaultSettings, fontFamilies, settingRanges, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { pageStateKey } from "../../features/accessibility/settings-storage";
import { publicRoutes } from "../../platform/config/site";
import { randomUUID } from "node:crypto";
import { sendRequest } from "./support/request-form";
import { signedInAdminForTests } from "./support/server-scripts";
import { expect, firstVisit, signInWith, test } from "./support/reused-page";
import { measureWith, saveSettings, waitForShell } from "./support/settings-in-page";

/**
 * WCAG 1.4.10 and 1.4.12 with the site's own settings: every route at every width the accessibility
 * statement names, with every preset, every font, every font size and every spacing at its maximum.
 * One page load per route and width; each case is then applied in the page and measured in one call. One
 * test per route takes its widths in turn, in the worker's one page (support/reused-page.ts).
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

async function checkCases(page: Page, route: string, width: number): Promise<string[]> {
  const failures: string[] = [];
  for (const reflowCase of cases) {
    for (const problem of await measureWith(page, "reflowProblems", reflowCase.settings)) failures.push(`${route} at ${width}px, ${reflowCase.name}: ${problem}`);
  }
  return failures;
}

/**
 * The way a returning visitor arrives: settings stored before the page loads, applied by the head script.
 * Every width gets every preset in place above; this path is walked at a phone and a desktop width.
 */
const loadPathWidths: readonly number[] = [375, 1280];

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

/** Every width the statement names, each loaded afresh in the worker's page, one test per route. */
async function atEveryWidth(page: Page, route: string, check: (width: number) => Promise<string[]>): Promise<string[]> {
  const failures: string[] = [];
  for (const width of reflowWidthsPx) {
    await openAt(page, width, route);
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
        if (loadPathWidths.includes(width)) found.push(...(await checkPresetsOnLoad(page, route, width)));
        return found;
      });
      expect(failures).toEqual([]);
    });
  }
});

test.describe("reflow with every setting: the booking step", () => {
  // Signed in first, the admin joins the team and takes calls, so the booking step offers times.
  signedInAdminForTests("Reflow booking");
  let routes: { readonly confirmation: string; readonly booking: string } | undefined;

  test.beforeAll(async ({ browser }) => {
    const run = randomUUID().slice(0, 8);
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
    const failures = await atEveryWidth(page, "/home", async (width) => {
      await page.getByRole("button", { name: "Accessibility settings", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Accessibility settings" })).toBeVisible();
      const found: string[] = [];
      for (const reflowCase of cases) {
        for (const problem of await measureWith(page, "sheetProblems", reflowCase.settings)) found.push(`panel at ${width}px, ${reflowCase.name}: ${problem}`);
      }
      return found;
    });
    expect(failures).toEqual([]);
  });

  test(`the open menu at ${widthsLabel}`, async ({ reusedPage: page }) => {
    test.setTimeout(300_000);
    const failures = await atEveryWidth(page, "/home", async (width) => {
      const found: string[] = [];
      for (const reflowCase of cases) {
        for (const problem of await measureWith(page, "menuProblems", reflowCase.settings)) found.push(`menu at ${width}px, ${reflowCase.name}: ${problem}`);
      }
      return found;
    });
    expect(failures).toEqual([]);
  });
});
