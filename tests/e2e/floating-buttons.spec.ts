import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { applyPreset, presetIds } from "../../features/accessibility/presets";
import { defaultSettings, type AccessibilitySettings } from "../../features/accessibility/settings";
import { becomeCallTaker, newVisitor, sendRequest } from "./support/request-form";
import { createAdmin } from "./support/server-scripts";
import { applySettingsInPage, waitForShell, withPageProbe } from "./support/settings-in-page";

/**
 * The floating buttons cover nothing and cost nothing. Where the page's margin holds them (a wide screen at
 * the text size in force) they float in it; elsewhere they sit on a strip at the top of the page that
 * scrolls away with it. So, at every width from 320 to 1280 px, with no settings, with each preset (Low
 * Vision brings the Read page button) and with the page structure button on, at several scroll positions:
 * no button stands on a line of text, and no fixed element wider than a button (a band, a bar) hides any
 * text. /pricing at 1280 px, where a band once sliced "What every seat includes", and the confirmation's
 * "Show times in" menu at 390 px, which it half hid, are checked where they were found.
 */

const routes = ["/home", "/why-ga", "/vetting-process", "/roles", "/pricing"] as const;
/** 1224 px: the narrowest screen whose margin holds the buttons at the default text size (accessibility.css). */
const widths = [320, 390, 768, 1224, 1280] as const;
const cases: ReadonlyArray<{ readonly name: string; readonly settings: Partial<AccessibilitySettings> }> = [
  { name: "no settings", settings: {} },
  ...presetIds.map((id) => ({ name: `preset ${id}`, settings: applyPreset(id, defaultSettings) })),
  { name: "page structure button and speech", settings: { pageStructureButton: true, speechEnabled: true } },
];
/** Fractions of the page's scroll range: the top, three stops on the way and the very end. */
const stops = [0, 0.25, 0.5, 0.75, 1] as const;
const buttonSelector = ".a11y-fab, .structure-fab, .speech-fab";

/**
 * Scrolls to a stop, then looks for text hidden by what the page keeps on top of it:
 * - under each visible floating button, at points over its box, the first element beneath (its own
 *   descendants skipped) must not carry a text node whose line box holds that point;
 * - every other fixed element wider than the widest button that paints an opaque box (a band, a bar; not
 *   the reading mask's see-through panes) must overlap no line of text outside itself.
 */
async function textHiddenByFixedThings(input: { fraction: number; buttons: string }): Promise<string[]> {
  const max = document.documentElement.scrollHeight - innerHeight;
  window.scrollTo({ top: Math.round(max * input.fraction), behavior: "instant" });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const found: string[] = [];
  const buttons = Array.from(document.querySelectorAll<HTMLElement>(input.buttons)).filter((button) => button.getClientRects().length > 0);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    for (let i = 0; i <= 4; i += 1) {
      for (let j = 0; j <= 4; j += 1) {
        const x = box.left + 1 + ((box.width - 2) * i) / 4;
        const y = box.top + 1 + ((box.height - 2) * j) / 4;
        const under = document.elementsFromPoint(x, y).find((element) => !button.contains(element) && !element.contains(button));
        if (!under) continue;
        for (const node of Array.from(under.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const hit = Array.from(range.getClientRects()).some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
          if (hit) found.push(`${button.className} over "${node.textContent.trim().slice(0, 40)}" at scrollY ${Math.round(scrollY)}`);
        }
      }
    }
  }

  const widestButton = Math.max(44, ...buttons.map((button) => button.getBoundingClientRect().width));
  const opaque = (style: CSSStyleDeclaration) => {
    const alpha = /rgba?\([^)]*?[,/]\s*([\d.]+)\s*\)$/.exec(style.backgroundColor);
    const colour = style.backgroundColor !== "transparent" && (alpha === null || Number(alpha[1]) >= 0.9);
    return colour || style.backgroundImage !== "none";
  };
  const bars = Array.from(document.body.querySelectorAll<HTMLElement>("*")).filter((element) => {
    if (element.matches(input.buttons)) return false;
    const style = getComputedStyle(element);
    if (style.position !== "fixed" || style.visibility === "hidden" || !opaque(style)) return false;
    const box = element.getBoundingClientRect();
    return box.width > widestButton && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  if (bars.length === 0) return Array.from(new Set(found));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // The buttons' own names are painted on the buttons, above any bar.
    if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true }) || node.parentElement.closest(input.buttons)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.bottom > 0 && r.top < innerHeight);
    for (const bar of bars) {
      if (bar.contains(node)) continue;
      const b = bar.getBoundingClientRect();
      if (lines.some((r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)) {
        found.push(`${bar.localName}.${bar.className} (fixed, ${Math.round(b.width)}px wide) over "${node.textContent.trim().slice(0, 40)}" at scrollY ${Math.round(scrollY)}`);
      }
    }
  }
  return Array.from(new Set(found));
}

