import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { formPath, minimumFillMs } from "./delegation-posts";

export interface Visitor {
  readonly fullName: string;
  readonly email: string;
  readonly company: string;
  readonly otherTasks: string;
  /** The form's time-zone choice; Los Angeles when not given. */
  readonly timeZone?: string;
}

/**
 * A browser context for one visitor, with JavaScript on or off.
 * - Its own client to the rate limiter (the e2e server trusts one proxy hop), so tests never spend each
 *   other's allowance.
 * - Reduced motion: filling a field scrolls it into view smoothly, and a click sent at machine speed while
 *   that scroll still runs can land beside the next radio button (a failing run's trace showed the page moving
 *   10 px during the click). These tests are about the form, not the scrolling, which the focus-visibility
 *   spec covers.
 * `more` adds options (a base URL for a spec's own servers) and replaces the default London time zone.
 */
export async function newVisitor(browser: Browser, javaScriptEnabled = true, more: BrowserContextOptions = { timezoneId: "Europe/London" }) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return browser.newContext({
    javaScriptEnabled,
    reducedMotion: "reduce",
    ...more,
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
  });
}

/** Fills in every field of the public request form for this visitor, on the page already open. */
export async function fillRequest(page: Page, visitor: Visitor): Promise<void> {
  await page.getByLabel("Full name").fill(visitor.fullName);
  await page.getByLabel("Work e-mail").fill(visitor.email);
  await page.getByLabel("Company").fill(visitor.company);
  await page.getByLabel("A business (in-house team)").check();
  await page.getByRole("checkbox", { name: "SEO", exact: true }).check();
  await page.getByLabel("Other tasks, in your own words").fill(visitor.otherTasks);
  await page.getByLabel("Part-time (about 20 hours a week)").check();
  await page.getByLabel("Within a month").check();
  await page.getByLabel("$4,000–$7,999 a month").check();
  await page.getByLabel("Your time zone").selectOption(visitor.timeZone ?? "America/Los_Angeles");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
}

/** The prospect's side in a browser: opens the public request form, fills it in for this visitor and sends it. */
export async function sendRequest(page: Page, visitor: Visitor): Promise<void> {
  // No smooth scrolling under the clicks (the reason is beside newVisitor).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(formPath);
  await fillRequest(page, visitor);
  await page.waitForTimeout(minimumFillMs);
  await page.getByRole("button", { name: "Send my request" }).click();
}

/** Signs in on the admin sign-in page with an e-mail and password, starting from `startAt`. */
export async function signInAsAdmin(page: Page, as: { readonly email: string; readonly password: string }, startAt = "/admin"): Promise<void> {
  await page.goto(startAt);
  await page.waitForURL(/\/admin\/sign-in/);
  await page.getByLabel("E-mail").fill(as.email);
  await page.getByLabel("Password").fill(as.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * An admin (created already, signing in with a password alone) signs in on `baseURL` and gives their name on
 * the team page: from then on buyers are offered their times, as a real admin's are once they have a name.
 */
export async function becomeCallTaker(browser: Browser, baseURL: string, as: { readonly email: string; readonly password: string }, name: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, as, "/admin/team");
    await page.waitForURL((url) => url.pathname === "/admin/team", { timeout: 60_000 });
    await page.getByLabel("Your name").fill(name);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  } finally {
    await context.close();
  }
}

/**
 * A signed-in admin's page on `baseURL`, as their own client (their X-Forwarded-For, motion reduced), open at
 * `landing` once signed in.
 */
export async function staffPage(browser: Browser, baseURL: string, as: { readonly email: string; readonly password: string }, client: string, landing = "/admin/team"): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": client } });
  const page = await context.newPage();
  await signInAsAdmin(page, as, landing);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
  return page;
}
