import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { AccessibilitySettings } from "../../features/accessibility/settings";
import { signInAsAdmin } from "./support/request-form";
import { savedEntries } from "./support/settings-in-page";
import { runSiteScript, siteUnderTest } from "./support/site";

/**
 * The admin area imports the site's stylesheet through Next with admin.css after it (app/(admin)/layout.tsx), so
 * its rules win ties. Nothing of the public pages' own stylesheet path (the inlined critical part, the file in
 * /styles the head script links for a visitor with saved settings) may come after it and win them back: on css46b
 * `.container`'s max-width, from the public copy, beat `.admin-sign-in`'s and stretched the sign-in form from 28rem
 * to the page's width. Each admin element's computed style must be what admin.css and Next's sheets alone give it,
 * on a first visit and with saved settings, which must still apply (the settings panel is on admin pages too).
 */
const properties = [
  "display", "position", "box-sizing", "width", "max-width", "min-height", "margin-top", "margin-bottom", "margin-left", "padding-top",
  "padding-left", "gap", "flex-direction", "justify-content", "align-items", "color", "background-color", "border-top-width",
  "border-top-style", "border-top-color", "border-radius", "box-shadow", "font-family", "font-size", "font-weight", "line-height",
  "text-decoration-line", "white-space", "opacity",
] as const;

/** Every element's computed style in the page's body, keyed by its place and classes. */
function computedStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((names) => {
    const styles: Record<string, Record<string, string>> = {};
    document.querySelectorAll("body *").forEach((element, index) => {
      const style = getComputedStyle(element);
      styles[`${index} ${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`] = Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    });
    return styles;
  }, properties);
}

/** The stylesheets in the document that are not Next's (its hashed files under /_next/static). */
function publicSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .filter((sheet) => !sheet.href?.includes("/_next/static/"))
      .map((sheet) => (sheet.href ? new URL(sheet.href).pathname : `inline <style> of ${sheet.cssRules.length} rules`)),
  );
}

/** The page's styles as they are, and as Next's sheets alone give them (every other sheet disabled, then restored). */
async function stylesWithAndWithoutPublicSheets(page: Page) {
  const asServed = await computedStyles(page);
  await page.evaluate(() => {
    const others = Array.from(document.styleSheets).filter((sheet) => !sheet.href?.includes("/_next/static/") && !sheet.disabled);
    for (const sheet of others) sheet.disabled = true;
    (window as unknown as { disabledForTest: CSSStyleSheet[] }).disabledForTest = others;
  });
  const nextOnly = await computedStyles(page);
  await page.evaluate(() => {
    for (const sheet of (window as unknown as { disabledForTest: CSSStyleSheet[] }).disabledForTest) sheet.disabled = false;
  });
  return { asServed, nextOnly };
}

function differences(asServed: Record<string, Record<string, string>>, nextOnly: Record<string, Record<string, string>>): string[] {
  return Object.entries(nextOnly).flatMap(([element, style]) =>
    Object.entries(style)
      .filter(([name, value]) => asServed[element]?.[name] !== value)
      .map(([name, value]) => `${element} ${name}: ${asServed[element]?.[name]} instead of admin.css's ${value}`),
  );
}

/** Each element's style as admin.css and Next's sheets alone give it, and the sign-in form's width where it is shown. */
async function expectAdminWinsItsTies(page: Page, label: string): Promise<void> {
  const { asServed, nextOnly } = await stylesWithAndWithoutPublicSheets(page);
  expect(differences(asServed, nextOnly), `${label}: the public stylesheets ${JSON.stringify(await publicSheets(page))} override admin.css`).toEqual([]);
  const signIn = page.locator(".admin-sign-in");
  if ((await signIn.count()) === 0) return;
  // The tie that broke: the sign-in form keeps admin.css's 28rem, not the public .container's width.
  const sizes = await signIn.evaluate((element) => ({
    maxWidth: parseFloat(getComputedStyle(element).maxWidth),
    rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));
  expect(sizes.maxWidth, label).toBeCloseTo(28 * sizes.rem, 1);
}

/**
 * Back to the admin page from a public page loaded whole, a client navigation: that page's inlined part and the file
 * the head script wrote for it are in the document already, and must not win admin.css's ties either.
 */
async function backFromThePublicSite(page: Page, visit: string): Promise<void> {
  const adminPath = new URL(page.url()).pathname;
  await page.locator(".admin-shell__public").click();
  await page.waitForURL((url) => url.pathname === "/home");
  await page.reload({ waitUntil: "networkidle" });
  await page.evaluate(() => ((window as unknown as { loadedWhole: boolean }).loadedWhole = true));
  await page.goBack();
  await page.waitForURL((url) => url.pathname === adminPath);
  await expect(page.locator(".admin-shell")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { loadedWhole?: boolean }).loadedWhole), "Back was a client navigation").toBe(true);
  // With saved settings the file the head script wrote on /home is still there, to be outweighed.
  expect(await page.locator('head link[rel="stylesheet"][href^="/styles/"]').count()).toBe(visit === "saved settings" ? 1 : 0);
}

const saved: Partial<AccessibilitySettings> = { fontSize: 22, colorTheme: "dark" };
const email = `styles-${randomUUID().slice(0, 8)}@example.com`;
const password = `Correct-${randomUUID()}`;

test.describe("the admin area's cascade", () => {
  test.beforeAll(({}, testInfo) => {
    runSiteScript(siteUnderTest(testInfo), "scripts/admin-create.ts", ["--email", email], `${password}\n`);
  });

  for (const visit of ["a first visit", "saved settings"] as const) {
    test(`admin.css wins its ties on the sign-in page and the dashboard, with ${visit}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      if (visit === "saved settings") {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, savedEntries(saved));
      }
      for (const path of ["/admin/sign-in", "/admin"]) {
        if (path === "/admin") {
          await signInAsAdmin(page, { email, password }, "/admin");
          await page.waitForURL((url) => url.pathname === "/admin", { timeout: 60_000 });
        } else {
          await page.goto(path);
        }
        await page.waitForLoadState("networkidle");
        await expectAdminWinsItsTies(page, path);
        if (visit === "saved settings") {
          // The head script still applied them before the app took over, and the admin's own sheets style them.
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe("22px");
          expect(await page.locator("html").getAttribute("data-theme"), path).toBe("dark");
        }
        await backFromThePublicSite(page, visit);
        await expectAdminWinsItsTies(page, `${path} after Back from /home`);
      }
    });
  }
});
