import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { accessibilityStatementPath } from "../../features/accessibility/conformance";
import { applyPreset, presets } from "../../features/accessibility/presets";
import { defaultSettings, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts, saveSettings, waitForShell, withPageProbe } from "./support/settings-in-page";

/**
 * The ways in to the settings (skip link, F2), the aids visitors know from commercial widgets
 * (highlights, reading guide, page structure), presets that show their state, and the statement.
 */

const shotsDir = process.env.A11Y_SHOTS_DIR;
const fab = (page: Page) => page.getByRole("button", { name: "Accessibility settings", exact: true });
const panel = (page: Page) => page.getByRole("dialog", { name: "Accessibility settings" });

/** Stores settings for this origin, then loads `path` as a returning visitor would arrive. */
async function arriveWith(page: Page, settings: Partial<AccessibilitySettings>, path = "/home") {
  await page.goto("/home");
  await saveSettings(page, settings);
  await page.goto(path);
  await waitForShell(page);
}

async function storedSettings(page: Page): Promise<AccessibilitySettings> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), storageKey);
}

test.describe("reaching the settings", () => {
  test("the second Tab stop is Skip to accessibility settings, shown beside the first; it opens the panel and focus comes back to it", async ({ page }) => {
    await page.goto("/pricing");
    await waitForShell(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to accessibility settings" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(skip).toBeFocused();
  });

  test("F2 opens the panel from anywhere, even a form field, and closes it again, focus back where it was", async ({ page }) => {
    await page.goto("/delegation-tasks-guide/form");
    await waitForShell(page);
    const name = page.getByLabel("Full name");
    await name.focus();
    await page.keyboard.press("F2");
    await expect(panel(page)).toBeVisible();
    await expect(name).toHaveValue("");
    await page.keyboard.press("F2");
    await expect(panel(page)).toBeHidden();
    await expect(name).toBeFocused();
  });

  test("F1 lists F2 among the shortcuts", async ({ page }) => {
    await page.goto("/home");
    await waitForShell(page);
    await page.keyboard.press("F1");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help.locator("kbd", { hasText: /^F2$/ })).toBeVisible();
    await expect(help).toContainText("Open or close the accessibility settings");
  });
});

test.describe("presets show what is in effect", () => {
  test("a preset applied is pressed, after a reload too, and pressing it again turns it off", async ({ page }) => {
    await page.goto("/home");
    await waitForShell(page);
    await fab(page).click();
    const lowVision = panel(page).getByRole("button", { name: "Low Vision" });
    await expect(lowVision).toHaveAttribute("aria-pressed", "false");
    await lowVision.click();
    await expect(lowVision).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await waitForShell(page);
    await fab(page).click();
    await expect(panel(page).getByRole("button", { name: "Low Vision" })).toHaveAttribute("aria-pressed", "true");
    await panel(page).getByRole("button", { name: "Low Vision" }).click();
    await expect(panel(page).getByRole("button", { name: "Low Vision" })).toHaveAttribute("aria-pressed", "false");
    expect(await storedSettings(page)).toMatchObject({ colorTheme: "default", highContrast: false, speechEnabled: false, fontSize: 16 });
  });

  test("the font size slider stays in view while arrow keys grow the text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/home");
    await waitForShell(page);
    await fab(page).click();
    const slider = panel(page).getByRole("slider", { name: "Font size" });
    await slider.focus();
    for (let step = 0; step < 12; step += 1) await page.keyboard.press("ArrowRight");
    expect((await storedSettings(page)).fontSize).toBe(28);
    const inView = await slider.evaluate((input) => {
      const body = input.closest(".a11y-sheet__body")!.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      return box.top >= body.top && box.bottom <= body.bottom;
    });
    expect(inView).toBe(true);
  });
});

