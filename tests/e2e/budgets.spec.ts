import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import type { AccessibilitySettings } from "../../features/accessibility/settings";
import { publicRoutes } from "../../platform/config/site";
import { watchViolations } from "./support/security-headers";
import { savedEntries } from "./support/settings-in-page";
import { HTML_BUDGET_GZIP_BYTES, JS_BUDGET_BYTES } from "./support/page-weight";
import { inlinedStylesheets, textCopies } from "../../scripts/bench/stylesheet-copies";

/** Lighthouse's mobile screen (a Moto G Power) and a desktop one. */
const budgetViewports = [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1280, height: 720 },
] as const;

/** Every stored setting moved off its default, as a returning visitor with heavy needs would have them. */
const everySettingChanged = {
  fontSize: 24,
  fontFamily: "OpenDyslexic",
  colorTheme: "dark",
  highContrast: true,
  reducedMotion: true,
  lineHeight: 2,
  letterSpacing: 1.2,
  wordSpacing: 4,
  speechEnabled: true,
  speechRate: 1.5,
  speechPitch: 1.2,
  speechVolume: 0.8,
  hoverToRead: true,
  focusOutlines: true,
  textAlign: "justify",
  cursor: "pointer",
  readingMask: true,
  dyslexiaFriendly: true,
  mouseWheelZoom: true,
  voiceURI: null,
} satisfies Partial<AccessibilitySettings>;

interface PageLoadFigures {
  readonly scriptBytes: number;
  readonly scripts: readonly string[];
  readonly outsideRequests: readonly string[];
}

async function loadAndMeasure(page: Page, route: string, origin: string): Promise<PageLoadFigures> {
  const scriptResponses: Promise<{ url: string; bytes: number }>[] = [];
  const outsideRequests: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) outsideRequests.push(url);
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    scriptResponses.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(route, { waitUntil: "networkidle" });
  const scripts = await Promise.all(scriptResponses);
  return {
    scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts: scripts.map((script) => `${script.url} ${script.bytes}`),
    outsideRequests,
  };
}

interface LayoutShifts {
  readonly total: number;
  /** What moved, for the failure message: tag, id and class of each shifted node. */
  readonly sources: readonly string[];
}

/** Sums every layout shift from the first frame on (buffered), as CLS does, after fonts have settled. */
async function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return new Promise<LayoutShifts>((resolve) => {
      let total = 0;
      const sources: string[] = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          total += entry.value;
          for (const source of entry.sources ?? []) {
            const node = source.node;
            sources.push(node instanceof Element ? `${node.tagName.toLowerCase()}#${node.id}.${node.className}` : String(node?.nodeName));
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
      setTimeout(() => resolve({ total, sources }), 200);
    });
  });
}

test.describe("performance budgets", () => {
  for (const route of publicRoutes) {
    // A phone shows other links in view than a desktop (the menu is folded), and links in view are prefetched.
    for (const viewport of budgetViewports) {
      test(`${route}: JS within budget on a ${viewport.name}, no third-party request`, async ({ page, baseURL }) => {
        await page.setViewportSize(viewport);
        const figures = await loadAndMeasure(page, route, new URL(baseURL ?? "").origin);
        expect(figures.outsideRequests).toEqual([]);
        expect(figures.scriptBytes, `scripts:\n${figures.scripts.join("\n")}`).toBeGreaterThan(0);
        expect(figures.scriptBytes, `scripts:\n${figures.scripts.join("\n")}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      });
    }

    /*
     * One load for what a returning visitor's settings must not break: nothing shifts (CLS), nothing leaves the
     * site, and the browser reports no CSP or permissions-policy violation while the head script (allowed by its
     * hash) applies them, nor on /home once the panel has opened; the security headers themselves are checked
     * over HTTP in security.spec.ts, which checks the admin's sign-in page here the same way.
     */
    test(`${route}: CLS 0, no CSP violation and no third-party request with every stored setting applied`, async ({ page, baseURL }) => {
      const violations = await watchViolations(page);
      // Both entries the settings store saves: the settings, and the page state the head script applies.
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, savedEntries(everySettingChanged));
      const figures = await loadAndMeasure(page, route, new URL(baseURL ?? "").origin);
      expect(figures.outsideRequests).toEqual([]);
      // The head script applied the stored size before the app took over.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${everySettingChanged.fontSize}px`);
      const shifts = await layoutShifts(page);
      expect(shifts.total, `shifted: ${shifts.sources.join(", ")}`).toBe(0);
      if (route === "/home") {
        await page.getByRole("button", { name: "Accessibility settings", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Accessibility settings" })).toBeVisible();
        await page.waitForLoadState("networkidle");
      }
      expect(violations).toEqual([]);
    });
  }

  /**
   * Deterministic bytes, not times: every public page's HTML within 20,000 B gzip (zlib's default level, as
   * `next start` compresses), and no stylesheet's text in it twice. With experimental.inlineCss each page had
   * its stylesheet in a <style> tag and again in the RSC payload (35 KB gzip on /home); now a critical part is
   * inlined once, outside the payload, and the whole sheet is one cached file (docs/performance.md): any <style>
   * once, and none of the file's text but those parts (a 64-character run of it: scripts/bench/stylesheet-copies.ts).
   */
  test("each public page's HTML is within 20,000 B gzip and carries no stylesheet twice", async ({ request }) => {
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).text();
      const gzipBytes = gzipSync(html).length;
      expect(gzipBytes, `${route}: HTML bytes gzip`).toBeLessThanOrEqual(HTML_BUDGET_GZIP_BYTES);
      for (const sheet of inlinedStylesheets(html)) {
        expect(sheet.copies, `${route}: copies of the inlined stylesheet ${sheet.name} (${sheet.bytes} B)`).toBeLessThanOrEqual(1);
      }
      // The site's stylesheet arrives as one file, in the markup for a visitor without JavaScript too, and its
      // text is not also in the page (only the critical parts are).
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1] ?? "");
      expect(links, `${route}: one stylesheet link`).toHaveLength(1);
      const fileCss = await (await request.get(links[0] ?? "")).text();
      expect(textCopies(fileCss, html), `${route}: copies of the linked stylesheet's text in the page`).toBe(0);
    }
  });

  test("CLS is 0 with no stored settings", async ({ page }) => {
    await page.goto("/home", { waitUntil: "networkidle" });
    const shifts = await layoutShifts(page);
    expect(shifts.total, `shifted: ${shifts.sources.join(", ")}`).toBe(0);
  });
});
