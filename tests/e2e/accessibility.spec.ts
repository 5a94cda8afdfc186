import { mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { colorThemes, defaultSettings, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/settings-in-page";
import { pageStateKey } from "../../features/accessibility/settings-storage";

const shotsDir = process.env.A11Y_SHOTS_DIR;

const fab = (page: Page) => page.getByRole("button", { name: "Accessibility settings", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Accessibility settings" });

/** Stores settings for this origin and reloads, as a returning visitor would arrive. */
async function withStoredSettings(page: Page, settings: Partial<AccessibilitySettings> | string, path = "/home") {
  await page.goto(path);
  await page.evaluate(
    ({ key, value }) => window.localStorage.setItem(key, value),
    { key: storageKey, value: typeof settings === "string" ? settings : JSON.stringify({ ...defaultSettings, ...settings }) },
  );
  await page.reload();
}

async function storedSettings(page: Page): Promise<AccessibilitySettings> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), storageKey);
}

async function openPanel(page: Page) {
  // A click before hydration would land on a button with no handler yet.
  await expect(page.locator("next-route-announcer")).toBeAttached();
  await fab(page).click();
  await expect(dialog(page)).toBeVisible();
}

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test.describe("accessibility panel: dialog behaviour", () => {
  const closers: ReadonlyArray<readonly [string, (page: Page) => Promise<void>]> = [
    ["Escape", (page) => page.keyboard.press("Escape")],
    ["the close button", (page) => page.getByRole("button", { name: "Close accessibility settings" }).click()],
    ["the close button by keyboard", (page) => page.getByRole("button", { name: "Close accessibility settings" }).press("Enter")],
    ["a click on the overlay", (page) => page.mouse.click(20, 300)],
  ];
  for (const [how, close] of closers) {
    test(`opens, moves focus in, and closes with ${how}, returning focus to the button`, async ({ page }) => {
      await page.goto("/home");
      await fab(page).focus();
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeVisible();
      await expect(fab(page)).toHaveAttribute("aria-expanded", "true");
      await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await close(page);
      await expect(dialog(page)).toBeHidden();
      await expect(fab(page)).toBeFocused();
      await expect(fab(page)).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("Tab and Shift+Tab stay inside the dialog, and the page behind is inert", async ({ page }) => {
    await page.goto("/home");
    await openPanel(page);
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await page.locator("main").evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
  });

  test("the floating button is at least 44x44 and leaves a focused link visible at 320px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/home");
    const box = await fab(page).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Walk the page by keyboard; no focused element may end up fully under the button.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        const button = document.querySelector(".a11y-fab");
        if (!el || !button || el === button) return false;
        const a = el.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        return a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
      });
      expect(hidden).toBe(false);
    }
  });

  test("is a full-screen sheet at 480px and below", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto("/home");
    await openPanel(page);
    const box = await dialog(page).boundingBox();
    expect(Math.round(box!.width)).toBe(400);
  });
});

