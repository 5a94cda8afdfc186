import { expect, type BrowserContext, type Page } from "@playwright/test";
import { defaultSettings, storageKey, type AccessibilitySettings } from "../../../lib/accessibility/settings";
import { installPageProbe } from "./page-probe";

/**
 * Applying settings to an open page without reloading it, through the path another tab's change takes:
 * the stored value is written and a `storage` event tells the page's settings store, which repaints
 * <html> and re-renders the shell exactly as it would for a stored value at load (the head script and
 * the store share one rule set, pinned by the unit tests). Hundreds of cases then cost one evaluate
 * each instead of one page load each.
 */
export function storedValue(settings: Partial<AccessibilitySettings>): string {
  return JSON.stringify({ ...defaultSettings, ...settings });
}

/** Makes the page probe available in every page of the context, after every navigation. */
export async function withPageProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(installPageProbe);
}

/** Waits until the page has hydrated, so the settings store is listening. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator("next-route-announcer")).toBeAttached();
}

export async function applySettingsInPage(page: Page, settings: Partial<AccessibilitySettings>): Promise<void> {
  await page.evaluate(({ key, value }) => window.__probe!.apply(key, value), { key: storageKey, value: storedValue(settings) });
}

/** Applies the settings and lists the page's reflow problems, in one round trip. */
export async function reflowProblemsWith(page: Page, settings: Partial<AccessibilitySettings>): Promise<string[]> {
  return page.evaluate(
    async ({ key, value }) => {
      await window.__probe!.apply(key, value);
      return window.__probe!.reflowProblems();
    },
    { key: storageKey, value: storedValue(settings) },
  );
}

/** Applies the settings and lists the open sheet's reflow problems, in one round trip. */
export async function sheetProblemsWith(page: Page, settings: Partial<AccessibilitySettings>): Promise<string[]> {
  return page.evaluate(
    async ({ key, value }) => {
      await window.__probe!.apply(key, value);
      return window.__probe!.sheetProblems();
    },
    { key: storageKey, value: storedValue(settings) },
  );
}

/** Applies the settings and lists the open header menu's problems, in one round trip. */
export async function menuProblemsWith(page: Page, settings: Partial<AccessibilitySettings>): Promise<string[]> {
  return page.evaluate(
    async ({ key, value }) => {
      await window.__probe!.apply(key, value);
      return window.__probe!.menuProblems();
    },
    { key: storageKey, value: storedValue(settings) },
  );
}
