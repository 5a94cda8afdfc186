import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { getStartedLink } from "../../features/content/shared";
import { minimumFillMs } from "./support/delegation-posts";
import { newVisitor } from "./support/request-form";
import { siteUnderTest, storedCount, storedSource } from "./support/site";

const formUrl = "/delegation-tasks-guide/form";
// The reference, and the signed token of the request's booking step (base64url, a dot, its signature).
const sentUrl = /\/delegation-tasks-guide\/form\/sent\?reference=DR-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}&booking=[\w-]+\.[\w-]+$/;
const confirmationHeading = "Thank you, your request is in";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Stored requests with this e-mail, in the store of the site this project tests. */
const countStored = (email: string) => storedCount(siteUnderTest(test.info()), email);

async function fillValidForm(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Jane Tester");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Company").fill("Acme Testing Ltd");
  await page.getByLabel("Website").fill("acme-testing.example");
  await page.getByRole("radio", { name: "A business (in-house team)" }).check();
  await page.getByRole("checkbox", { name: "SEO", exact: true }).check();
  await page.getByRole("checkbox", { name: "On-page optimization of existing pages" }).check();
  await page.getByRole("radio", { name: "Part-time (about 20 hours a week)" }).check();
  await page.getByRole("radio", { name: "As soon as possible" }).check();
  await page.getByRole("radio", { name: "$2,000–$3,999 a month" }).check();
  await page.getByLabel("Your time zone").selectOption("Europe/London");
  await page.getByRole("checkbox", { name: /I agree that my details are used/ }).check();
}

