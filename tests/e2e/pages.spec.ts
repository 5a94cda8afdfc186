import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/reused-page";
import { pageMetas } from "../../features/content/page-metas";
import { pageFragments, publicRoutes, site } from "../../platform/config/site";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const metaByPath = new Map(pageMetas.map((meta) => [meta.path, meta]));
const fragmentCases = Object.entries(pageFragments).flatMap(([route, ids]) => ids.map((id) => ({ route, id })));

/** Header bottom and section top, read together so a scroll in between cannot skew them. */
async function sectionOffset(page: Page, id: string) {
  return page.evaluate((fragment) => {
    const header = document.querySelector("header.site-header")!.getBoundingClientRect();
    const section = document.getElementById(fragment)!.getBoundingClientRect();
    return { headerBottom: header.bottom, sectionTop: section.top, viewport: window.innerHeight };
  }, id);
}

/**
 * The section starts below the sticky header (nothing hidden under it) and near the top of
 * the viewport (it was scrolled to, not merely somewhere on screen), with its heading in view.
 */
async function expectLandedOn(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const { headerBottom, sectionTop, viewport } = await sectionOffset(page, id);
        return sectionTop >= headerBottom - 1 && sectionTop <= headerBottom + viewport / 4;
      },
      { message: `#${id} should sit just below the sticky header` },
    )
    .toBe(true);
  const { headerBottom } = await sectionOffset(page, id);
  const heading = page.locator(`#${id} h2`).first();
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
}

/**
 * What every public page promises in its markup: it answers 200 at its own address, with its title and
 * description, one h1 and one each of the banner, main and contentinfo landmarks. Checked on the page the
 * desktop axe run loads, so the route is loaded once for both.
 */
async function expectPageShape(page: Page, route: string, status: number | undefined): Promise<void> {
  expect(status).toBe(200);
  expect(new URL(page.url()).pathname).toBe(route);

  const meta = metaByPath.get(route);
  if (meta) {
    await expect(page).toHaveTitle(`${meta.title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
  } else {
    // The delegation pages' copy belongs to their own module; the shape is the same.
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${site.name}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^\S.{30,}$/);
  }

  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
}

test.describe("every public page", () => {
  test("descriptions are unique across the site", async ({ request }) => {
    const descriptions = await Promise.all(
      publicRoutes.map(async (route) => {
        const html = await (await request.get(route)).text();
        return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      }),
    );
    for (const description of descriptions) expect(description).not.toBe("");
    expect(new Set(descriptions).size).toBe(publicRoutes.length);
  });

  test("the home page carries Organization structured data from the site configuration", async ({ reusedPage: page }) => {
    await page.goto("/home");
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(raw ?? "{}") as Record<string, unknown>;
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.email).toBe(site.email);
  });

  test("the figures the specification promises are on their pages", async ({ reusedPage: page }) => {
    const expectations: Array<[string, RegExp[]]> = [
      ["/pricing", [/from \$2,000\/month/i]],
      ["/vetting-process", [/under 0\.5% of applicants/i]],
      ["/case-studies", [/300% revenue growth/i, /2\.4x ROAS improvement/i, /sample stor/i, /fictional/i]],
    ];
    for (const [route, patterns] of expectations) {
      await page.goto(route);
      const text = await page.locator("main").innerText();
      for (const pattern of patterns) expect(text).toMatch(pattern);
    }
  });
});

test.describe("fragments land below the sticky header", () => {
  for (const { route, id } of fragmentCases) {
    test(`${route}#${id} loaded directly`, async ({ reusedPage: page }) => {
      await page.goto(`${route}#${id}`);
      await expectLandedOn(page, id);
    });
  }

  for (const { route, id } of fragmentCases) {
    test(`${route}#${id} followed from another page's footer`, async ({ reusedPage: page }) => {
      await page.goto("/home");
      await page.getByRole("contentinfo").locator(`a[href="${route}#${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${route}#${id}$`));
      await expectLandedOn(page, id);
    });
  }

  for (const { route, id } of fragmentCases) {
    test(`${route}#${id} followed within the page`, async ({ reusedPage: page }) => {
      await page.goto(route);
      await page.locator(`main a[href="#${id}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${route}#${id}$`));
      await expectLandedOn(page, id);
    });
  }
});

test.describe("a link to the current page", () => {
  for (const [route, label] of [
    ["/pricing", "Pricing"],
    ["/case-studies", "Case Studies"],
    ["/roles#analytics", "Roles"],
  ] as const) {
    test(`${label} on ${route} keeps you there, back at the top`, async ({ reusedPage: page }) => {
      await page.goto(route);
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole("banner").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route.split("#")[0]}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator("h1")).toBeInViewport();
    });
  }
});

test.describe("axe-core finds no WCAG 2.2 A/AA violations", () => {
  for (const width of [1280, 375]) {
    for (const route of publicRoutes) {
      const title = width === 1280 ? `${route} at ${width}px, which answers 200 with its title, description, one h1 and the landmarks` : `${route} at ${width}px`;
      test(title, async ({ reusedPage: page }) => {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(route);
        if (width === 1280) await expectPageShape(page, route, response?.status());
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  }
});
