/** @jest-environment node */
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { composeBuyerConfirmation, composeStaffAlert } from "@/features/delegation/request-mail";
import { chromiumPath, quietChromiumFlags } from "../../../../support/chromium";
import { wcagTags } from "../../../../e2e/support/axe";
import { sampleRequest } from "./sample-request";

/**
 * Both e-mails' HTML parts in a real browser, as a webmail client shows them, under the site's bar:
 * no axe violations at WCAG 2.2 A/AA (contrast included, which needs real layout), and no sideways
 * scrolling at 320 px. Mail clients differ from a browser, but an e-mail that fails here fails everywhere.
 */
jest.setTimeout(60_000);

const mails = {
  "the buyer's confirmation": composeBuyerConfirmation(sampleRequest()),
  "the buyer's confirmation on the team's clock": composeBuyerConfirmation(sampleRequest({ timeZone: "other" })),
  "the staff alert": composeStaffAlert(sampleRequest(), "https://openseat.example/admin/requests/req_01"),
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...quietChromiumFlags] });
  // axe runs in a page of a context it can see, not in browser.newPage()'s hidden one.
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(mails))("%s", (_name, mail) => {
  it.each([1280, 320])("has no axe violations at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(mail.html);
    const { violations } = await new AxeBuilder({ page }).withTags([...wcagTags]).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("reflows at 320 px without scrolling sideways", async () => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.setContent(mail.html);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("reads as a named document with a language", async () => {
    await page.setContent(mail.html);
    expect(await page.title()).toBe(mail.subject);
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });
});