test.describe("the aids", () => {
  test("highlighted links and headings apply before first paint and stand out", async ({ page }) => {
    await arriveWith(page, { highlightLinks: true, highlightHeadings: true });
    const release = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const early = await page.evaluate(() => {
      const link = getComputedStyle(document.querySelector("main p a, main li a, footer a")!);
      const heading = getComputedStyle(document.querySelector("main h2")!);
      return { underline: link.textDecorationLine, ring: link.boxShadow, bar: heading.borderLeftStyle, barWidth: parseFloat(heading.borderLeftWidth) };
    });
    release();
    expect(early.underline).toContain("underline");
    expect(early.ring).not.toBe("none");
    expect(early.bar).toBe("solid");
    expect(early.barWidth).toBeGreaterThan(2);
    await waitForShell(page);
    await expectNoAxeViolations(page);
  });

  test("the reading guide follows the pointer and keyboard focus, and lets clicks through; it and the mask exclude each other", async ({ page }) => {
    await page.goto("/home");
    await waitForShell(page);
    await fab(page).click();
    await panel(page).getByRole("radio", { name: "Reading guide line" }).check();
    await page.keyboard.press("Escape");
    const guide = page.getByTestId("reading-guide");
    await expect(guide).toBeAttached();
    await expect(page.getByTestId("reading-mask")).toHaveCount(0);
    await page.mouse.move(300, 400);
    await expect.poll(async () => (await guide.boundingBox())?.y).toBeGreaterThan(400);
    await expect.poll(async () => (await guide.boundingBox())?.y).toBeLessThan(400 + 20);
    await page.locator("main a").first().focus();
    const focusedBottom = await page.locator("main a").first().evaluate((link) => link.getBoundingClientRect().bottom);
    await expect.poll(async () => Math.abs(((await guide.boundingBox())?.y ?? 0) - focusedBottom)).toBeLessThan(8);
    const link = page.getByRole("link", { name: "Pricing" }).first();
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 12);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/pricing/);
    await fab(page).click();
    await panel(page).getByRole("radio", { name: "Reading mask" }).check();
    expect(await storedSettings(page)).toMatchObject({ readingMask: true, readingGuide: false });
  });

  test("the page structure navigator lists headings and regions and moves focus to the one chosen, clear of the header", async ({ page }) => {
    await arriveWith(page, { pageStructureButton: true }, "/pricing");
    const button = page.getByRole("button", { name: "Page structure" });
    await button.click();
    const navigator = page.getByRole("dialog", { name: "Page structure" });
    await expect(navigator).toBeVisible();
    await expect(navigator.getByRole("list", { name: "Regions" }).getByRole("button", { name: "Main content" })).toBeVisible();
    await expect(navigator.getByRole("list", { name: "Regions" }).getByRole("button", { name: "Navigation: Main" })).toBeVisible();
    const headings = await navigator.getByRole("list", { name: "Headings" }).getByRole("button").allInnerTexts();
    const pageHeadings = await page.locator("main").evaluate((main) => Array.from(main.querySelectorAll("h1, h2, h3")).map((h) => h.textContent?.trim()));
    for (const heading of pageHeadings) expect(headings.some((text) => text.includes(heading ?? "\u0000"))).toBe(true);
    await expectNoAxeViolations(page);
    const target = pageHeadings.at(-1)!;
    await navigator.getByRole("button", { name: new RegExp(`^${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
    await expect(navigator).toBeHidden();
    const heading = page.locator("main").getByRole("heading", { name: target, exact: true });
    await expect(heading).toBeFocused();
    const [headingTop, headerBottom] = await Promise.all([
      heading.evaluate((element) => element.getBoundingClientRect().top),
      page.locator(".site-header").evaluate((element) => element.getBoundingClientRect().bottom),
    ]);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  test("the colour-vision themes repaint what carries meaning: chart series and status colours differ from the default", async ({ page }) => {
    const paint = () =>
      page.evaluate(() => {
        const paintOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundColor;
        return {
          series1: paintOf(".funnel-chart__bar"),
          series2: paintOf(".funnel-chart__row--last .funnel-chart__bar"),
          success: getComputedStyle(document.documentElement).getPropertyValue("--color-success").trim(),
        };
      });
    await arriveWith(page, {}, "/vetting-process");
    const standard = await paint();
    for (const colorTheme of ["protanopia", "deuteranopia", "tritanopia"] as const) {
      await arriveWith(page, { colorTheme }, "/vetting-process");
      const themed = await paint();
      expect(themed.series1, colorTheme).not.toBe(standard.series1);
      expect(themed.series2, colorTheme).not.toBe(standard.series2);
      expect(themed.series2, colorTheme).not.toBe(themed.series1);
      expect(themed.success, colorTheme).not.toBe(standard.success);
    }
  });
});

test.describe("the accessibility statement", () => {
  test("is linked from the footer and from the panel, and opens the settings from its own link", async ({ page }) => {
    await page.goto("/home");
    await waitForShell(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(new RegExp(`${accessibilityStatementPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    for (const heading of ["Our target", "How we test", "Known limitations", "Report a barrier"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("main")).toContainText("WCAG 2.2 level AA");
    await page.getByRole("link", { name: "Open the accessibility settings" }).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/pricing");
    await waitForShell(page);
    await fab(page).click();
    await panel(page).getByRole("link", { name: "About this site's accessibility" }).click();
    await expect(page).toHaveURL(new RegExp(`${accessibilityStatementPath}$`));
    await expect(panel(page)).toBeHidden();
  });
});

/*
 * Screenshots for docs/screenshots/accessibility/, taken only when A11Y_SHOTS_DIR names a folder. What this
 * walk once checked in every run is held by reflow.spec.ts: each preset stored before /home loads, at 375 and
 * 1280 px (with every other route), and the panel at every width with the default settings among its cases.
 */
if (shotsDir) {
  test.describe("each preset at a phone and a desktop width", () => {
    for (const width of [375, 1280]) {
      test(`every preset keeps the page on one screen width at ${width}px, and the panel fits it`, async ({ page }) => {
        mkdirSync(shotsDir, { recursive: true });
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await withPageProbe(page.context());
        for (const preset of presets) {
          await arriveWith(page, applyPreset(preset.id, defaultSettings));
          await page.evaluate(() => document.fonts.ready);
          expect(await page.evaluate(() => window.__probe!.reflowProblems()), preset.label).toEqual([]);
          await page.screenshot({ path: `${shotsDir}/preset-${preset.id}-${width}.png` });
        }
        await arriveWith(page, defaultSettings);
        await fab(page).click();
        await expect(panel(page)).toBeVisible();
        expect(await page.evaluate(() => window.__probe!.sheetProblems())).toEqual([]);
        await page.screenshot({ path: `${shotsDir}/panel-${width}.png` });
      });
    }
  });
}
