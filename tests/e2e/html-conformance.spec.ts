import { expect, test, type Browser, type Page } from "@playwright/test";
import { statusLabels } from "../../features/delegation/options";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { presetPatch } from "../../features/accessibility/presets";
import { defaultSettings, storageKey, type AccessibilitySettings } from "../../features/accessibility/settings";
import { knownCheckerExceptions } from "../../features/accessibility/conformance";
import { whyComparisonCaption, whyComparisonIntro } from "../../features/content/why-ga";
import { publicRoutes } from "../../platform/config/site";
import { hiddenInputs } from "../../scripts/bench/hidden-inputs";
import { formPath } from "./support/delegation-posts";
import { equalAccessViolations, nuHtmlErrors, withEqualAccess } from "./support/outside-checkers";
import { multipartBody, rawRequest } from "./support/raw-http";
import { signInOverHttp } from "./support/admin-session";
import { becomeCallTaker, sendRequest, signInAsAdmin } from "./support/request-form";
import { saveSettings, storedValue, waitForShell } from "./support/settings-in-page";
import { runSiteScript, type Site, siteUnderTest } from "./support/site";

/**
 * Two checkers that are not ours, over every page a person can reach, the signed-in admin pages and the
 * confirmation after a real send included: the W3C Nu HTML Checker finds no error in the HTML the server
 * sends, and IBM's Equal Access engine finds no violation beyond the documented exceptions
 * (features/accessibility/conformance.ts), each of which names the rule and why the pattern conforms to WCAG.
 */
let site: Site;
const run = randomUUID().slice(0, 8);

function script(file: string, args: readonly string[], input?: string): string {
  return runSiteScript(site, file, args, input);
}

function newAdmin(label: string) {
  const account = { email: `checker-${label}-${run}@example.com`, password: `Correct-${randomUUID()}` };
  script("scripts/admin-create.ts", ["--email", account.email], `${account.password}\n`);
  return account;
}

/**
 * An admin who takes calls, made before the request is sent so its booking step offers times (and the
 * booking forms are checked too): an admin joins the team, and takes calls, from their first sign-in, and
 * is offered to buyers once they have given a name.
 */
async function callTaker(browser: Browser, label: string) {
  const account = newAdmin(label);
  await becomeCallTaker(browser, site.origin, account, `Checker ${label}`);
  return account;
}

/** One request in the store, so the list has a row and the detail page something to show. */
function seededRequestId(): string {
  const out = script("scripts/bench/seed-request.ts", [`Checker Company ${run}`, `checker-${run}@example.com`]);
  return (JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as { id: string }).id;
}

/** A request id no store holds: the admin area's own "not found" page, the one 404 a person can reach. */
const missingRequestRoute = "/admin/requests/no-such-request";
const adminRoutes = (requestId: string) =>
  ["/admin", `/admin/requests/${requestId}`, "/admin/follow-ups", "/admin/team", "/admin/account", "/admin/visitor-data"] as const;

