import { expect, test, type Browser, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { signInMessages } from "../../features/admin/admin-copy";
import { unsignedIdToken } from "../support/unsigned-id-token";
import { serveGapiStandIn } from "./support/gapi-stand-in";
import { siteUnderTest, type Site } from "./support/site";

/**
 * "Sign in with Google" in Chromium against the Authentication emulator, whose own sign-in page stands
 * in for Google's; the server verifies every ID token with firebase-admin against the emulator. Runs in
 * the Firestore project only (playwright.config.ts), whose server is configured for Firebase.
 */
const run = randomUUID().slice(0, 8);
const adminEmail = `google-admin-${run}@example.com`;
const memberEmail = `google-member-${run}@example.com`;
const notAdmin = signInMessages.GoogleNotAdmin;

let site: Site;

/** Each test is its own client to the sign-in throttle (5 failures per 15 minutes per client). */
const clientAddress = () => `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
  await serveGapiStandIn(context);
  return context;
}

/** Clicks the site's button and picks (or adds) the account on the emulator's Google sign-in page. */
async function signInWithGoogle(page: Page, email: string, account: "new" | "existing"): Promise<void> {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState("domcontentloaded");
  if (account === "existing") {
    await popup.locator(".js-reuse-account", { hasText: email }).click();
  } else {
    await popup.locator(".js-new-account").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#sign-in").click();
  }
}

async function hasSession(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name.includes("session-token") && cookie.value !== "");
}

function adminGrant(email: string) {
  return spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-grant.ts", "--email", email], {
    env: site.scriptEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** The account's uid, read from the emulator through firebase-admin, as admin:grant reads it. */
async function uidOf(email: string): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = site.authEmulatorHost;
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const app = initializeApp({ projectId: site.projectId }, `e2e-uid-${randomUUID()}`);
  try {
    return (await getAuth(app).getUserByEmail(email)).uid;
  } finally {
    await deleteApp(app);
  }
}

test.describe.configure({ mode: "serial" });

test.describe("Sign in with Google (Authentication emulator)", { tag: "@firebase-auth" }, () => {
  test.beforeAll(({}, testInfo) => {
    site = siteUnderTest(testInfo);
  });

  test("a Google account without the admin claim is refused with a clear message and gets no session", async ({ browser }) => {
    const context = await visitor(browser);
    const page = await context.newPage();
    await signInWithGoogle(page, memberEmail, "new");
    await expect(page.getByRole("status").filter({ hasText: notAdmin })).toBeVisible();
    expect(await hasSession(page)).toBe(false);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await context.close();
  });

  test("an account granted with admin:grant reaches the dashboard", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await visitor(browser);
    const page = await context.newPage();
    // As the README says: the person signs in with Google once, then an operator grants the claim.
    await signInWithGoogle(page, adminEmail, "new");
    await expect(page.getByRole("status").filter({ hasText: notAdmin })).toBeVisible();
    const granted = adminGrant(adminEmail);
    expect(granted.stderr).toBe("");
    expect(granted.stdout).toContain(`${adminEmail} is now an admin`);

    await signInWithGoogle(page, adminEmail, "existing");
    await expect(page).toHaveURL(`${site.origin}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    expect(await hasSession(page)).toBe(true);
    // Recorded in the team directory at this first sign-in, so colleagues can assign them requests.
    await page.goto("/admin/team");
    await expect(page.getByRole("table", { name: "Admins, by name" })).toContainText(adminEmail);
    await context.close();
  });

  test("forged, edited, expired and other-project tokens are refused; a well-formed one is not", async ({ playwright }) => {
    const [adminUid, memberUid] = await Promise.all([uidOf(adminEmail), uidOf(memberEmail)]);
    const projectId = site.projectId ?? "";
    const now = Math.floor(Date.now() / 1000);

    async function signInWith(idToken: string): Promise<{ error: string | null; session: boolean }> {
      const api = await playwright.request.newContext({
        baseURL: site.origin,
        extraHTTPHeaders: { origin: site.origin, "x-forwarded-for": clientAddress() },
      });
      try {
        const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
        const response = await api.post("/api/auth/callback/firebase", {
          form: { csrfToken, idToken, callbackUrl: "/admin", json: "true" },
          maxRedirects: 0,
        });
        const { url } = (await response.json()) as { url: string };
        const session = (await (await api.get("/api/auth/session")).json()) as { user?: unknown };
        return { error: new URL(url, site.origin).searchParams.get("error"), session: Boolean(session.user) };
      } finally {
        await api.dispose();
      }
    }

    const refused = { error: "CredentialsSignin", session: false };
    expect(await signInWith("not-a-token-at-all")).toEqual(refused);
    // Claims admin for an account that lacks it: the server reads the right from the account.
    expect(await signInWith(unsignedIdToken({ projectId, uid: memberUid, email: memberEmail, extra: { admin: true } }))).toEqual(refused);
    expect(await signInWith(unsignedIdToken({ projectId, uid: adminUid, email: adminEmail, issuedAt: now - 7200 }))).toEqual(refused);
    expect(await signInWith(unsignedIdToken({ projectId: "demo-other-project", uid: adminUid, email: adminEmail }))).toEqual(refused);
    expect(await signInWith(unsignedIdToken({ projectId, uid: `no-such-user-${run}`, email: adminEmail }))).toEqual(refused);
    // The control: the same request with a current token for the admin signs in. The emulator checks no
    // signature at all, which is why a deployment refuses to start with FIREBASE_AUTH_EMULATOR_HOST set.
    expect(await signInWith(unsignedIdToken({ projectId, uid: adminUid, email: adminEmail }))).toEqual({ error: null, session: true });
  });
});