async function expectNothingHidden(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, settings } of cases) {
    await applySettingsInPage(page, settings);
    await expect(page.locator(".a11y-fab")).toBeVisible();
    if (settings.speechEnabled) await expect(page.locator(".speech-fab")).toBeVisible();
    for (const fraction of stops) {
      const found = await page.evaluate(textHiddenByFixedThings, { fraction, buttons: buttonSelector });
      problems.push(...found.map((problem) => `${label}, ${name}: ${problem}`));
    }
  }
  await applySettingsInPage(page, {});
  return problems;
}

for (const route of routes) {
  test(`floating buttons on ${route} hide no text, and no band does`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await withPageProbe(context);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(route);
      await waitForShell(page);
      problems.push(...(await expectNothingHidden(page, `${width}px`)));
    }
    expect(problems).toEqual([]);
  });
}

/** What is painted on top at points across the element's first line: every point must be the element itself. */
async function coveredPoints(page: Page, selector: string, nth = 0): Promise<string[]> {
  return page.locator(selector).nth(nth).evaluate((target) => {
    const box = target.getBoundingClientRect();
    const y = box.top + Math.min(box.height / 2, 10);
    const covered: string[] = [];
    for (let i = 0; i <= 10; i += 1) {
      const x = box.left + 2 + ((box.width - 4) * i) / 10;
      const top = document.elementFromPoint(x, y);
      if (top && top !== target && !target.contains(top)) covered.push(`${Math.round(x)},${Math.round(y)}: ${top.localName}.${top.className}`);
    }
    return covered;
  });
}

test("at 1280 px, /pricing's \"What every seat includes\" near the bottom of the screen has nothing over it", async ({ page, context }) => {
  await withPageProbe(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/pricing");
  await waitForShell(page);
  const heading = page.getByRole("heading", { name: "What every seat includes" });
  for (const { name, settings } of cases) {
    await applySettingsInPage(page, settings);
    // Where the band sliced it: its lower half in the last 40 px of the screen.
    for (const fromBottom of [10, 30, 60]) {
      await heading.evaluate((element, gap) => {
        window.scrollBy({ top: element.getBoundingClientRect().bottom - innerHeight + gap, behavior: "instant" });
      }, fromBottom);
      expect(await coveredPoints(page, "main h2:text-is('What every seat includes')"), `${name}, ${fromBottom} px from the bottom`).toEqual([]);
    }
  }
});

test("at 390 px, the confirmation's \"Show times in\" menu at the bottom of the screen has nothing over it", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  // An admin who takes calls and has a name, so the confirmation offers times and the menu that picks their zone.
  await becomeCallTaker(browser, testInfo.project.use.baseURL ?? "", createAdmin("floating"), "Flora Floating");
  const context = await newVisitor(browser, true, { timezoneId: "America/New_York", baseURL: testInfo.project.use.baseURL });
  await withPageProbe(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await sendRequest(page, { fullName: "Nora Floating", email: `nora-${randomUUID().slice(0, 8)}@floating.example`, company: "Floating Ltd", otherTasks: "A monthly report", timeZone: "America/New_York" });
  await page.waitForURL(/reference=DR-/);
  await waitForShell(page);
  const menu = page.locator("#booking-zone");
  await expect(menu).toBeVisible();
  for (const { name, settings } of cases) {
    await applySettingsInPage(page, settings);
    for (const fromBottom of [4, 20, 48]) {
      await menu.evaluate((element, gap) => {
        window.scrollBy({ top: element.getBoundingClientRect().bottom - innerHeight + gap, behavior: "instant" });
      }, fromBottom);
      expect(await coveredPoints(page, "#booking-zone"), `${name}, ${fromBottom} px from the bottom`).toEqual([]);
    }
  }
  await context.close();
});
