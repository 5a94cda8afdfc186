import { expect, test, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { expectNoAxeViolations } from "./support/axe";
import { secretsOf, startSitesOnOneStore, type SitesOnOneStore } from "./support/own-site";
import { storeEnv, type SiteMetadata, type StoreEnv } from "./support/site";

/**
 * The second factor as a team member meets it, on two server processes of this build with the factor on
 * (as every deployment has it) and one store: setting it up at the first sign-in by keyboard alone, signing
 * in with a code an authenticator app (otpauth, here) computes, the same code refused on the other process,
 * a recovery code taken once, a lost phone reset from the command line, and an old weak password replaced.
 * axe checks each new page. The sqlite project runs it on one data folder, the firestore project on the emulator.
 */

const PERIOD_MS = 30_000;
let dataDir = "";
let store: StoreEnv = {};
let sites: SitesOnOneStore | undefined;
let bases: readonly string[] = [];

const admin = { email: `factor-${randomUUID().slice(0, 8)}@example.com`, password: `Plum orbit ${randomUUID().slice(0, 8)} lantern` };
let secret = "";
let recoveryCodes: string[] = [];
let lastUsedStep = 0;

function script(name: string, args: readonly string[], input?: string) {
  return spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", ...(sites ? secretsOf(sites.sites[0]!) : {}), ...store },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** What the admin's phone shows: the app's own TOTP, with the defaults every app assumes. */
function appCode(at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** Waits for a time step after the last one used, as a person would wait for the app's next code. */
async function waitForFreshStep(): Promise<void> {
  while (stepNow() <= lastUsedStep) await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Moves focus with Tab (never a click) until it reaches `target`. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The first step by keyboard: e-mail, password, Enter. */
async function enterPassword(page: Page, base: string, password = admin.password): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.waitForURL(/\/admin\/sign-in\?/);
  await typeInto(page, page.getByLabel("E-mail"), admin.email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), password);
  await page.keyboard.press("Enter");
}

async function enterCode(page: Page, code: string): Promise<void> {
  await typeInto(page, page.getByLabel("Six-digit code or recovery code"), code);
  await page.keyboard.press("Enter");
}

async function expectDashboard(page: Page, base: string): Promise<void> {
  await page.waitForURL(`${base}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
}

/** The set-up page by keyboard: reads the key as shown, confirms with the app's code, keeps the recovery codes, goes on. */
async function enroll(page: Page): Promise<{ key: string; codes: string[] }> {
  await page.waitForURL(/\/admin\/sign-in\/set-up\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
  const qr = page.getByRole("img", { name: /QR code that adds this site's admin sign-in/ });
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const shown = (await page.locator(".admin-setup-key code").textContent()) ?? "";
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const key = shown.replace(/ /g, "");
  // A screen reader hears it character by character, a group at a time.
  await expect(page.locator(".admin-setup-key .visually-hidden")).toContainText(`${[...key.slice(0, 4)].join(" ")}, ${[...key.slice(4, 8)].join(" ")}`);
  await expectNoAxeViolations(page);
  // The copy button, by keyboard, puts the key itself (no spaces) on the clipboard.
  await tabTo(page, page.getByRole("button", { name: "Copy the setup key" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Setup key copied." })).toBeVisible();
  // The site's Permissions-Policy keeps script from reading the clipboard: paste it, as a person would.
  const codeField = page.getByLabel("Six-digit code");
  await tabTo(page, codeField);
  await page.keyboard.press("ControlOrMeta+V");
  await expect(codeField).toHaveValue(key);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");

  secret = key;
  await typeInto(page, codeField, appCode());
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 2, name: "Save your recovery codes" });
  await expect(heading).toBeFocused();
  lastUsedStep = stepNow();
  const codes = (await page.getByRole("list", { name: "Recovery codes" }).locator("code").allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole("button", { name: "I have saved them: continue" }));
  await page.keyboard.press("Enter");
  return { key, codes };
}

test.describe("a password admin's second factor @store", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test.beforeAll(async () => {
    store = storeEnv(test.info().project.metadata as SiteMetadata);
    // What a deployment runs with: the factor required (unset works the same).
    sites = await startSitesOnOneStore(2, { ...store, ADMIN_SECOND_FACTOR: "on" }, 60_000);
    ({ bases, dataDir } = sites);
  });

  test.afterAll(() => sites?.stop());

  test("admin:create refuses a weak password and says why", () => {
    // The rule and its messages do not depend on the store (tests/unit/features/auth/password-rule.test.ts holds the
    // rule): the sqlite project runs the refusals, each a script run, and both projects the creation below.
    test.skip((test.info().project.metadata as SiteMetadata).store !== "sqlite", "the password rule is the same on either store");
    const common = script("admin-create", ["--email", admin.email], "123456789012\n");
    expect(common.status).toBe(1);
    expect(common.stderr).toContain("This is a common password or a single dictionary word");
    const brand = script("admin-create", ["--email", admin.email], "OpenSeat rules 2026\n");
    expect(brand.status).toBe(1);
    expect(brand.stderr).toContain("Do not build the password from the company's name");
    const own = script("admin-create", ["--email", admin.email], `${admin.email.split("@")[0]} is me!\n`);
    expect(own.stderr).toContain("your own e-mail address");
    const short = script("admin-create", ["--email", admin.email], "too-short\n");
    expect(short.stderr).toContain("Use at least 12 characters");
  });

  test("admin:create takes a strong password", () => {
    const created = script("admin-create", ["--email", admin.email], `${admin.password}\n`);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
  });

  test("the first sign-in sets up the app by keyboard alone, then opens the admin area", async ({ page }) => {
    await enterPassword(page, bases[0]!);
    const enrolled = await enroll(page);
    recoveryCodes = enrolled.codes;
    await expectDashboard(page, bases[0]!);
  });

  test("a half-done sign-in gets no admin data: the code page's cookie is not a session", async ({ page, request }) => {
    await enterPassword(page, bases[0]!);
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    expect(cookie).toContain("openseat.admin-sign-in=");
    for (const target of ["/admin", "/admin/export"]) {
      const response = await request.get(`${bases[0]}${target}`, { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), target).toBeGreaterThanOrEqual(300);
      expect(response.headers()["content-type"] ?? "", target).not.toContain("text/csv");
    }
    // Nor can it be turned into one without the code.
    const { csrfToken } = (await (await request.get(`${bases[0]}/api/auth/csrf`, { headers: { cookie } })).json()) as { csrfToken: string };
    const jar = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const attempt = await request.post(`${bases[0]}/api/auth/callback/password`, {
      headers: { origin: bases[0]!, cookie: `${cookie}; ${jar}` },
      form: { csrfToken, json: "true", callbackUrl: "/admin" },
    });
    expect(JSON.stringify(await attempt.json())).toContain("error=SignInExpired");
    // The one-request form, e-mail and password alone, is refused while the factor is on.
    const direct = await request.post(`${bases[0]}/api/auth/callback/password`, {
      headers: { origin: bases[0]!, cookie: jar },
      form: { csrfToken, json: "true", callbackUrl: "/admin", email: admin.email, password: admin.password },
    });
    expect(JSON.stringify(await direct.json())).toContain("error=SecondFactorRequired");
  });

  test("a later sign-in takes the app's code, and the same code is refused on the other server process", async ({ page, browser }) => {
    await waitForFreshStep();
    const code = appCode();
    await enterPassword(page, bases[0]!);
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    await expectNoAxeViolations(page);
    await enterCode(page, code);
    await expectDashboard(page, bases[0]!);
    lastUsedStep = stepNow();

    // A browser of its own (axe needs a page from a context), as a second person or device would have.
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await enterPassword(other, bases[1]!);
      await other.waitForURL(/\/admin\/sign-in\/code\?/);
      await enterCode(other, code);
      const refusal = other.getByRole("region", { name: /^That code is not right\./ });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeFocused();
      await expectNoAxeViolations(other);
      await other.goto(`${bases[1]}/admin`);
      await expect(other).toHaveURL(/\/admin\/sign-in\?/);
    } finally {
      await context.close();
    }
  });

  test("a recovery code signs in once, on either process, and never again", async ({ page, browser, request }) => {
    const code = recoveryCodes[0]!;
    await enterPassword(page, bases[1]!);
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    await enterCode(page, code);
    await expectDashboard(page, bases[1]!);

    // The finished sign-in was spent on that session: its cookie, replayed, gets no second one on either process.
    const pending = (await page.context().cookies()).find(({ name }) => name === "openseat.admin-sign-in");
    expect(pending, "the browser keeps the pending sign-in's cookie").toBeDefined();
    for (const base of bases) {
      const { csrfToken } = (await (await request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
      const jar = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
      const replay = await request.post(`${base}/api/auth/callback/password`, {
        headers: { origin: base, cookie: `${pending!.name}=${pending!.value}; ${jar}` },
        form: { csrfToken, json: "true", callbackUrl: "/admin" },
      });
      expect(replay.status(), base).toBe(401);
      expect(JSON.stringify(await replay.json()), base).toContain("error=SignInExpired");
      expect(replay.headersArray().filter(({ name, value }) => name.toLowerCase() === "set-cookie" && /session-token=[^;]/.test(value)), base).toEqual([]);
    }

    // A browser of its own (axe needs a page from a context), as a second person or device would have.
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await enterPassword(other, bases[0]!);
      await other.waitForURL(/\/admin\/sign-in\/code\?/);
      await enterCode(other, code);
      await expect(other.getByRole("region", { name: /^That code is not right\./ })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("admin:reset-factor ends the admin's sessions and the next sign-in sets up a new app", async ({ page }) => {
    await waitForFreshStep();
    await enterPassword(page, bases[0]!);
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    await enterCode(page, appCode());
    await expectDashboard(page, bases[0]!);
    lastUsedStep = stepNow();

    const reset = script("admin-reset-factor", [admin.email]);
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toContain(`Cleared the second factor and recovery codes of ${admin.email}`);
    // The session signed in before the reset has ended.
    await page.goto(`${bases[0]}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in\?/);

    const oldSecret = secret;
    await enterPassword(page, bases[1]!);
    const enrolled = await enroll(page);
    expect(enrolled.key).not.toBe(oldSecret);
    expect(enrolled.codes).not.toContain(recoveryCodes[1]);
    recoveryCodes = enrolled.codes;
    await expectDashboard(page, bases[1]!);
  });

  test("an admin whose stored password fails the rule sets a new one after the code", async ({ page }) => {
    test.skip((test.info().project.metadata as SiteMetadata).store !== "sqlite", "writes the old hash straight into the SQLite file");
    // As an account created before the rule would have it: scrypt at the site's format, of a common password.
    const weak = "password1234";
    const salt = randomBytes(16);
    const hash = scryptSync(weak, salt, 64, { N: 1024, r: 8, p: 1 });
    const db = new Database(path.join(dataDir, "openseat.sqlite"));
    try {
      db.prepare("UPDATE admins SET password_hash = ? WHERE email = ?").run(
        ["scrypt", 1024, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$"),
        admin.email,
      );
    } finally {
      db.close();
    }

    await waitForFreshStep();
    await enterPassword(page, bases[0]!, weak);
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    await enterCode(page, appCode());
    lastUsedStep = stepNow();
    await page.waitForURL(/\/admin\/sign-in\/new-password\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, page.getByLabel("New password", { exact: true }), "baseball1234");
    await typeInto(page, page.getByLabel("Repeat the new password"), "baseball1234");
    await page.keyboard.press("Enter");
    const refusal = page.getByRole("region", { name: /^This password is too easy to guess/ });
    await expect(refusal).toBeFocused();
    await expectNoAxeViolations(page);

    const strong = `Velvet ${randomUUID().slice(0, 6)} harbor kite`;
    await page.getByLabel("New password", { exact: true }).clear();
    await page.getByLabel("Repeat the new password").clear();
    await typeInto(page, page.getByLabel("New password", { exact: true }), strong);
    await typeInto(page, page.getByLabel("Repeat the new password"), strong);
    await page.keyboard.press("Enter");
    await expectDashboard(page, bases[0]!);
    admin.password = strong;
  });
});