test.describe("accessibility panel: settings", () => {
  const presetExpectations: ReadonlyArray<readonly [string, Partial<AccessibilitySettings>]> = [
    [
      "Dyslexia Friendly",
      { fontFamily: "OpenDyslexic", fontSize: 18, lineHeight: 1.8, letterSpacing: 1.2, wordSpacing: 2, dyslexiaFriendly: true, focusOutlines: true },
    ],
    [
      "Low Vision",
      { fontSize: 20, colorTheme: "high-contrast", highContrast: true, lineHeight: 2, letterSpacing: 1, focusOutlines: true, speechEnabled: true, hoverToRead: true },
    ],
    ["Motor Support", { cursor: "pointer", focusOutlines: true, reducedMotion: true, fontSize: 18, mouseWheelZoom: true }],
  ];
  for (const [label, expected] of presetExpectations) {
    test(`the ${label} preset stores its values`, async ({ page }) => {
      await page.goto("/home");
      await openPanel(page);
      await dialog(page).getByRole("button", { name: new RegExp(label) }).click();
      expect(await storedSettings(page)).toMatchObject(expected);
      // Low Vision goes on to say it turned on the site's own speech, and how to turn it off.
      await expect(page.getByTestId("a11y-announcer")).toHaveText(new RegExp(`^${label} preset applied`));
    });
  }

  test("Smart Reset keeps larger text; Full Reset restores every default", async ({ page }) => {
    await withStoredSettings(page, { fontSize: 22, lineHeight: 2.2, colorTheme: "dark", cursor: "text", speechEnabled: true, readingMask: true });
    await openPanel(page);
    await dialog(page).getByRole("button", { name: "Smart Reset" }).click();
    expect(await storedSettings(page)).toMatchObject({
      fontSize: 22, lineHeight: 2.2, colorTheme: "default", cursor: "default", readingMask: false, speechEnabled: true,
    });
    await dialog(page).getByRole("button", { name: "Full Reset" }).click();
    expect(await storedSettings(page)).toEqual(defaultSettings);
    expect(await rootFontSize(page)).toBe("16px");
  });

  test("settings persist across reloads and routes", async ({ page }) => {
    await page.goto("/home");
    await openPanel(page);
    const slider = dialog(page).getByRole("slider", { name: "Font size" });
    await slider.focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
    await dialog(page).getByRole("radio", { name: "Dark" }).check();
    expect(await rootFontSize(page)).toBe("20px");
    await page.keyboard.press("Escape");
    await page.reload();
    expect(await rootFontSize(page)).toBe("20px");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("link", { name: "Pricing" }).first().click();
    await expect(page).toHaveURL(/\/pricing/);
    expect(await rootFontSize(page)).toBe("20px");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("broken stored JSON never breaks the page: defaults apply with a console warning", async ({ page }) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await withStoredSettings(page, '{"fontSize": 24, "colorTheme": ');
    await openPanel(page);
    expect(await rootFontSize(page)).toBe("16px");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "default");
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes("[accessibility]"))).toBe(true);
  });

  test("no flash: stored 24px dark settings paint before the app's scripts run", async ({ page }) => {
    // Saved as a visitor on an earlier version of the site left them: the settings alone. The store's first
    // load saves the page state beside them, which is all the head script reads.
    await withStoredSettings(page, { fontSize: 24, colorTheme: "dark" });
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), pageStateKey)).not.toBeNull();
    const release = await holdScripts(page);
    await page.goto("/home", { waitUntil: "domcontentloaded" });
    const early = await page.evaluate(() => ({
      size: getComputedStyle(document.documentElement).fontSize,
      bg: getComputedStyle(document.body).backgroundColor,
      theme: document.documentElement.dataset.theme,
    }));
    release();
    expect(early).toEqual({ size: "24px", bg: "rgb(16, 20, 29)", theme: "dark" });
  });

  test("OpenDyslexic is requested only when chosen", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (/opendyslexic/i.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto("/home");
    await page.waitForLoadState("networkidle");
    expect(fontRequests).toEqual([]);
    await openPanel(page);
    await dialog(page).getByRole("combobox", { name: "Font" }).selectOption("OpenDyslexic");
    await expect.poll(() => fontRequests.some((url) => url.endsWith("/fonts/opendyslexic.css"))).toBe(true);
    await expect.poll(() => fontRequests.some((url) => url.endsWith(".woff2"))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "OpenDyslexic"') && getComputedStyle(document.body).fontFamily))
      .toContain("OpenDyslexic");
  });

  test("Ctrl + wheel changes the text size only when mouse wheel zoom is on", async ({ page }) => {
    await page.goto("/home");
    await page.mouse.move(400, 300);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -100);
    await page.keyboard.up("Control");
    expect(await rootFontSize(page)).toBe("16px");
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();

    await withStoredSettings(page, { mouseWheelZoom: true });
    // Record the indicator's states as they happen: on a busy machine it may fade before an assertion polls.
    await page.locator(".zoom-indicator").evaluate((indicator) => {
      const seen: string[] = [];
      (window as unknown as { __zoomSeen: string[] }).__zoomSeen = seen;
      new MutationObserver(() => {
        if (indicator.hasAttribute("data-visible")) seen.push(indicator.textContent ?? "");
      }).observe(indicator, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await page.mouse.move(400, 300);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await page.keyboard.up("Control");
    await expect.poll(() => rootFontSize(page)).toBe("19px");
    await expect(page.locator(".zoom-indicator")).toHaveText("Text size 19px");
    const seen = await page.evaluate(() => (window as unknown as { __zoomSeen: string[] }).__zoomSeen);
    expect(seen).toContain("Text size 19px");
    await expect(page.locator(".zoom-indicator")).toHaveCSS("transition", /opacity 0\.2s/);
    expect((await storedSettings(page)).fontSize).toBe(19);
    // A plain wheel still scrolls and leaves the size alone.
    await page.mouse.wheel(0, 200);
    expect(await rootFontSize(page)).toBe("19px");
    await expect(page.locator(".zoom-indicator")).toHaveCSS("opacity", "0", { timeout: 5000 });
  });

  test("the reading mask follows the pointer and lets clicks through", async ({ page }) => {
    await withStoredSettings(page, { readingMask: true });
    const mask = page.getByTestId("reading-mask");
    await expect(mask).toBeAttached();
    await page.mouse.move(300, 400);
    const top = page.locator(".reading-mask__pane--top");
    const bottom = page.locator(".reading-mask__pane--bottom");
    await expect.poll(async () => (await top.boundingBox())?.height).toBe(350);
    await expect.poll(async () => (await bottom.boundingBox())?.y).toBe(450);
    await page.mouse.move(300, 200);
    await expect.poll(async () => (await top.boundingBox())?.height).toBe(150);
    // The header link sits under the dimmed top pane; the click must still reach it.
    const link = page.getByRole("link", { name: "Pricing" }).first();
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, 600);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/pricing/);
  });
});

