import { expect, test, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { startEmulators, type RunningEmulators } from "../../scripts/emulators/launch";
import { expectNoAxeViolations } from "./support/axe";
import { serveGapiStandIn } from "./support/gapi-stand-in";
import { mailJourney } from "./support/mail-journey";
import { staffPage } from "./support/request-form";

/**
 * Accepting an invitation with Google, in Chromium against the Authentication emulator (whose sign-in page
 * stands in for Google's), on two server processes configured for Google sign-in, with a real SMTP server on
 * loopback. An owner invites; the e-mail arrives; a Google account of another address is refused in plain words
 * and the link still works; the invitee accepts with the Google account of the invited address and reaches the
 * desk, with no password and no second factor; the link then says it was used. Firestore project only (Google
 * sign-in runs only there). The journey has an Authentication emulator of its own, serving its own project: the
 * emulator signs browsers in to its default project, and the servers verify tokens against the project they
 * store in, a Firestore project of the journey's own on the shared emulator (so nobody else's outbox is flushed).
 * INVITE_SHOTS_DIR, when set, keeps the accept page at 390 and 1280 px.
 */
test.describe("invitations: a colleague accepts with Google", { tag: "@firebase-auth" }, () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  const run = randomUUID().slice(0, 8);
  const olga = { email: `olga-g-${run}@northwind.example`, password: `Violet kettle ${randomUUID().slice(0, 8)} harbor` };
  const eve = { email: `eve-g-${run}@northwind.example`, name: "Eve Googler" };
  const stranger = `someone-else-${run}@gmail.example`;
  const shots = process.env.INVITE_SHOTS_DIR;
  const projectId = `demo-google-invite-${run}`;
  let authEmulator: RunningEmulators | undefined;
  // Registered before the journey's servers start, which are pointed at it.
  test.beforeAll(async () => {
    // firebase-tools starts in about 10 s on an idle machine; CI's two cores are seldom idle.
    test.setTimeout(180_000);
    authEmulator = await startEmulators({ auth: true, projectId });
    if (!authEmulator.auth) throw new Error(`the Authentication emulator did not start: ${authEmulator.missing.join("; ")}`);
  });
  const journey = mailJourney("google-invite", () => ({
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator?.auth ?? "",
    NEXT_PUBLIC_FIREBASE_API_KEY: "demo-api-key",
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
    NEXT_PUBLIC_FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
  }));
  test.afterAll(async () => authEmulator?.stop());

  /** Clicks "Accept with Google" and adds an account of `email` on the emulator's Google sign-in page. */
  async function acceptWithGoogle(page: Page, email: string): Promise<void> {
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Accept with Google" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    await popup.locator(".js-new-account").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#sign-in").click();
  }

  async function hasSession(page: Page): Promise<boolean> {
    return (await page.context().cookies()).some((cookie) => cookie.name.includes("session-token") && cookie.value !== "");
  }

  test.beforeAll(() => {
    const created = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts", "--email", olga.email], {
      env: journey().sites.scriptEnv,
      input: `${olga.password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(created.status, created.stderr).toBe(0);
  });

  test("an owner invites; another Google address is refused and the link still works; the invited address's Google account joins and reaches the desk", async ({ browser }) => {
    const { bases } = journey();
    const olgaPage = await staffPage(browser, bases[0]!, olga, "10.94.0.1");
    await olgaPage.getByLabel("E-mail address").fill(eve.email);
    await olgaPage.getByLabel("Role", { exact: true }).selectOption("member");
    await olgaPage.getByRole("button", { name: "Send invitation" }).click();
    await expect(olgaPage.locator("#team-notice")).toHaveText("Invitation sent. It is listed below until it is accepted.");

    const invitation = await journey().mailTo(eve.email, /invited to join/);
    const link = /https?:\/\/\S+\/admin\/sign-in\/join\/[A-Za-z0-9_-]{43}/.exec(invitation.parsed.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    const joinPath = new URL(link).pathname;

    const eveContext = await browser.newContext({ baseURL: bases[1]!, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": "10.94.0.6" } });
    await serveGapiStandIn(eveContext);
    const evePage = await eveContext.newPage();
    await evePage.goto(joinPath);
    const google = evePage.getByRole("region", { name: "Accept with your Google account" });
    await expect(google).toContainText(`Use the Google account of ${eve.email}.`);
    await expectNoAxeViolations(evePage);
    for (const width of [320, 390]) {
      await evePage.setViewportSize({ width, height: 900 });
      expect(await evePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1280]) {
        await evePage.setViewportSize({ width, height: 900 });
        await evePage.screenshot({ path: path.join(shots, `invite-google-accept-page-${width}.png`), fullPage: true });
      }
    }
    await evePage.setViewportSize({ width: 1280, height: 720 });

    // A Google account of another address: refused in plain words, the name kept, no session, the link untouched.
    await google.getByLabel("Your name").fill(eve.name);
    await acceptWithGoogle(evePage, stranger);
    const refusal = google.getByRole("status");
    await expect(refusal).toContainText(`You signed in with Google as ${stranger}, but this invitation is for ${eve.email}`);
    await expect(google.getByLabel("Your name")).toHaveValue(eve.name);
    expect(await hasSession(evePage)).toBe(false);
    await expectNoAxeViolations(evePage);
    await olgaPage.reload();
    await expect(olgaPage.getByRole("table", { name: "Invitations not yet accepted, oldest first" }).getByRole("row", { name: new RegExp(eve.email) })).toBeVisible();

    // The invited address's Google account: the claim is set, and she signs in with Google straight to the desk.
    await acceptWithGoogle(evePage, eve.email);
    await evePage.waitForURL((url) => url.pathname === "/admin", { timeout: 60_000 });
    await expect(evePage.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    expect(await hasSession(evePage)).toBe(true);

    // The link has done its work.
    const used = await eveContext.newPage();
    await used.goto(joinPath);
    await expect(used.getByRole("heading", { level: 1, name: "This invitation was already used" })).toBeVisible();
    await expect(used.getByRole("textbox")).toHaveCount(0);
    await expect(used.getByRole("button", { name: "Accept with Google" })).toHaveCount(0);

    // The team page lists her by the name she gave, as a member; nothing is pending any more.
    await olgaPage.goto("/admin/team");
    await expect(olgaPage.getByRole("table", { name: "Admins, by name" }).getByRole("row", { name: new RegExp(eve.name) })).toContainText("Member");
    await expect(olgaPage.getByText("No invitations are waiting.")).toBeVisible();
    await olgaPage.context().close();
    await eveContext.close();
  });
});
