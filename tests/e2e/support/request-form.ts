import type { Page } from "@playwright/test";

export interface Visitor {
  readonly fullName: string;
  readonly email: string;
  readonly company: string;
  readonly otherTasks: string;
}

/** The prospect's side in a browser: fills in the public request form for this visitor and sends it. */
export async function sendRequest(page: Page, visitor: Visitor): Promise<void> {
  // No smooth scrolling under the clicks (the reason is beside newVisitor in the delegation spec).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/delegation-tasks-guide/form");
  await page.getByLabel("Full name").fill(visitor.fullName);
  await page.getByLabel("Work e-mail").fill(visitor.email);
  await page.getByLabel("Company").fill(visitor.company);
  await page.getByLabel("A business (in-house team)").check();
  await page.getByRole("checkbox", { name: "SEO", exact: true }).check();
  await page.getByLabel("Other tasks, in your own words").fill(visitor.otherTasks);
  await page.getByLabel("Part-time (about 20 hours a week)").check();
  await page.getByLabel("Within a month").check();
  await page.getByLabel("$4,000–$7,999 a month").check();
  await page.getByLabel("Your time zone").selectOption("America/Los_Angeles");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  await page.waitForTimeout(3100); // The form refuses submissions faster than a person could fill it.
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
