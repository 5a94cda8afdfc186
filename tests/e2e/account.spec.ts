import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { expectNoAxeViolations } from "./support/axe";
import { startSitesOnOneStore, type SitesOnOneStore } from "./support/own-site";
import { storeEnv, type SiteMetadata } from "./support/site";

/**
 * An admin's own account page, on two server processes of this build with the second factor on and one
 * store (the sqlite project on one data folder, the firestore project on the emulator): the admin sees their
 * sessions by device, changes their password (the old one is then refused at sign-in, and their session on
 * the other process meets sign-in), makes new recovery codes (an old one is refused, a new one accepted) and
 * ends another session. axe and 320 px reflow on the page; shots at 390 and 1280 px when ACCOUNT_SHOTS_DIR is set.
 */

const PERIOD_MS = 30_000;
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
let sites: SitesOnOneStore | undefined;
let bases: readonly string[] = [];

const admin = {
  email: `account-${randomUUID().slice(0, 8)}@example.com`,
  password: `Plum orbit ${randomUUID().slice(0, 8)} lantern`,
  next: `Violet meadow ${randomUUID().slice(0, 8)} harbor`,
};
let secret = "";
let lastUsedStep = 0;

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

function appCode(): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });
}

/** Waits for a time step after the last one used, as a person would wait for the app's next code. */
async function freshCode(): Promise<string> {
  while (stepNow() <= lastUsedStep) await new Promise((resolve) => setTimeout(resolve, 250));
  lastUsedStep = stepNow();
  return appCode();
}

async function device(browser: Browser, base: string, userAgent: string, client: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, userAgent, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": client } });
  return { context, page: await context.newPage() };
}

async function enterPassword(page: Page, password: string): Promise<void> {
  await page.goto("/admin");
  await page.waitForURL(/\/admin\/sign-in\?/);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.waitForURL(/\/admin\/sign-in\/code\?/);
  await page.getByLabel("Six-digit code or recovery code").fill(code);
  await page.getByLabel("Six-digit code or recovery code").press("Enter");
}

async function expectDashboard(page: Page): Promise<void> {
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
}