/** A file name for a route's saved HTML: its path, with the request's id replaced so reports read the same every run. */
function fileFor(route: string): string {
  const name = route.replace(/^\//, "").replace(/requests\/[^/?]+/, "requests-detail").replace(/[/?=&]+/g, "-");
  return `${name || "root"}.html`;
}

test.beforeAll(({}, testInfo) => {
  site = siteUnderTest(testInfo);
});

test.describe("the W3C Nu HTML Checker", () => {
  test("finds no error in the server's HTML of any route, signed in or not", async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const folder = testInfo.outputPath("html");
    mkdirSync(folder, { recursive: true });
    const saved: string[] = [];
    const save = (name: string, html: string) => {
      writeFileSync(path.join(folder, name), html);
      saved.push(name);
    };
    const fetchHtml = async (route: string, headers: Record<string, string> = {}, status = 200) => {
      const response = await rawRequest(site.origin, route, { headers: { "x-forwarded-for": `198.51.100.${saved.length + 1}`, ...headers } });
      expect(response.status, route).toBe(status);
      return response.body;
    };

    for (const route of publicRoutes) save(fileFor(route), await fetchHtml(route));
    save(fileFor("/admin/sign-in"), await fetchHtml("/admin/sign-in"));

    // The form as the server answers a post without JavaScript that it refuses: every field's message shown.
    const blank = new FormData();
    for (const [name, value] of hiddenInputs(await fetchHtml(formPath))) blank.append(name, value);
    const body = await multipartBody(blank);
    const refused = await rawRequest(site.origin, formPath, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.200", origin: site.origin, "content-type": body.type },
      body: body.body,
    });
    expect(refused.status).toBe(200);
    save("delegation-tasks-guide-form-refused.html", refused.body);

    const admin = await callTaker(browser, "nu");
    // The confirmation page after a real send, fetched again as the server renders it.
    await sendRequest(page, { fullName: "Nu Checker", email: `nu-${run}@example.com`, company: `Nu Checker ${run}`, otherTasks: "Checking markup." });
    await page.waitForURL(/\/form\/sent\?reference=/);
    const sent = new URL(page.url());
    const sentHtml = await fetchHtml(`${sent.pathname}${sent.search}`);
    save("delegation-tasks-guide-form-sent.html", sentHtml);
    expect(sentHtml, "the booking step offers times").toContain('class="booking__form"');
    // The booking link's own page, as the e-mails link to it, with the token the booking form carries.
    const token = /name="token" value="([^"]+)"/.exec(sentHtml)?.[1];
    expect(token, "the booking form carries its link's token").toBeDefined();
    save("book-token.html", await fetchHtml(`/book/${token}`));

    const requestId = seededRequestId();
    await signInAsAdmin(page, admin);
    await page.waitForURL(/\/admin$/);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    for (const route of adminRoutes(requestId)) {
      const html = await fetchHtml(route, { cookie });
      // Signed in for real: a page that fell back to sign-in would check the wrong markup.
      expect(html, route).not.toContain('action="/api/auth/callback');
      save(fileFor(route), html);
    }
    save("admin-requests-missing.html", await fetchHtml(missingRequestRoute, { cookie }, 404));

    const started = Date.now();
    const errors = nuHtmlErrors(folder);
    console.log(`Nu HTML Checker: ${saved.length} pages, ${errors.length} errors, ${Date.now() - started} ms`);
    for (const error of errors) console.log(`  ${error}`);
    expect(saved.length).toBe(publicRoutes.length + 5 + adminRoutes("x").length);
    expect(errors).toEqual([]);
  });
});

interface Look {
  readonly name: string;
  readonly settings: Partial<AccessibilitySettings>;
}

/**
 * How the pages are checked: as a first visit paints them, in the dark theme (where colors and borders
 * differ most), and with the Low Vision preset, which adds the floating Read page button.
 */
const looks: readonly Look[] = [
  { name: "default", settings: {} },
  { name: "dark", settings: { colorTheme: "dark" } },
  { name: "Low Vision", settings: presetPatch("low-vision", defaultSettings) },
];

async function violationsOn(page: Page, route: string, look: Look, status = 200): Promise<string[]> {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(status);
  if (Object.keys(look.settings).length > 0) {
    // Saved once, on the first page of the look; every later page then loads with them as a returning
    // visitor's does, so it is not loaded a second time to apply them.
    if ((await page.evaluate((key) => localStorage.getItem(key), storageKey)) !== storedValue(look.settings)) {
      await saveSettings(page, look.settings);
      await page.reload();
    }
    await expect(page.locator("html")).toHaveAttribute("data-theme", look.settings.colorTheme ?? "default");
  }
  await waitForShell(page);
  const findings = await equalAccessViolations(page, knownCheckerExceptions);
  return findings
    .filter((finding) => finding.excusedBy === null)
    .map((finding) => `${route} (${look.name}) ${finding.ruleId}: ${finding.message} ${finding.snippet}`);
}

function report(label: string, lines: readonly string[]): void {
  console.log(`IBM Equal Access, ${label}: ${lines.length} violations not covered by a known exception`);
  for (const line of lines) console.log(`  ${line}`);
}

