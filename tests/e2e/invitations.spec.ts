import { expect, test, type Browser, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { hiddenInputs } from "../../scripts/bench/hidden-inputs";
import { expectNoAxeViolations } from "./support/axe";
import { mailJourney } from "./support/mail-journey";
import { rawRequest } from "./support/raw-http";
import { newVisitor, sendRequest } from "./support/request-form";
import { runSiteScript } from "./support/site";

/**
 * A team grows by invitation: two server processes from one build on one store, the second factor required as
 * in a deployment, a real SMTP server on loopback. An owner (made by admin:create) invites a colleague from the
 * team page; the e-mail arrives; the colleague opens the link on the other process, chooses a name and a
 * password, sets up the second factor as a first sign-in does, lands on the desk and adds a note to a lead. The
 * link then says it was used. A member sees no invite form, and their direct post is refused with a WARNING line.
 * INVITE_SHOTS_DIR, when set, keeps the e-mail (HTML, text) and the pages at 390 and 1280 px.
 */
test.describe("invitations: a colleague joins the team", () => {
  test.describe.configure({ mode: "serial", timeout: 420_000 });

  const run = randomUUID().slice(0, 8);
  const olga = { email: `olga-${run}@northwind.example`, password: `Violet kettle ${randomUUID().slice(0, 8)} harbor` };
  const max = { email: `max-${run}@northwind.example`, password: `Amber canyon ${randomUUID().slice(0, 8)} ledger` };
  const eve = { email: `eve-${run}@northwind.example`, password: `Quiet meadow ${randomUUID().slice(0, 8)} falcon`, name: "Eve Joiner" };
  const shots = process.env.INVITE_SHOTS_DIR;
  const journey = mailJourney("invite", { ADMIN_SECOND_FACTOR: "on" });
  let bases: readonly string[] = [];

  const mailTo = (to: string, subject: RegExp, base?: string) => journey().mailTo(to, subject, { base });

  /** admin:create against the journey's store; its output, which names the role given. */
  const createAdmin = (admin: { email: string; password: string }, args: readonly string[] = []) => runSiteScript(journey().sites, "scripts/admin-create.ts", ["--email", admin.email, ...args], `${admin.password}\n`);

  /** The first sign-in's set-up page: the key as shown, the app's code for it, the recovery codes, then on. */
  async function enroll(page: Page) {
    await page.waitForURL(/\/admin\/sign-in\/set-up\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
    const key = ((await page.locator(".admin-setup-key code").textContent()) ?? "").replace(/ /g, "");
    await page.getByLabel("Six-digit code").fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
    await page.getByLabel("Six-digit code").press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Save your recovery codes" })).toBeVisible();
    await page.getByRole("button", { name: "I have saved them: continue" }).click();
  }

  async function signInFirstTime(browser: Browser, base: string, admin: { email: string; password: string }, client: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: base, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": client } });
    const page = await context.newPage();
    await page.goto("/admin/team");
    await page.waitForURL(/\/admin\/sign-in/);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await enroll(page);
    await page.waitForURL(/\/admin\/team/);
    return page;
  }

  /** Reflows at 320 px; kept at 390 and 1280 px when INVITE_SHOTS_DIR names a folder. */
  async function reflowAndShoot(page: Page, name: string) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(shots, `invite-${name}-${test.info().project.name}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  test.beforeAll(() => {
    ({ bases } = journey());
    createAdmin(olga);
    createAdmin(max, ["--role", "member"]);
  });

  test("@store an owner invites; the colleague accepts with a password and a second factor and works a lead; a member cannot invite", async ({ browser }) => {
    const olgaPage = await signInFirstTime(browser, bases[0]!, olga, "10.93.0.1");

    // A refusal keeps what was typed beside its field.
    await olgaPage.getByLabel("E-mail address").fill("not an address");
    await olgaPage.getByRole("button", { name: "Send invitation" }).click();
    await expect(olgaPage.locator("#invite-address-error")).toContainText("Enter an e-mail address");
    await expect(olgaPage.getByLabel("E-mail address")).toHaveValue("not an address");
    await expect(olgaPage.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    // An address that already has an account is said so, to the owner.
    await olgaPage.getByLabel("E-mail address").fill(max.email);
    await olgaPage.getByRole("button", { name: "Send invitation" }).click();
    await expect(olgaPage.locator("#invite-address-error")).toContainText("already has an account");

    await olgaPage.getByLabel("E-mail address").fill(eve.email.toUpperCase());
    await olgaPage.getByLabel("Role", { exact: true }).selectOption("member");
    await olgaPage.getByRole("button", { name: "Send invitation" }).click();
    await expect(olgaPage.locator("#team-notice")).toHaveText("Invitation sent. It is listed below until it is accepted.");
    const pending = olgaPage.getByRole("table", { name: "Invitations not yet accepted, oldest first" });
    await expect(pending.getByRole("row", { name: new RegExp(eve.email) })).toContainText("Member");
    await expectNoAxeViolations(olgaPage);
    await reflowAndShoot(olgaPage, "team-page");

    // The e-mail arrives, delivered by the other process.
    const invitation = await mailTo(eve.email, /invited to join/);
    const link = /https?:\/\/\S+\/admin\/sign-in\/join\/[A-Za-z0-9_-]{43}/.exec(invitation.parsed.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    expect(invitation.parsed.text).toContain("invited you to the team as a member");
    expect(invitation.parsed.text).toMatch(/until \w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M .+\(UTC[+-]\d\d:\d\d\)/);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      writeFileSync(path.join(shots, `invite-mail-${test.info().project.name}.html`), String(invitation.parsed.html ?? ""));
      writeFileSync(path.join(shots, `invite-mail-${test.info().project.name}.txt`), String(invitation.parsed.text ?? ""));
    }
    const joinPath = new URL(link).pathname;

    // Opening the link changes nothing and is never cached.
    const opened = await rawRequest(bases[1]!, joinPath, { headers: { "x-forwarded-for": "10.93.0.5" } });
    expect(opened.status).toBe(200);
    expect(String(opened.headers["cache-control"])).toContain("no-store");

    // The colleague, on the other process: a weak password is refused with its reason, the name kept.
    const eveContext = await browser.newContext({ baseURL: bases[1]!, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": "10.93.0.6" } });
    const evePage = await eveContext.newPage();
    await evePage.goto(joinPath);
    await expect(evePage.getByRole("heading", { level: 1 })).toContainText("sales desk");
    await expect(evePage.getByText(`with the address ${eve.email}`)).toBeVisible();
    await expectNoAxeViolations(evePage);
    await reflowAndShoot(evePage, "accept-page");
    await evePage.getByLabel("Your name").fill(eve.name);
    await evePage.getByLabel("Choose a password").fill("password");
    await evePage.getByLabel("Repeat the password").fill("password");
    await evePage.getByRole("button", { name: "Create my account" }).click();
    await expect(evePage.locator("#join-password-error")).toContainText("at least 12 characters");
    await expect(evePage.getByLabel("Your name")).toHaveValue(eve.name);
    await expectNoAxeViolations(evePage);
    await evePage.getByLabel("Choose a password").fill(eve.password);
    await evePage.getByLabel("Repeat the password").fill(eve.password);
    await evePage.getByRole("button", { name: "Create my account" }).click();
    await enroll(evePage);
    await evePage.waitForURL((url) => url.pathname === "/admin");
    await expect(evePage.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();

    // The link has done its work: it says so in plain words and offers nothing else.
    const used = await eveContext.newPage();
    await used.goto(joinPath);
    await expect(used.getByRole("heading", { level: 1, name: "This invitation was already used" })).toBeVisible();
    await expect(used.getByRole("textbox")).toHaveCount(0);
    await expectNoAxeViolations(used);

    // She works a lead: a buyer's request, a note on it.
    const visitor = await newVisitor(browser, true, { baseURL: bases[1]! });
    const buyerPage = await visitor.newPage();
    await sendRequest(buyerPage, { fullName: "Jane Joiner", email: `buyer-${run}@acme-invite.example`, company: "Acme Invite Ltd", otherTasks: "A weekly report", timeZone: "Europe/London" });
    await buyerPage.waitForURL(/reference=DR-/);
    const reference = new URL(buyerPage.url()).searchParams.get("reference") ?? "";
    await visitor.close();
    await evePage.goto(`/admin?q=${encodeURIComponent("Acme Invite")}`);
    await evePage.getByRole("link", { name: reference }).click();
    await evePage.getByLabel("Add an internal note").fill("Welcomed them on my first day.");
    await evePage.getByRole("button", { name: "Add note" }).click();
    await expect(evePage.getByText("Welcomed them on my first day.")).toBeVisible();

    // The team page lists her by the name she gave, as a member; the invitation is no longer pending.
    await olgaPage.goto("/admin/team");
    await expect(olgaPage.getByRole("table", { name: "Admins, by name" }).getByRole("row", { name: new RegExp(eve.name) })).toContainText("Member");
    await expect(olgaPage.getByText("No invitations are waiting.")).toBeVisible();

    // A member sees no invite form; posting the owner's form directly is refused, with a WARNING line.
    const maxPage = await signInFirstTime(browser, bases[1]!, max, "10.93.0.2");
    await expect(maxPage.getByRole("heading", { name: "Invite a colleague" })).toHaveCount(0);
    await expect(maxPage.getByLabel("E-mail address")).toHaveCount(0);
    const ownerHtml = await (await olgaPage.request.get("/admin/team")).text();
    const at = ownerHtml.indexOf('id="invite-address"');
    const formHtml = ownerHtml.slice(ownerHtml.lastIndexOf("<form", at), ownerHtml.indexOf("</form>", at));
    const multipart: Record<string, string> = Object.fromEntries(hiddenInputs(formHtml));
    const posted = await maxPage.request.post(`${bases[1]!}/admin/team`, {
      multipart: { ...multipart, address: `stranger-${run}@northwind.example`, role: "owner" },
      headers: { origin: bases[1]! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBeLessThan(500);
    await expect
      .poll(() => journey().sites.output().split("\n").some((line) => line.includes('"admin.owner_action_refused"') && line.includes('"severity":"WARNING"') && line.includes('"invite"')))
      .toBe(true);
    await olgaPage.reload();
    await expect(olgaPage.getByText(`stranger-${run}`)).toHaveCount(0);
    await olgaPage.context().close();
    await maxPage.context().close();
    await eveContext.close();
  });
});
