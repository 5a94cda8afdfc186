import { expect, test } from "@playwright/test";
import { company } from "../../platform/config/company";
import { resourceSections } from "../../features/content/resources";
import { sampleProfiles } from "../../features/content/sample-profiles";
import { site } from "../../platform/config/site";

/**
 * What a buyer checks before trusting the site, on the rendered pages: the company's own details from
 * its configuration, the header's "Why OS?" link, resources that open, and proof that is labelled.
 */

test.describe("the company's details", () => {
  test("the footer links the company page, which states who runs the site", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("contentinfo").getByRole("link", { name: "Company", exact: true }).click();
    await expect(page).toHaveURL(/\/company$/);
    const facts = page.locator("main dl");
    await expect(facts).toContainText(company.legal.entityName);
    await expect(facts).toContainText(company.legal.address);
    await expect(facts).toContainText(company.legal.governingLaw);
    await expect(facts.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    for (const social of company.socials) {
      await expect(facts.getByRole("link", { name: social.network })).toHaveAttribute("href", social.href);
    }
  });

  test("the terms and the privacy policy name the legal entity, its address and the governing law", async ({ page }) => {
    await page.goto("/terms-of-use");
    const terms = page.locator("main");
    await expect(terms).toContainText(`run by ${company.legal.entityName}`);
    await expect(terms).toContainText(company.legal.address);
    await expect(terms).toContainText(`governed by the laws of ${company.legal.governingLaw}`);
    await page.goto("/privacy-policy");
    await expect(page.locator("main")).toContainText(`${company.legal.entityName}, ${company.legal.address}, which is the controller`);
  });

  test("every page offers a share card with an image and its text alternative", async ({ page, request }) => {
    await page.goto("/pricing");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image!).pathname).toBe(company.shareImage.url);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", company.shareImage.alt);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const response = await request.get(company.shareImage.url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // PNG header: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the header keeps "Why OS?" and names the link "Why OpenSeat" for assistive technology', async ({ page }) => {
    await page.goto("/pricing");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Why ${site.shortName}? Why ${site.name}`, exact: true });
    await expect(link).toHaveText(`Why ${site.shortName}?`);
    await expect(link).toHaveAttribute("href", "/why-ga");
  });
});

test.describe("resources", () => {
  test("every card on the resources page opens a page of this site", async ({ page, request }) => {
    await page.goto("/resources");
    const cards = page.locator("main .card");
    const count = resourceSections.reduce((sum, section) => sum + section.items.length, 0);
    await expect(cards).toHaveCount(count);
    for (const card of await cards.all()) {
      const href = await card.getByRole("link").getAttribute("href");
      expect(href).toMatch(/^\/[a-z]/);
      const response = await request.get(href!.split("#")[0]!, { maxRedirects: 0 });
      expect(response.status(), href!).toBe(200);
    }
  });

  test("the printable checklist lists the form's tasks and prints without the site's chrome", async ({ page }) => {
    await page.goto("/resources/delegation-checklist");
    await expect(page.getByRole("heading", { level: 3, name: "Paid media" })).toBeVisible();
    await expect(page.getByText("Thumbnails and channel upkeep")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByText("Thumbnails and channel upkeep")).toBeVisible();
  });
});

test.describe("proof, labelled", () => {
  test("the vetting funnel is a chart labelled with its numbers", async ({ page }) => {
    await page.goto("/vetting-process");
    const chart = page.getByRole("figure");
    await expect(chart).toContainText("Of every 1,000 applicants");
    const rows = chart.getByRole("listitem");
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText("1,000 (100%)");
    await expect(rows.last()).toContainText("Accepted");
    await expect(rows.last()).toContainText("4 (0.4%)");
  });

  test("the example profiles on /roles are marked as examples, with portraits that say what they are", async ({ page }) => {
    await page.goto("/roles");
    const section = page.locator("#example-profiles");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(sampleProfiles.length);
    for (const [index, profile] of sampleProfiles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText("Example profile")).toBeVisible();
      await expect(card.getByRole("heading", { name: profile.title })).toBeVisible();
      await expect(card).toContainText(profile.tools[0]!);
      await expect(card).toContainText(profile.timeZoneName);
      await expect(card.getByRole("img")).toHaveAccessibleName(/no real person/);
    }
  });

  test("case studies and quotes carry their sample label wherever they appear", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /sample stories.*fictional clients/i);
    for (const id of ["unbloat", "quip", "open-store", "legacy-box"]) {
      await expect(page.locator(`#${id}`).getByText("Sample story")).toBeVisible();
    }
    await page.goto("/home");
    const quotes = page.locator("figure.testimonial");
    await expect(quotes).not.toHaveCount(0);
    for (const quote of await quotes.all()) await expect(quote.getByText("Sample quote")).toBeVisible();
  });
});