test.describe("IBM's Equal Access engine", () => {
  test.beforeEach(async ({ page }) => {
    await withEqualAccess(page);
  });

  for (const look of looks) {
    test(`finds no violation beyond the known exceptions on the public pages, ${look.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      const lines: string[] = [];
      for (const route of publicRoutes) lines.push(...(await violationsOn(page, route, look)));
      report(`public pages, ${look.name}`, lines);
      expect(lines).toEqual([]);
    });
  }

  for (const look of looks.slice(0, 2)) {

    test(`finds no violation beyond the known exceptions on the admin pages and the confirmation, ${look.name}`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const lines: string[] = [];
      lines.push(...(await violationsOn(page, "/admin/sign-in", look)));
      const admin = await callTaker(browser, `ace-${look.name}`);
      await sendRequest(page, { fullName: "Ace Checker", email: `ace-${look.name.replace(/\W+/g, "-")}-${run}@example.com`, company: `Ace ${run}`, otherTasks: "Checking." });
      await page.waitForURL(/\/form\/sent\?reference=/);
      const sent = new URL(page.url());
      lines.push(...(await violationsOn(page, `${sent.pathname}${sent.search}`, look)));
      await expect(page.locator("form.booking__form")).toBeVisible();
      const token = await page.locator('form.booking__form input[name="token"]').inputValue();
      lines.push(...(await violationsOn(page, `/book/${token}`, look)));
      const requestId = seededRequestId();
      await signInAsAdmin(page, admin);
      await page.waitForURL(/\/admin$/);
      for (const route of adminRoutes(requestId)) lines.push(...(await violationsOn(page, route, look)));
      // Next serves this 404 as its error shell and renders the page in the browser, without the head script
      // that applies saved settings: the theme cannot be set there (reported), so it is checked as first painted.
      if (look.name === "default") lines.push(...(await violationsOn(page, missingRequestRoute, look, 404)));
      report(`admin pages and confirmation, ${look.name}`, lines);
      expect(lines).toEqual([]);
    });
  }

  test("finds no violation beyond the known exceptions with the accessibility panel open", async ({ page }) => {
    await page.goto("/home");
    await waitForShell(page);
    await page.getByRole("button", { name: "Accessibility settings", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Accessibility settings" })).toBeVisible();
    const findings = await equalAccessViolations(page, knownCheckerExceptions);
    const lines = findings.filter((finding) => finding.excusedBy === null).map((finding) => `panel ${finding.ruleId}: ${finding.message} ${finding.snippet}`);
    report("panel open", lines);
    expect(lines).toEqual([]);
  });
});

test.describe("the comparison table on /why-ga", () => {
  test("says its name once: the frame is named by the section's heading, the table by its caption", async ({ page }) => {
    await page.goto("/why-ga");
    const frame = page.getByRole("region", { name: whyComparisonIntro.heading, exact: true });
    await expect(frame).toHaveAttribute("tabindex", "0");
    await expect(frame.getByRole("table", { name: whyComparisonCaption, exact: true })).toHaveCount(1);
    await expect(page.getByRole("region", { name: whyComparisonCaption })).toHaveCount(0);
  });
});

test.describe("forms that name their page instead of an empty action", () => {
  test("without JavaScript the admin's forms post to their own page and work there", async ({ browser }) => {
    const admin = newAdmin("nojs");
    const requestId = seededRequestId();
    const session = await signInOverHttp(site.origin, admin.email, admin.password, "198.51.100.240");
    if (!session.ok) throw new Error(`no session: ${session.error}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(
      session.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.origin };
      }),
    );
    const page = await context.newPage();
    const detail = `/admin/requests/${requestId}`;
    await page.goto(`${site.origin}${detail}`);

    await expect(page.locator("form.status-control__form")).toHaveAttribute("action", detail);
    await page.getByLabel("Change status to").selectOption("contacted");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page).toHaveURL(`${site.origin}${detail}`);
    await expect(page.getByTestId("current-status")).toHaveText(statusLabels.contacted);

    const note = `Called without scripts ${run}`;
    // The note form and the reply form both post to the page itself.
    const pageForms = page.locator("form.admin-note-form");
    await expect(pageForms).toHaveCount(2);
    for (const form of await pageForms.all()) await expect(form).toHaveAttribute("action", detail);
    await page.getByLabel("Add an internal note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();

    await expect(page.locator("form:has(button:text-is('Sign out'))")).toHaveAttribute("action", "/admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signedOut=1$/);
    await context.close();
  });
});
