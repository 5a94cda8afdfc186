import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createPasswordAdmin, redirectOf, signedInClient, startOwnSite, type OwnSite } from "./support/own-site";

/*
 * A session's end, on a server of our own whose lifetime and idle timeout are seconds long: next-auth
 * renews the cookie on every /api/auth/session call, and neither renewals nor the admin's own requests
 * may carry a session past its lifetime; renewals alone never keep it from idling out.
 */
// Longer than the idle test below takes from its sign-in, so that one ends by idling, not by its lifetime.
const LIFETIME_SECONDS = 32;
const IDLE_SECONDS = 10;
let site: OwnSite;
const email = `session-end-${randomUUID().slice(0, 8)}@example.com`;
const password = `Session-end-${randomUUID()}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startOwnSite({ ADMIN_SESSION_MAX_AGE_SECONDS: String(LIFETIME_SECONDS), ADMIN_SESSION_IDLE_SECONDS: String(IDLE_SECONDS) });
  createPasswordAdmin(site, email, password);
});

test.afterAll(() => site?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a session used and renewed all along is refused at its lifetime's end, and the sign-in page says why", async ({ page }) => {
  test.setTimeout(90_000);
  const client = await signedInClient(site, "password", { email, password });
  const signedIn = Date.now();
  let renewals = 0;
  // The admin works and the cookie is renewed every two seconds until just before the lifetime is over.
  while (Date.now() - signedIn < (LIFETIME_SECONDS - 3) * 1000) {
    expect(await redirectOf(client, "/admin"), `served ${Math.round((Date.now() - signedIn) / 1000)} s after sign-in`).toBeNull();
    const renewal = await client.get("/api/auth/session");
    expect(renewal.headers()["set-cookie"] ?? "").toContain("session-token=");
    renewals += 1;
    await pause(2_000);
  }
  expect(renewals).toBeGreaterThan(5);
  await pause(Math.max(0, signedIn + LIFETIME_SECONDS * 1000 + 500 - Date.now()));
  const refused = await redirectOf(client, "/admin/team");
  expect(refused?.pathname).toBe("/admin/sign-in");
  expect(refused?.searchParams.get("ended")).toBe("expired");
  expect(refused?.searchParams.get("callbackUrl")).toBe("/admin/team");
  // Renewing now hands back no session either.
  expect((await (await client.get("/api/auth/session")).json()) as unknown).toMatchObject({ role: null, user: { email: null } });
  await client.dispose();

  await page.goto(`${site.base}${refused?.pathname ?? ""}${refused?.search ?? ""}`);
  await expect(page.getByRole("status").filter({ hasText: "You were signed out" })).toHaveText(
    `You were signed out ${LIFETIME_SECONDS} seconds after signing in, as every session is. Sign in again to return to where you were.`,
  );
  // Signing in again returns the admin to where they were.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).first().click();
  await expect(page).toHaveURL(`${site.base}/admin/team`);
});

test("renewals alone do not keep a session from idling out; the admin's own requests do", async () => {
  test.setTimeout(90_000);
  const client = await signedInClient(site, "password", { email, password });
  // Requests of the admin's own keep it going past the idle timeout.
  for (let second = 0; second < IDLE_SECONDS + 2; second += 3) {
    expect(await redirectOf(client, "/admin")).toBeNull();
    await pause(3_000);
  }
  // Then only renewals, for longer than the idle timeout.
  const quietSince = Date.now();
  while (Date.now() - quietSince < (IDLE_SECONDS + 1) * 1000) {
    expect((await client.get("/api/auth/session")).status()).toBe(200);
    await pause(2_000);
  }
  const refused = await redirectOf(client, "/admin");
  expect(refused?.pathname).toBe("/admin/sign-in");
  expect(refused?.searchParams.get("ended")).toBe("idle");
  await client.dispose();
});

test("sign-out ends the session's record: the old cookie is refused", async () => {
  const client = await signedInClient(site, "password", { email, password });
  const cookies = (await client.storageState()).cookies;
  expect(await redirectOf(client, "/admin")).toBeNull();
  const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect((await client.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).status()).toBeLessThan(400);
  // The cookie as it was before sign-out, replayed from another client.
  const replay = await (await import("@playwright/test")).request.newContext({
    baseURL: site.base,
    storageState: { cookies, origins: [] },
  });
  expect((await redirectOf(replay, "/admin"))?.pathname).toBe("/admin/sign-in");
  await replay.dispose();
  await client.dispose();
});

test("the log names each session the server ended", async () => {
  const lines = site
    .output()
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.startsWith("{"));
  const ended = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === "admin.session_ended");
  // Past its lifetime a record is not even found (features/auth/session/session-check.ts): only the idle end is the server's doing.
  expect(ended.map((entry) => entry.reason)).toContain("idle");
});
