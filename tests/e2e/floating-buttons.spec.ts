import { expect, test } from "@playwright/test";
import { applyPreset, presetIds } from "../../features/accessibility/presets";
import { defaultSettings, type AccessibilitySettings } from "../../features/accessibility/settings";
import { applySettingsInPage, waitForShell, withPageProbe } from "./support/settings-in-page";

/**
 * A button that opens accessibility settings must not itself hide text. At rest (scrolled to a stop) every
 * floating button sits on the reserved band at the bottom of the screen, never on a line of text: at every
 * width from 320 to 1280 px, with no settings, with each preset (Low Vision brings the Read page button) and
 * with the page structure button on, at several scroll positions of the routes a buyer reported.
 */

const routes = ["/home", "/why-ga", "/vetting-process", "/roles"] as const;
const widths = [320, 390, 768, 1280] as const;
const cases: ReadonlyArray<{ readonly name: string; readonly settings: Partial<AccessibilitySettings> }> = [
  { name: "no settings", settings: {} },
  ...presetIds.map((id) => ({ name: `preset ${id}`, settings: applyPreset(id, defaultSettings) })),
  { name: "page structure button and speech", settings: { pageStructureButton: true, speechEnabled: true } },
];
/** Fractions of the page's scroll range: the top, three stops on the way and the very end. */
const stops = [0, 0.25, 0.5, 0.75, 1] as const;

/**
 * Scrolls to a stop, then for each visible floating button, what lies directly beneath it at points over its box: the first element
 * under the button (its own descendants skipped) must not carry a text node whose line box holds that point.
 */
async function textUnderFloatingButtons(fraction: number): Promise<string[]> {
  const max = document.documentElement.scrollHeight - innerHeight;
  window.scrollTo({ top: Math.round(max * fraction), behavior: "instant" });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const found: string[] = [];
  const buttons = Array.from(document.querySelectorAll<HTMLElement>(".a11y-fab, .structure-fab, .speech-fab")).filter(
    (button) => button.getClientRects().length > 0,
  );
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
  return Array.from(new Set(found));
}

for (const route of routes) {
  test(`floating buttons on ${route} sit on no text at rest`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await withPageProbe(context);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(route);
      await waitForShell(page);
      for (const { name, settings } of cases) {
        await applySettingsInPage(page, settings);
        await expect(page.locator(".a11y-fab")).toBeVisible();
        if (settings.speechEnabled) await expect(page.locator(".speech-fab")).toBeVisible();
        for (const stop of stops) {
          const found = await page.evaluate(textUnderFloatingButtons, stop);
          problems.push(...found.map((problem) => `${width}px, ${name}: ${problem}`));
        }
      }
      await applySettingsInPage(page, {});
    }
    expect(problems).toEqual([]);
  });
}
