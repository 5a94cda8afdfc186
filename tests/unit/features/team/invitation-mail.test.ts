/** @jest-environment node */
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { composeInvitationMail } from "@/features/team/invitations/invitation-mail";
import { businessHours } from "@/platform/business-hours/settings";
import { chromiumPath, quietChromiumFlags } from "../../../support/chromium";
import { wcagTags } from "../../../e2e/support/axe";

/**
 * The invitation e-mail passes what the site's other e-mails do (axe at WCAG 2.2 A/AA, 320 px reflow, a named
 * document, nothing typed becoming markup) and says who invited them, as what, the link, and until when.
 */
jest.setTimeout(60_000);

const link = `https://www.openseat.example/admin/join/${"A".repeat(43)}`;
const draft = composeInvitationMail({
  invitation: { address: "eve@openseat.example", role: "member", expiresAt: "2026-11-26T16:55:00.000Z" },
  inviter: "Ann <b>Lee</b>",
  link,
  team: "OpenSeat",
  hours: { ...businessHours, timeZone: "Europe/London" },
});
const mail = draft.payload.kind === "mail" ? draft.payload : { subject: "", text: "", html: "" };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...quietChromiumFlags] });
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("the invitation e-mail", () => {
  it("goes to the invited address on the invitation channel", () => {
    expect(draft).toMatchObject({ channel: "team-invitation", recipients: ["eve@openseat.example"] });
  });

  it("names who invited them, the role, the link and its end on the team's clock with its offset", () => {
    expect(mail.subject).toBe("You are invited to join OpenSeat's sales desk");
    expect(mail.text).toContain("Ann <b>Lee</b> invited you to the team as a member.");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("until Thursday, November 26, 2026, 4:55 PM GMT (UTC+00:00)");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Lee");
  });

  it.each([1280, 320])("has no axe violations at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(mail.html);
    const { violations } = await new AxeBuilder({ page }).withTags([...wcagTags]).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("reflows at 320 px without scrolling sideways, as a named document with one h1", async () => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.setContent(mail.html);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.title()).toBe(mail.subject);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });
});