/** Nothing runs off the side at 320 px; shots at a phone's and a desktop's width when asked. */
async function reflowAndShoot(page: Page, name: string): Promise<void> {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  const dir = process.env.ACCOUNT_SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${test.info().project.name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("an admin's own account @store", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test.beforeAll(async () => {
    // The hook's own time, which the describe's timeout does not set: two servers (60 s at most) and admin:create
    // (60 s at most). On the default 45 s a loaded machine ran out before the servers answered.
    test.setTimeout(150_000);
    const metadata = test.info().project.metadata as SiteMetadata;
    // A project of its own on the shared emulator; the second factor on, as every deployment has it.
    const store = metadata.store === "firestore" ? { ...storeEnv(metadata), FIREBASE_PROJECT_ID: `demo-account-${randomUUID().slice(0, 8)}` } : storeEnv(metadata);
    sites = await startSitesOnOneStore(2, { ...store, ADMIN_SECOND_FACTOR: "on" }, 60_000);
    ({ bases } = sites);
    const created = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts", "--email", admin.email], {
      env: { ...sites.sites[0]!.env, NODE_ENV: "production" },
      input: `${admin.password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(created.status, created.stderr).toBe(0);
  });

  test.afterAll(() => sites?.stop());

  test("sessions by device, a new password, new recovery codes, another session ended", async ({ browser }) => {
    // The desk on Firefox on Windows, on the first process: the first sign-in sets the app up.
    const desk = await device(browser, bases[0]!, FIREFOX_WINDOWS, "10.47.0.1");
    await enterPassword(desk.page, admin.password);
    await desk.page.waitForURL(/\/admin\/sign-in\/set-up\?/);
    secret = ((await desk.page.locator(".admin-setup-key code").textContent()) ?? "").replace(/ /g, "");
    lastUsedStep = stepNow();
    await desk.page.getByLabel("Six-digit code").fill(appCode());
    await desk.page.getByLabel("Six-digit code").press("Enter");
    await expect(desk.page.getByRole("heading", { level: 2, name: "Save your recovery codes" })).toBeFocused();
    const oldCodes = (await desk.page.getByRole("list", { name: "Recovery codes" }).locator("code").allTextContents()).map((code) => code.trim());
    expect(oldCodes).toHaveLength(10);
    await desk.page.getByRole("button", { name: "I have saved them: continue" }).click();
    await expectDashboard(desk.page);

    // A phone, on the second process, signs in with one of those recovery codes.
    const phone = await device(browser, bases[1]!, SAFARI_IPHONE, "10.47.0.2");
    await enterPassword(phone.page, admin.password);
    await enterCode(phone.page, oldCodes[0]!);
    await expectDashboard(phone.page);

    // The account page, from the admin bar, lists both sessions by device, this one marked.
    await desk.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
    await desk.page.waitForURL(/\/admin\/account$/);
    await expect(desk.page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const sessions = desk.page.getByRole("table", { name: "Your signed-in sessions, the most recently active first" });
    await expect(sessions.getByRole("row", { name: /Firefox on Windows/ })).toContainText("This session");
    await expect(sessions.getByRole("row", { name: /Safari on iPhone/ }).getByRole("button", { name: /^End the session on Safari on iPhone/ })).toBeVisible();
    await expect(desk.page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expectNoAxeViolations(desk.page);
    await reflowAndShoot(desk.page, "account");

    // A wrong current password and a weak new one are refused, each beside its field; nothing changes.
    await desk.page.getByLabel("Current password").fill("not my password at all");
    await desk.page.getByLabel("New password").fill("123456789012");
    await desk.page.getByRole("button", { name: "Change password" }).click();
    await expect(desk.page.getByText("That is not your current password.")).toBeVisible();
    await expect(desk.page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(desk.page.getByLabel("New password")).toHaveAttribute("aria-invalid", "true");
    await expect(desk.page.getByLabel("Current password")).toHaveValue("");
    await expectNoAxeViolations(desk.page);

    // The right one: the password changes, the phone's session ends, this one stays.
    await desk.page.getByLabel("Current password").fill(admin.password);
    await desk.page.getByLabel("New password").fill(admin.next);
    await desk.page.getByRole("button", { name: "Change password" }).click();
    await expect(desk.page.getByRole("status").filter({ hasText: "Your password has changed, and your other session has ended." })).toBeVisible();
    await phone.page.goto("/admin");
    await expect(phone.page).toHaveURL(/\/admin\/sign-in/);
    await desk.page.reload();
    await expect(desk.page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(sessions.getByRole("row")).toHaveCount(2);

    // The old password is refused at sign-in, on the other process.
    await enterPassword(phone.page, admin.password);
    await expect(phone.page.getByText("Invalid e-mail or password.")).toBeVisible();

    // New recovery codes, after the app's current code: shown once.
    await desk.page.getByLabel("The code your app shows now, or a recovery code").fill(await freshCode());
    await desk.page.getByRole("button", { name: "Make ten new codes" }).click();
    await expect(desk.page.getByRole("heading", { name: "New recovery codes", level: 3 })).toBeFocused();
    await expect(desk.page.locator(".account-codes .admin-recovery-codes code")).toHaveCount(10);
    const newCodes = (await desk.page.locator(".account-codes .admin-recovery-codes code").allTextContents()).map((code) => code.trim());
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    await expect(desk.page.getByRole("button", { name: "Copy the codes" })).toBeVisible();
    await expect(desk.page.getByRole("button", { name: "Print the codes" })).toBeVisible();
    await expectNoAxeViolations(desk.page);

    // An old code is refused at sign-in, a new one accepted.
    await enterPassword(phone.page, admin.next);
    await enterCode(phone.page, oldCodes[1]!);
    await expect(phone.page.getByText(/That code is not right/)).toBeVisible();
    await phone.page.getByLabel("Six-digit code or recovery code").fill(newCodes[0]!);
    await phone.page.getByLabel("Six-digit code or recovery code").press("Enter");
    await expectDashboard(phone.page);

    // The desk ends the phone's session from the list: its next request, on the other process, meets sign-in.
    await desk.page.goto("/admin/account");
    await sessions.getByRole("row", { name: /Safari on iPhone/ }).getByRole("button", { name: /^End the session on Safari on iPhone/ }).click();
    await expect(desk.page.locator("#sessions-notice")).toHaveText("That session has ended: its next request meets the sign-in page.");
    await expect(sessions.getByRole("row", { name: /Safari on iPhone/ })).toHaveCount(0);
    await phone.page.goto("/admin");
    await expect(phone.page).toHaveURL(/\/admin\/sign-in/);
    await desk.page.goto("/admin");
    await expectDashboard(desk.page);
    await desk.context.close();
    await phone.context.close();
  });
});
