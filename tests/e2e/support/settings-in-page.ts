import { expect, type BrowserContext, type Page } from "@playwright/test";
import { defaultSettings, storageKey, type AccessibilitySettings } from "../../../features/accessibility/settings";
import { pageStateKey, savedPageState } from "../../../features/accessibility/settings-storage";
import { installPageProbe, type SweepMeasurement } from "./page-probe";

/**
 * Applying settings to an open page without reloading it, through the path another tab's change takes:
 * the stored value is written and a `storage` event tells the page's settings store, which repaints
 * <html> and re-renders the shell exactly as it would for a stored value at load (the head script applies
 * the page state the store saved, pinned against the store's own by the unit tests). Hundreds of cases then cost one evaluate
 * each instead of one page load each.
 */
export function storedValue(settings: Partial<AccessibilitySettings>): string {
  return JSON.stringify({ ...defaultSettings, ...settings });
}

/**
 * What the settings store leaves in storage once these settings are saved: the settings, and the page
 * state the head script applies before first paint. A returning visitor arrives with both.
 */
export function savedEntries(settings: Partial<AccessibilitySettings>): Record<string, string> {
  return { [storageKey]: storedValue(settings), [pageStateKey]: savedPageState({ ...defaultSettings, ...settings }) };
}

/** Saves settings for this origin as the settings store would, without loading a page. */
export async function saveSettings(page: Page, settings: Partial<AccessibilitySettings>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, savedEntries(settings));
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

/** Applies the settings and takes one measurement, in one round trip. */
export async function measureWith(page: Page, measurement: SweepMeasurement, settings: Partial<AccessibilitySettings>): Promise<string[]> {
  const [found] = await measureEach(page, measurement, [settings]);
  if (!found) throw new Error(`the probe took no ${measurement} measurement`);
  return found;
}

/**
 * Applies each settings value in turn and takes the measurement after each, all in one round trip: what
 * each case found, in the order given. For sweeps of many cases on one page state.
 */
export async function measureEach(page: Page, measurement: SweepMeasurement, cases: readonly Partial<AccessibilitySettings>[]): Promise<string[][]> {
  return page.evaluate(({ key, values, name }) => window.__probe!.measureEach(key, values, name), {
    key: storageKey,
    values: cases.map(storedValue),
    name: measurement,
  });
}

/** Holds back the page's requests matching `pattern` until `release` is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's scripts back until `release` is called, to look at what the head script alone
 * painted: what a visitor sees before the app's code has arrived.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, "**/_next/static/**/*.js");
}
