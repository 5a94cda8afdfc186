import { expect, test } from "@playwright/test";
import { coveringSelectors } from "../../features/accessibility/focus-clearance";
import { site } from "../../platform/config/site";
import { expectNoAxeViolations } from "./support/axe";
import { withPageProbe } from "./support/settings-in-page";

test.describe("redirects", () => {
  for (const path of ["/", "/no-such-page", "/roles/unknown/deeper", "/HOME-typo"]) {
    test(`${path} answers with an HTTP redirect to /home`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/home");
    });
  }

  test("a browser on an unknown path ends up on /home", async ({ page }) => {
    await page.goto("/somewhere/else");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("header", () => {
  test("has the specification's links, in order, and Get Started", async ({ page }) => {
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(site.primaryNav.map((item) => item.label));
    for (const item of site.primaryNav) {
      await expect(nav.getByRole("link", { name: item.accessibleName ?? item.label, exact: true })).toHaveAttribute("href", item.href);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/delegation-tasks-guide/form");
    await expect(banner.getByRole("link", { name: site.name, exact: true })).toHaveAttribute("href", "/home");
  });

  test("marks the current page and stays on screen while scrolling", async ({ page }) => {
    await page.goto("/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Roles" })).not.toHaveAttribute("aria-current", "page");
    await page.mouse.wheel(0, 2000);
    await expect(async () => {
      const box = await page.getByRole("banner").boundingBox();
      expect(box?.y).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass();
  });

  test("following a header link navigates and updates aria-current, and focus stays on the link", async ({ page }) => {
    await page.goto("/home");
    const roles = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roles" });
    await roles.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/roles$/);
    await expect(roles).toHaveAttribute("aria-current", "page");
    await expect(roles).toBeFocused();
  });

  test("following a link inside a page puts focus on the new page's heading, not where the link was", async ({ page }) => {
    await withPageProbe(page.context());
    await page.goto("/home");
    await page.getByRole("main").getByRole("link", { name: "Read the delegation guide" }).first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/delegation-tasks-guide$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // Shown, and clear of the sticky header and the floating buttons once scrolling has settled.
    expect(await page.evaluate((coverers) => window.__probe!.focusObscured(coverers), coveringSelectors)).toBeNull();
    await expect(heading).toBeInViewport();
    // Out of the Tab order: the next Tab moves on into the page.
    await page.keyboard.press("Tab");
    await expect(heading).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("collapses the links behind a button operable by keyboard", async ({ page }) => {
    await page.goto("/home");
    const toggle = page.getByRole("button", { name: "Menu" });
    const firstLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Why OS?" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const controlled = await toggle.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(firstLink).toBeHidden();
  });

  test("closes after a link is followed", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    // The followed link folded away with the menu; focus starts the new page at its heading.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  // That no page scrolls sideways at 320px, the menu folded or open, is reflow.spec.ts's: every route, with every
  // setting (the defaults among them).

  test("is free of axe violations with the menu open", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("footer", () => {
  test("has four labelled columns with their links", async ({ page }) => {
    await page.goto("/home");
    const footer = page.getByRole("contentinfo");
    for (const column of site.footerColumns) {
      const nav = footer.getByRole("navigation", { name: column.heading });
      await expect(nav.getByRole("heading", { name: column.heading })).toBeVisible();
      for (const link of column.links) {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
      }
    }
  });

  test("has contact, social, legal links and this year's copyright", async ({ page }) => {
    await page.goto("/home");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const social of site.socials) {
      await expect(footer.getByRole("link", { name: `${site.name} on ${social.network}` })).toHaveAttribute("href", social.href);
    }
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalEntity}`);
  });
});

test.describe("skip link", () => {
  test("is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto("/pricing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
    expect(inMain).toBe(true);
  });
});
