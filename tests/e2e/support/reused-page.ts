import { devices, test as base, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { withPageProbe } from "./settings-in-page";

/**
 * One page per worker, kept from test to test, for the sweeps that only read pages (every route at every
 * width, in every theme): each test starts it as a new page would be, with nothing stored, no cookie and no
 * emulated motion preference, at the project's viewport, on the site's robots.txt (see blank below).
 *
 * Why: a browser context and its first page cost about 1.7 s of CPU (a renderer process started, the
 * scripts fetched and compiled again), a load in a page already open about 0.5 s. These sweeps are a few
 * hundred tests of one load or a few each, on two cores shared by both workers, so the contexts alone came
 * to minutes of the end-to-end stage. A test that fails ends its worker, and the next starts a new page.
 */
interface WorkerFixtures {
  readonly workerPage: Page;
}

interface TestFixtures {
  /** The worker's page, on robots.txt, nothing stored, no cookie, at the project's viewport; the page probe installed. */
  readonly reusedPage: Page;
}

const { defaultBrowserType: _browserType, ...desktop } = devices["Desktop Chrome"];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ ...desktop, baseURL: workerInfo.project.use.baseURL });
      await withPageProbe(context);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  reusedPage: async ({ workerPage }, provide) => {
    await blank(workerPage);
    await workerPage.setViewportSize(desktop.viewport);
    await provide(workerPage);
    await blank(workerPage);
  },
});

export { expect } from "@playwright/test";

/**
 * Leaves the site's page for a plain text file of the same origin (robots.txt: no script, no stylesheet), then
 * forgets what the origin stored (settings, the page state) and every cookie. Left first, so nothing the page
 * writes as it goes (pagehide) outlives the clearing.
 *
 * Why not about:blank: the site's pages answer with Cross-Origin-Opener-Policy, so each way between about:blank
 * and a page of the site swaps the browser's renderer process. A load of /home through about:blank cost 1.07 s
 * of CPU, 0.55 s from another of the site's pages and 0.78 s through robots.txt: on a few hundred tests that
 * share two cores, the swaps alone came to minutes.
 */
async function blank(page: Page): Promise<void> {
  if (page.url().startsWith("http")) {
    // Called as a test ends and again as the next starts: the second time the page is there already.
    const restingPlace = new URL("/robots.txt", page.url());
    if (page.url() !== restingPlace.href) await page.goto(restingPlace.href);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  }
  await page.context().clearCookies();
  // A sweep may emulate a motion preference (focus-visibility.spec.ts); the next test starts with none.
  await page.emulateMedia({ reducedMotion: null });
}

/** Loads `route` as a first visit in this page would: nothing stored for the origin beforehand. */
export async function firstVisit(page: Page, route: string): Promise<void> {
  if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
  await page.goto(route);
}

/** Gives the page the cookies of a signed-in admin's storage state (support/server-scripts.ts). */
export async function signInWith(page: Page, storageState: string): Promise<void> {
  const { cookies } = JSON.parse(readFileSync(storageState, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await page.context().addCookies(cookies);
}
