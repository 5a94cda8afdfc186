import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { wcagTags } from "../e2e/support/axe";
import { chromiumPath, quietChromiumFlags } from "./chromium";

interface MailHtml {
  readonly subject: string;
  readonly html: string;
}

/**
 * Registers, in the calling jest file, what every e-mail's HTML part passes in a real browser, as a webmail
 * client shows it: no axe violations at WCAG 2.2 A/AA at 1280 and 320 px (contrast included, which needs real
 * layout), no sideways scrolling at 320 px, and a document named by its subject, in US English, with one h1.
 * Mail clients differ from a browser, but an e-mail that fails here fails everywhere.
 */
export function describeMailInBrowser(mails: Readonly<Record<string, MailHtml>>): void {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...quietChromiumFlags] });
    // axe runs in a page of a context it can see, not in browser.newPage()'s hidden one.
    page = await (await browser.newContext()).newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(Object.entries(mails))("%s, in a browser", (_name, mail) => {
    it.each([1280, 320])("has no axe violations at %i px", async (width) => {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail.html);
      const { violations } = await new AxeBuilder({ page }).withTags([...wcagTags]).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }, 60_000);

    it("reflows at 320 px without scrolling sideways", async () => {
      await page.setViewportSize({ width: 320, height: 900 });
      await page.setContent(mail.html);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }, 60_000);

    it("reads as a document named by its subject, in US English, with one h1", async () => {
      await page.setContent(mail.html);
      expect(await page.title()).toBe(mail.subject);
      expect(await page.getAttribute("html", "lang")).toBe("en-US");
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    }, 60_000);
  });
}