/** Fills the form, waits out the minimum fill time, sends it, and waits for the confirmation. */
async function sendValidForm(page: Page, email: string) {
  await fillValidForm(page, email);
  await page.waitForTimeout(minimumFillMs);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("heading", { name: confirmationHeading })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("delegation guide and form", () => {
  // Real waits for the fill-time check, plus axe on long pages, on a shared machine.
  test.describe.configure({ timeout: 120_000 });

  // Tagged @store: the Firestore project runs these too (playwright.config.ts).
  test("a visitor sends the form and lands on a confirmation that lasts, with what they sent", { tag: "@store" }, async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(formUrl);
    const email = `visitor-${randomUUID()}@example.com`;
    await fillValidForm(page, email);
    await page.waitForTimeout(minimumFillMs);
    await page.getByRole("button", { name: "Send my request" }).click();

    // Its own address, carrying the reference and nothing personal, and its own title.
    await expect(page).toHaveURL(sentUrl);
    expect(page.url()).not.toContain("example.com");
    expect(page.url()).not.toContain("Tester");
    await expect(page).toHaveTitle(/^Request sent \| /);
    const heading = page.getByRole("heading", { level: 1, name: confirmationHeading });
    await expect(heading).toBeFocused();
    const reference = (await page.getByTestId("delegation-reference").textContent()) ?? "";
    expect(page.url()).toContain(reference);
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByText(/takes about/)).toHaveCount(0);
    const summary = page.getByRole("region", { name: "What you sent" });
    await expect(summary).toContainText(email);
    await expect(summary).toContainText("On-page optimization of existing pages");
    expect(await countStored(email)).toBe(1);
    await expectNoAxeViolations(page);

    // Reload: the same confirmation and summary, nothing posted again.
    await page.reload();
    await expect(page.getByTestId("delegation-reference")).toHaveText(reference);
    await expect(page.getByRole("region", { name: "What you sent" })).toContainText(email);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifted).toBe(0);

    // Back to the form, forward to the same confirmation.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${formUrl}$`));
    await page.goForward();
    await expect(page.getByTestId("delegation-reference")).toHaveText(reference);
    expect(await countStored(email)).toBe(1);

    // The same address in another browser shows the reference and next steps, and nothing that was sent.
    const stranger = await newVisitor(browser);
    const guess = await stranger.newPage();
    await guess.goto(page.url());
    await expect(guess.getByTestId("delegation-reference")).toHaveText(reference);
    await expect(guess.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(guess.getByRole("region", { name: "What you sent" })).toHaveCount(0);
    await expect(guess.locator("main")).not.toContainText(email);
    await expect(guess.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await stranger.close();
    await context.close();
  });

  test("a confirmation address without a reference we issue shows none, and echoes nothing", async ({ page }) => {
    await page.goto("/delegation-tasks-guide/form/sent?reference=Call%20555-0100%20now");
    await expect(page).toHaveTitle(/^No request reference here \| /);
    await expect(page.getByRole("heading", { level: 1, name: "No request reference here" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("555-0100");
    await expect(page.getByTestId("delegation-reference")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript every role's tasks are listed and the time zone has a default", async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const page = await context.newPage();
    await page.goto(formUrl);
    // No role ticked, yet every role's checklist is there to use.
    for (const label of ["Build and launch campaigns (Google, Meta, LinkedIn)", "Thumbnails and channel upkeep", "Lead scoring and routing"]) {
      await expect(page.getByRole("checkbox", { name: label })).toBeVisible();
    }
    await expect(page.getByText("Choose a role above to see its tasks.")).toBeHidden();
    await expect(page.getByLabel("Your time zone")).toHaveValue("other");
    await expect(page.getByLabel("Your time zone").locator("option:checked")).toHaveText("Not listed, or agree it on the call");
    await context.close();

    // With JavaScript only the ticked roles' lists show, and the browser's zone replaces the default.
    const scripted = await newVisitor(browser);
    const withScript = await scripted.newPage();
    await withScript.goto(formUrl);
    await expect(withScript.getByLabel("Your time zone")).toHaveValue("Europe/London");
    await expect(withScript.getByRole("checkbox", { name: "Thumbnails and channel upkeep" })).toBeHidden();
    await expect(withScript.getByText("Choose a role above to see its tasks.")).toBeVisible();
    await withScript.getByRole("checkbox", { name: "Video", exact: true }).check();
    await expect(withScript.getByRole("checkbox", { name: "Thumbnails and channel upkeep" })).toBeVisible();
    await scripted.close();
  });

  test("an empty submit shows the error summary, focuses it, and links each error to its field", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(formUrl);
    await page.getByRole("button", { name: "Send my request" }).click();

    const summary = page.locator(".error-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    // Every required field but the time zone, which the browser's own zone (Europe/London) filled in.
    await expect(summary.getByRole("link")).toHaveCount(9);
    // Named by its heading with the count, so focus arriving there says how many.
    await expect(summary).toHaveAccessibleName("There are 9 problems");
    await expect(summary.getByRole("heading", { name: "There are 9 problems" })).toBeVisible();
    await expect(page.getByLabel("Your time zone")).toHaveValue("Europe/London");

    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", /field-fullName-error/);
    await expect(page.locator("#field-fullName-error")).toContainText("Enter your full name");

    await summary.getByRole("link", { name: "Enter your work e-mail" }).click();
    await expect(page.getByLabel("Work e-mail")).toBeFocused();
    await summary.getByRole("link", { name: "Choose at least one role" }).click();
    await expect(page.getByRole("checkbox", { name: "Paid media" })).toBeFocused();

    await expectNoAxeViolations(page);

    // Fixing a field clears its message as the visitor types.
    await name.fill("Jane");
    await name.blur();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await context.close();
  });

  test("with JavaScript off the same form reports errors, keeps the input and submits", { tag: "@store" }, async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const page = await context.newPage();
    await page.goto(formUrl);
    await page.getByLabel("Full name").fill("Jane No-Script");
    await page.getByLabel("Anything else we should know?").fill("Typed before the error");
    await page.getByRole("button", { name: "Send my request" }).click();

    await expect(page.getByRole("heading", { name: /^There are \d+ problems$/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByLabel("Full name")).toHaveValue("Jane No-Script");
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue("Typed before the error");
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");

    const email = `noscript-${randomUUID()}@example.com`;
    await fillValidForm(page, email);
    await page.waitForTimeout(minimumFillMs);
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page).toHaveURL(sentUrl);
    await expect(page.getByRole("heading", { level: 1, name: confirmationHeading })).toBeVisible();
    await expect(page.getByTestId("delegation-reference")).toHaveText(/^DR-/);
    // Without JavaScript nothing was remembered: the page shows the reference and next steps only.
    await expect(page.getByRole("region", { name: "What you sent" })).toHaveCount(0);
    expect(await countStored(email)).toBe(1);
    await page.reload();
    await expect(page.getByTestId("delegation-reference")).toHaveText(/^DR-/);
    expect(await countStored(email)).toBe(1);
    await context.close();
  });

  test("a resubmitted POST stores one request and shows the same reference", { tag: "@store" }, async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const page = await context.newPage();
    await page.goto(formUrl);
    const email = `double-${randomUUID()}@example.com`;
    await fillValidForm(page, email);
    await page.waitForTimeout(minimumFillMs);

    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Send my request" }).click();
    const request = await posted;
    const reference = await page.getByTestId("delegation-reference").textContent();
    expect(reference).toMatch(/^DR-/);

    // The browser's "resend form data": the identical body posted again.
    const replay = await context.request.post(request.url(), {
      headers: { "content-type": request.headers()["content-type"]!, origin: new URL(request.url()).origin },
      data: request.postDataBuffer()!,
    });
    expect(replay.ok()).toBe(true);
    expect(await replay.text()).toContain(reference!);
    expect(await countStored(email)).toBe(1);
    await context.close();
  });

  test("the sixth request in ten minutes gets the rate-limit message and keeps its input", async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const pages = await Promise.all(Array.from({ length: 6 }, () => context.newPage()));
    await Promise.all(pages.map((page) => page.goto(formUrl)));
    await pages[0]!.waitForTimeout(minimumFillMs);
    for (const [index, page] of pages.entries()) {
      // Only the tab in front gets animation frames, on which every click and fill waits: filled in the
      // background, each form took 14.5 s instead of 2.5 s.
      await page.bringToFront();
      await fillValidForm(page, `limit-${index}-${randomUUID()}@example.com`);
      await page.getByRole("button", { name: "Send my request" }).click();
      if (index < 5) await expect(page.getByRole("heading", { name: confirmationHeading })).toBeVisible();
    }
    const last = pages[5]!;
    await expect(last.locator(".error-summary")).toContainText("You have sent several requests in a short time");
    await expect(last.getByLabel("Full name")).toHaveValue("Jane Tester");
    await context.close();
  });

  test("the guide's checklist carries ticked tasks into the form", async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const page = await context.newPage();
    await page.goto("/delegation-tasks-guide");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const checklist = page.locator("#checklist");
    await checklist.getByRole("checkbox", { name: "Short-form video editing (Reels, TikTok, Shorts)" }).check();
    await checklist.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" }).check();
    await checklist.getByRole("button", { name: "Take my list to the request form" }).click();

    await expect(page).toHaveURL(/\/delegation-tasks-guide\/form\?tasks=/);
    await expect(page.getByRole("checkbox", { name: "Video", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Analytics", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Short-form video editing (Reels, TikTok, Shorts)" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "SEO", exact: true })).not.toBeChecked();
    await context.close();
  });

  test("a campaign's tags in the form's own address are recorded with or without JavaScript", async ({ browser }) => {
    const campaign = "?utm_source=spring-news&utm_medium=cpc&utm_campaign=spring&gclid=abc123";
    for (const javaScriptEnabled of [true, false]) {
      const context = await newVisitor(browser, javaScriptEnabled);
      const page = await context.newPage();
      await page.goto(formUrl + campaign);
      const email = `campaign-${javaScriptEnabled ? "js" : "plain"}-${randomUUID()}@example.com`;
      await sendValidForm(page, email);
      expect(storedSource(siteUnderTest(test.info()), email)).toMatchObject({ utmSource: "spring-news", utmMedium: "cpc", utmCampaign: "spring" });
      await context.close();
    }
  });

  test("a campaign that landed on another page of the site is recorded with the request sent after it", async ({ browser }) => {
    const visits: { name: string; javaScriptEnabled?: boolean; arrive: (page: Page) => Promise<void>; stored: Record<string, unknown> }[] = [
      {
        // Landing on the home page, then following its link to the form: a client-side navigation.
        name: "landed",
        arrive: async (page) => {
          await page.goto("/home?utm_source=partner-news&utm_campaign=autumn", { referer: "https://news.example/article" });
          await page.getByRole("main").getByRole("link", { name: getStartedLink.label }).first().click();
          await expect(page).toHaveURL(new RegExp(`${formUrl}$`));
        },
        stored: { referrer: "https://news.example/article", utmSource: "partner-news", utmCampaign: "autumn" },
      },
      {
        // Landing on the home page, then taking the guide's checklist to the form, which is rendered per request.
        name: "checklist",
        arrive: async (page) => {
          await page.goto("/home?utm_source=guide-news&utm_campaign=winter", { referer: "https://news.example/guide" });
          await page.getByRole("main").getByRole("link", { name: "Read the delegation guide" }).first().click();
          const checklist = page.locator("#checklist");
          await checklist.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" }).check();
          await checklist.getByRole("button", { name: "Take my list to the request form" }).click();
          await expect(page).toHaveURL(new RegExp(`${formUrl}\\?tasks=`));
          await expect(page.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" })).toBeChecked();
        },
        stored: { utmSource: "guide-news", utmCampaign: "winter" },
      },
      {
        // Without JavaScript the checklist is a plain GET form: the form's render reads the tags from its Referer.
        name: "checklist-plain",
        javaScriptEnabled: false,
        arrive: async (page) => {
          await page.goto("/delegation-tasks-guide?utm_source=guide-plain&utm_campaign=spring");
          const checklist = page.locator("#checklist");
          await checklist.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" }).check();
          await checklist.getByRole("button", { name: "Take my list to the request form" }).click();
          await expect(page).toHaveURL(new RegExp(`${formUrl}\\?tasks=`));
          await expect(page.getByRole("checkbox", { name: "Dashboards (Looker Studio or similar)" })).toBeChecked();
        },
        stored: { utmSource: "guide-plain", utmCampaign: "spring" },
      },
      {
        // Arriving with a full load from a page of the site whose address carries the tags.
        name: "linked",
        arrive: async (page) => {
          await page.goto(formUrl, { referer: new URL("/pricing?utm_source=pricing-mail&utm_medium=email", test.info().project.use.baseURL).toString() });
        },
        stored: { utmSource: "pricing-mail", utmMedium: "email" },
      },
      {
        // Another site's tags are that site's campaign, not ours.
        name: "foreign",
        arrive: async (page) => {
          await page.goto(formUrl, { referer: "https://elsewhere.example/?utm_source=theirs" });
        },
        stored: { referrer: "https://elsewhere.example/?utm_source=theirs", utmSource: null },
      },
    ];
    for (const visit of visits) {
      const context = await newVisitor(browser, visit.javaScriptEnabled);
      const page = await context.newPage();
      await visit.arrive(page);
      const email = `${visit.name}-${randomUUID()}@example.com`;
      await sendValidForm(page, email);
      expect(storedSource(siteUnderTest(test.info()), email)).toMatchObject(visit.stored);
      await context.close();
    }
  });

  test("the form page is rendered per request: a token of its own in the page, a nonce for its scripts, no cookie", async ({ browser, request }) => {
    const tokenIn = (html: string) => /<input type="hidden" name="formToken" value="([^"]+)"\/>/.exec(html)?.[1];
    const first = await request.get(formUrl);
    const second = await request.get(formUrl);
    expect(first.ok()).toBe(true);
    const [one, two] = [tokenIn(await first.text()), tokenIn(await second.text())];
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(one).not.toBe(two);
    expect(first.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    expect(first.headers()["cache-control"]).toContain("no-store");
    expect(first.headers()["set-cookie"]).toBeUndefined();

    // With or without JavaScript, entering the form asks the server for nothing more, and sets no cookie.
    for (const javaScriptEnabled of [true, false]) {
      const context = await newVisitor(browser, javaScriptEnabled);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
      await page.goto(formUrl);
      await page.getByLabel("Full name").focus();
      await page.waitForLoadState("networkidle");
      expect(asked.filter((path) => path.startsWith(formUrl))).toEqual([formUrl]);
      expect(await context.cookies()).toEqual([]);
      await context.close();
    }
  });

  // axe runs inside the page, so these use a JavaScript-enabled browser; the markup is the same either way.
  test("the guide and the form have no axe violations", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto("/delegation-tasks-guide");
    await expectNoAxeViolations(page);
    await page.goto(`${formUrl}?tasks=video:thumbnails`);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
