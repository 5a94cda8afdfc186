import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createPasswordAdmin, startOwnSite, type OwnSite } from "./support/own-site";
import { newVisitor } from "./support/request-form";

/*
 * A server action that re-renders its page (it sets a cookie, or revalidates the path) answers with the page's whole
 * tree again, Next's head (the <title>) under a new key, so the browser takes the title out and puts the new one in.
 * Here every action's answer arrives in two parts, split where the title's row starts, the second a while later, as a
 * slow network or a busy server may deliver it; on the sign-in, the set-up's code and the desk's profile form, the
 * page must have a title at every moment in between (a flaky axe document-title on the set-up's recovery codes).
 */

const admin = { email: `title-${Date.now()}@example.com`, password: "Titles stay put 2026, always" };
const heldMs = 1500;
let site: OwnSite;

declare global {
  interface Window {
    /** What the page looked like each time it was left without a title, as the watcher saw it. */
    titleLost?: string[];
  }
}

/** In every document: action answers split before their title, and a watcher noting each moment without a title. */
async function splitActionAnswers(page: Page): Promise<void> {
  await page.addInitScript((holdMs: number) => {
    window.titleLost = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const isAction = new Headers(init?.headers).has("next-action");
      if (!isAction || !response.body || !(response.headers.get("content-type") ?? "").includes("text/x-component")) return response;
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      // The row that holds the title element, at the start of its line.
      const row = /\n[0-9a-f]+:\[\["\$","title"/.exec(text);
      const at = row ? new TextEncoder().encode(text.slice(0, row.index + 1)).length : bytes.length;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.slice(0, at));
          await new Promise((resolve) => setTimeout(resolve, holdMs));
          controller.enqueue(bytes.slice(at));
          controller.close();
        },
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    const watch = () => {
      if (!document.title) window.titleLost?.push(`${location.pathname}: ${document.querySelector("h1, h2")?.textContent ?? ""}`);
    };
    document.addEventListener("DOMContentLoaded", () => {
      watch();
      new MutationObserver(watch).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    });
  }, heldMs);
}

/** Waits out the held part of the answer, then: the title was there throughout, and is there now. */
async function expectTitleKept(page: Page, title: RegExp): Promise<void> {
  await page.waitForTimeout(heldMs + 500);
  expect(await page.evaluate(() => window.titleLost)).toEqual([]);
  await expect(page).toHaveTitle(title);
}

test.describe("the title across a server action's re-render", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    site = await startOwnSite({ ADMIN_SECOND_FACTOR: "on" });
    createPasswordAdmin(site, admin.email, admin.password);
  });

  test.afterAll(() => site?.stop());

  test("sign-in, the set-up's code and a saved profile keep the page's title", async ({ browser }) => {
    const context = await newVisitor(browser, true, { baseURL: site.base, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await splitActionAnswers(page);

    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/admin\/sign-in\/set-up\?/);
    await expectTitleKept(page, /^Set up two-step sign-in \| /);

    const secret = ((await page.locator(".admin-setup-key code").textContent()) ?? "").replace(/ /g, "");
    await page.getByLabel("Six-digit code").fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByLabel("Six-digit code").press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Save your recovery codes" })).toBeFocused();
    await expectTitleKept(page, /^Set up two-step sign-in \| /);

    await page.getByRole("button", { name: "I have saved them: continue" }).click();
    await page.waitForURL(`${site.base}/admin`);
    await page.goto("/admin/account");
    const title = await page.title();
    expect(title).not.toBe("");
    await page.getByLabel("Your name").fill("Tia Title");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
    await expectTitleKept(page, new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await context.close();
  });
});