test("system preferences set the defaults: reduced motion and more contrast apply before first paint", async ({ page }) => {
  const early = async () => {
    const release = await holdScripts(page);
    await page.goto("/home", { waitUntil: "domcontentloaded" });
    const seen = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        muted: root.getPropertyValue("--color-text-muted").trim(),
        text: root.getPropertyValue("--color-text").trim(),
        transition: getComputedStyle(document.querySelector(".cta")!).transitionDuration,
      };
    });
    release();
    await page.unrouteAll({ behavior: "wait" });
    return seen;
  };
  // Without the preferences the same look-up differs, so the comparison below can fail.
  const plain = await early();
  expect(plain.muted).not.toBe(plain.text);
  expect(plain.transition).not.toMatch(/^0s(, 0s)*$/);
  await page.emulateMedia({ reducedMotion: "reduce", contrast: "more" });
  // A first visit: the stylesheets follow the system before any script has run.
  const preferred = await early();
  expect(preferred.muted).toBe(preferred.text);
  expect(preferred.transition).toMatch(/^0s(, 0s)*$/);
  await page.goto("/home", { waitUntil: "domcontentloaded" });
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-reduced-motion", "");
  await expect(html).toHaveAttribute("data-high-contrast", "");
  await openPanel(page);
  await expect(dialog(page).getByRole("switch", { name: "Reduce motion" })).toBeChecked();
  await expect(dialog(page).getByRole("switch", { name: "High contrast mode" })).toBeChecked();
  await dialog(page).getByRole("switch", { name: "Reduce motion" }).uncheck();
  await expect(html).not.toHaveAttribute("data-reduced-motion", "");
  await dialog(page).getByRole("button", { name: "Full Reset" }).click();
  expect(await storedSettings(page)).toMatchObject({ reducedMotion: true, highContrast: true });
  await expect(html).toHaveAttribute("data-reduced-motion", "");
  if (shotsDir) {
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    await withStoredSettings(page, { fontFamily: "OpenDyslexic", dyslexiaFriendly: true, fontSize: 18, lineHeight: 1.8 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shotsDir}/dyslexia-friendly-page.png` });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: `${shotsDir}/dyslexia-friendly-320.png` });
    await openPanel(page);
    await page.screenshot({ path: `${shotsDir}/dyslexia-friendly-320-panel.png` });
  }
});

test("under forced colours the system palette wins over every theme, and focus and the panel still work", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  const paint = () =>
    page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return { body: style("body").backgroundColor, text: style("body").color, link: style("main a").color };
    });
  await withStoredSettings(page, { colorTheme: "default" });
  const system = await paint();
  for (const theme of ["dark", "yellow-black"] as const) {
    await withStoredSettings(page, { colorTheme: theme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    expect(await paint(), theme).toEqual(system);
  }
  // Without forced colours the same stored theme does repaint the page, so the comparison above can fail.
  await page.emulateMedia({ forcedColors: "none" });
  expect((await paint()).body).not.toBe(system.body);
  await page.emulateMedia({ forcedColors: "active" });

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  const ring = await skip.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);

  await fab(page).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(fab(page)).toBeFocused();
});

test("a change in one tab reaches the other open tabs", async ({ page, context }) => {
  await page.goto("/home");
  const other = await context.newPage();
  await other.goto("/pricing");
  await openPanel(page);
  await dialog(page).getByRole("radio", { name: "White on blue" }).check();
  await expect(other.locator("html")).toHaveAttribute("data-theme", "blue-white");
  await other.close();
});

test("settings restyle only: the accessibility tree and console stay clean", async ({ page }) => {
  // The header may fold its links into the menu for large text (by the room it has), so the tree is
  // compared with the menu open whenever it shows: the same links, in the same order, either way.
  const openMenuIfFolded = async () => {
    const toggle = page.getByRole("button", { name: "Menu" });
    if (await toggle.isVisible()) await toggle.click();
  };
  const tree = async () => {
    await openMenuIfFolded();
    const banner = await page.getByRole("navigation", { name: "Main" }).getByRole("list").ariaSnapshot();
    return { banner, main: await page.locator("main").ariaSnapshot(), footer: await page.getByRole("contentinfo").ariaSnapshot() };
  };
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Both snapshots are taken once the page has hydrated, when Next has added its route announcer, and shows all of
  // itself: a first visit reveals what follows the hero a piece per frame after the stylesheet file has loaded
  // (app/styles/reveal-pieces.ts), and a snapshot taken before that missed most of <main>.
  const hydrated = async () => {
    await expect(page.locator("next-route-announcer")).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("[data-later]")).toHaveCount(0);
  };
  await page.goto("/home");
  await hydrated();
  const plain = await tree();
  await withStoredSettings(page, {
    fontSize: 26,
    fontFamily: "Atkinson Hyperlegible",
    colorTheme: "yellow-black",
    highContrast: true,
    reducedMotion: true,
    lineHeight: 2.4,
    letterSpacing: 2,
    wordSpacing: 6,
    focusOutlines: false,
    textAlign: "justify",
    cursor: "pointer",
    readingMask: true,
    dyslexiaFriendly: true,
  });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "yellow-black");
  await expect(page.getByTestId("reading-mask")).toBeAttached();
  await hydrated();
  expect(await tree()).toEqual(plain);
  // A hydration mismatch would surface here as a console error.
  expect(problems).toEqual([]);
});

test.describe("accessibility panel: axe in every theme", () => {
  // Two full axe runs per test on a shared machine.
  test.describe.configure({ timeout: 120_000 });
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  for (const theme of colorThemes) {
    test(`${theme}: no axe violations with the panel closed and open`, async ({ page }) => {
      await withStoredSettings(page, { colorTheme: theme });
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/${theme}-page.png` });
      await openPanel(page);
      await expectNoAxeViolations(page);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/${theme}-panel.png` });
    });
  }

  test("high contrast mode, dyslexia mode and large pointer stay axe-clean", async ({ page }) => {
    await withStoredSettings(page, { highContrast: true, dyslexiaFriendly: true, cursor: "pointer", fontSize: 28, lineHeight: 3 });
    await expectNoAxeViolations(page);
    await openPanel(page);
    await expectNoAxeViolations(page);
  });
});

test("measures what a page pays before the panel opens, and the panel chunk", async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js") && !response.url().includes(".js?")) return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // A response without a body (redirect, aborted) has nothing to measure.
    }
  });
  await page.goto("/home");
  await page.waitForLoadState("networkidle");
  const before = new Set(scripts.keys());
  const headScriptGzip = await page.evaluate(() => document.getElementById("accessibility-settings-script")?.textContent ?? "");
  await openPanel(page);
  await page.waitForLoadState("networkidle");
  const panelChunks = [...scripts.entries()].filter(([url]) => !before.has(url));
  const panelGzip = panelChunks.reduce((sum, [, size]) => sum + size, 0);
  expect(panelChunks.length).toBeGreaterThan(0);
  // The panel's script, fetched on first open: 3.9 KB gzip before its reorganisation, 6.6 KB after
  // (hints, presets that show their state, the structure navigator's entry). 8 KiB keeps it honest.
  expect(panelGzip).toBeLessThanOrEqual(8 * 1024);
  testInfo.annotations.push({
    type: "sizes",
    description: `panel chunks gzip ${panelGzip} B (${panelChunks.length} files); head script gzip ${gzipSync(headScriptGzip).length} B`,
  });
  console.log(`[a11y sizes] panel chunks gzip ${panelGzip} B in ${panelChunks.length} files; head script gzip ${gzipSync(headScriptGzip).length} B`);
});
