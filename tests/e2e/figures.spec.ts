import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { firestoreCollections } from "../../platform/db/firestore-collections";
import { expectNoAxeViolations } from "./support/axe";
import { minimumFillMs } from "./support/delegation-posts";
import { fillRequest, signInAsAdmin } from "./support/request-form";
import { runSiteScript, type Site, siteUnderTest } from "./support/site";

/**
 * The visit figures end to end (issue 36): a page view and the request form's steps counted from a real
 * browser through POST /api/figures into the store, nothing written in the browser, nothing personal
 * stored, Do Not Track and Global Privacy Control honored, and the admin page that reads them. Tagged
 * @store where the store is reached, so the Firestore project runs those on the emulator too.
 *
 * Counters are daily totals that other specs' page views add to as well, so what this spec asserts exactly
 * is keyed by values only it sends (a campaign and a referrer named after the run); shared counters are
 * asserted to have risen. Each context names its own client in X-Forwarded-For, so the per-client limit on
 * beacons is this spec's alone.
 */
let site: Site;

const run = randomUUID().slice(0, 8);
const campaign = `figures-${run}`;
const formCampaign = `figures-form-${run}`;
const referrerHost = `news-${run}.example`;
const botCampaign = `figures-bot-${run}`;
const visitorEmail = `figures-${run}@example.com`;
const admin = { email: `figures-admin-${run}@example.com`, password: `Correct-${randomUUID()}` };
const browserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
let clientCount = 0;

/** A fresh client: its own address (one proxy hop is trusted), a browser's user agent unless told otherwise. */
async function newClient(browser: Browser, options: { readonly userAgent?: string; readonly width?: number } = {}): Promise<{ context: BrowserContext; address: string }> {
  clientCount += 1;
  const address = `198.51.100.${(Number.parseInt(run.slice(0, 2), 16) + clientCount) % 250 + 1}`;
  const context = await browser.newContext({
    userAgent: options.userAgent ?? browserAgent,
    extraHTTPHeaders: { "x-forwarded-for": address },
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: "reduce",
  });
  return { context, address };
}

interface Counter {
  readonly day: string;
  readonly dimension: string;
  readonly value: string;
  readonly count: number;
}

/** Every analytics record the store holds, as stored: rows of SQLite's table, or Firestore's documents with their ids. */
async function storedRecords(): Promise<unknown[]> {
  if (site.store === "sqlite") {
    const db = new Database(path.join(site.dataDir, "openseat.sqlite"), { readonly: true, fileMustExist: true });
    try {
      // The analytics feature creates its table on the server's first count: before it, there is none to read.
      const created = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'figure_counts'").get();
      return created ? db.prepare("SELECT * FROM figure_counts").all() : [];
    } finally {
      db.close();
    }
  }
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  process.env.FIRESTORE_EMULATOR_HOST = site.firestoreEmulatorHost;
  const app = initializeApp({ projectId: site.projectId }, `e2e-figures-${randomUUID()}`);
  try {
    const records: unknown[] = [];
    for (const name of [firestoreCollections.figureCounts.name, firestoreCollections.figureValues.name]) {
      const snapshot = await getFirestore(app).collection(name).get();
      for (const doc of snapshot.docs) records.push({ collection: name, id: doc.id, ...doc.data() });
    }
    return records;
  } finally {
    await deleteApp(app);
  }
}

/** The counters summed over shards, as the admin page reads them. */
async function counters(): Promise<Counter[]> {
  const records = await storedRecords();
  if (site.store === "sqlite") return records as Counter[];
  const totals = new Map<string, Counter>();
  for (const record of records as { collection: string; day: string; counts?: Record<string, Record<string, number>> }[]) {
    if (record.collection !== firestoreCollections.figureCounts.name) continue;
    for (const [dimension, values] of Object.entries(record.counts ?? {})) {
      for (const [key, count] of Object.entries(values)) {
        const value = decodeURIComponent(key.slice(1));
        const id = `${record.day} ${dimension} ${value}`;
        totals.set(id, { day: record.day, dimension, value, count: (totals.get(id)?.count ?? 0) + count });
      }
    }
  }
  return [...totals.values()];
}

/** A counter's total over every day (a run may cross midnight). */
async function total(dimension: string, value: string): Promise<number> {
  return (await counters()).filter((row) => row.dimension === dimension && row.value === value).reduce((sum, row) => sum + row.count, 0);
}

/** Waits for the page's beacon of this kind to go out, and for the server's 204. */
async function beaconSent(page: Page, matches: (body: Record<string, unknown>) => boolean): Promise<void> {
  const response = await page.waitForResponse((candidate) => {
    if (!candidate.url().endsWith("/api/figures")) return false;
    try {
      return matches(JSON.parse(candidate.request().postData() ?? "") as Record<string, unknown>);
    } catch {
      return false;
    }
  });
  expect(response.status()).toBe(204);
  expect(response.headers()["set-cookie"]).toBeUndefined();
}

function script(file: string, args: readonly string[], input?: string): string {
  return runSiteScript(site, file, args, input);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(({}, testInfo) => {
  site = siteUnderTest(testInfo);
});

test.describe("visit figures", { tag: "@store" }, () => {
  test("a visit, a page view and the form's steps are counted end to end, the stored request with its campaign", async ({ browser }) => {
    test.setTimeout(90_000);
    const before = { pricing: await total("view", "/pricing"), viewed: await total("form", "viewed"), focused: await total("form", "first-field-focused"), errors: await total("form", "sent-with-error"), stored: await total("form", "stored") };
    const { context } = await newClient(browser);
    const page = await context.newPage();

    // A visit from another site, with a campaign: its host only, never its path.
    const landing = beaconSent(page, (body) => body.p === "/home" && body.v === 1);
    await page.goto(`/home?utm_campaign=${campaign}`, { referer: `https://${referrerHost}/some/article?id=7` });
    await landing;
    // A client-side navigation is a page view, not a visit.
    const pricing = beaconSent(page, (body) => body.p === "/pricing");
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Pricing" }).first().click();
    await pricing;
    await expect.poll(() => total("campaign", campaign)).toBe(1);
    expect(await total("referrer", referrerHost)).toBe(1);
    await expect.poll(() => total("view", "/pricing")).toBeGreaterThan(before.pricing);

    // The form: shown, entered, sent with errors, then sent and stored.
    const viewed = beaconSent(page, (body) => body.s === "viewed");
    await page.goto(`/delegation-tasks-guide/form?utm_campaign=${formCampaign}`);
    await viewed;
    const focused = beaconSent(page, (body) => body.s === "first-field-focused");
    await page.getByLabel("Full name").focus();
    await focused;
    const sentWithError = beaconSent(page, (body) => body.s === "sent-with-error");
    await page.getByRole("button", { name: "Send my request" }).click();
    await sentWithError;
    await fillRequest(page, { fullName: "Figures Visitor", email: visitorEmail, company: `Figures ${run}`, otherTasks: "Monthly reporting on the figures." });
    await page.waitForTimeout(minimumFillMs);
    await page.getByRole("button", { name: "Send my request" }).click();
    await page.waitForURL(/\/form\/sent/);

    await expect.poll(() => total("stored-campaign", formCampaign)).toBe(1);
    await expect.poll(() => total("form", "viewed")).toBeGreaterThan(before.viewed);
    expect(await total("form", "first-field-focused")).toBeGreaterThan(before.focused);
    expect(await total("form", "sent-with-error")).toBeGreaterThan(before.errors);
    expect(await total("form", "stored")).toBeGreaterThan(before.stored);
    await context.close();
  });

  test("bots are left out: a beacon from a crawler's user agent counts nothing", async ({ browser }) => {
    const bot = await newClient(browser, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const botPage = await bot.context.newPage();
    const botBeacon = beaconSent(botPage, (body) => body.v === 1);
    await botPage.goto(`/home?utm_campaign=${botCampaign}`);
    await botBeacon;
    // A person's beacon sent after the bot's: once it is counted, the bot's has been handled too.
    const person = await newClient(browser);
    const personPage = await person.context.newPage();
    await personPage.goto(`/roles?utm_campaign=${botCampaign}-person`);
    await expect.poll(() => total("campaign", `${botCampaign}-person`)).toBe(1);
    expect(await total("campaign", botCampaign)).toBe(0);
    await bot.context.close();
    await person.context.close();
  });

  test("every stored analytics record holds nothing personal: no address, user agent or e-mail", async ({ browser }) => {
    const { context, address } = await newClient(browser);
    const page = await context.newPage();
    const sent = beaconSent(page, (body) => body.v === 1);
    await page.goto(`/company?utm_campaign=${campaign}-records`, { referer: `https://${referrerHost}/` });
    await sent;
    await expect.poll(() => total("campaign", `${campaign}-records`)).toBe(1);
    await context.close();

    const records = await storedRecords();
    expect(records.length).toBeGreaterThan(0);
    const dump = JSON.stringify(records);
    for (const personal of [address, browserAgent, "Chrome/", "Mozilla", visitorEmail, "@example.com", "127.0.0.1"]) expect(dump).not.toContain(personal);
    for (const record of records as Record<string, unknown>[]) {
      const fields = Object.keys(record).filter((key) => key !== "collection" && key !== "id");
      expect(fields.every((field) => ["day", "dimension", "value", "count", "shard", "counts", "values", "expireAt"].includes(field))).toBe(true);
    }
  });
});

test.describe("visit figures in the browser", () => {
  test("the beacon writes no cookie and no local or session storage", async ({ browser }) => {
    const { context } = await newClient(browser);
    const page = await context.newPage();
    const sent = beaconSent(page, (body) => body.p === "/home");
    await page.goto("/home");
    await sent;
    const pricing = beaconSent(page, (body) => body.p === "/pricing");
    await page.goto("/pricing");
    await pricing;
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    await context.close();
  });

  for (const signal of ["Do Not Track", "Global Privacy Control"] as const) {
    test(`${signal} is honored: no beacon at all, the form's steps included`, async ({ browser }) => {
      const { context } = await newClient(browser);
      await context.addInitScript((which) => {
        if (which === "Do Not Track") Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
        else Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      }, signal);
      const beacons: string[] = [];
      context.on("request", (request) => {
        if (request.url().endsWith("/api/figures")) beacons.push(request.postData() ?? "");
      });
      const page = await context.newPage();
      await page.goto(`/home?utm_campaign=${campaign}-dnt`);
      await page.goto("/delegation-tasks-guide/form");
      await page.getByLabel("Full name").focus();
      await page.getByRole("button", { name: "Send my request" }).click();
      await expect(page.getByRole("heading", { name: /problem|error/i }).first()).toBeVisible();
      // Long enough for the idle callbacks (5 s at most) that would have sent them.
      await page.waitForTimeout(5_500);
      expect(beacons).toEqual([]);

      // The same browser without the signal sends one: the listener above would have seen it.
      const control = await newClient(browser);
      const controlPage = await control.context.newPage();
      const sent = beaconSent(controlPage, (body) => body.p === "/home");
      await controlPage.goto("/home");
      await sent;
      await control.context.close();
      await context.close();
    });
  }
});

test.describe("the figures' admin page", { tag: "@store" }, () => {
  test.beforeAll(() => {
    script("scripts/admin-create.ts", ["--email", admin.email], `${admin.password}\n`);
  });

  test("shows the figures as tables, passes axe, works by keyboard, reflows at 320 px, and downloads a CSV", async ({ browser }) => {
    test.setTimeout(90_000);
    const { context } = await newClient(browser);
    const page = await context.newPage();
    await signInAsAdmin(page, admin, "/admin/figures");
    await page.waitForURL(/\/admin\/figures$/);
    await expect(page.getByRole("heading", { level: 1, name: "Visits and requests" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Figures" })).toBeVisible();
    for (const caption of ["Page views by page", "Visits by referring site", "Visits by campaign (utm_campaign)", "The request form, step by step", "Requests stored by campaign"]) {
      await expect(page.getByRole("table", { name: caption })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Visits by referring site" }).getByRole("rowheader", { name: referrerHost })).toBeVisible();
    await expect(page.getByRole("table", { name: "Requests stored by campaign" }).getByRole("rowheader", { name: formCampaign })).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: Tab reaches the first chart's table toggle, Enter opens it, and the table is there.
    const toggle = page.getByText("Table: visits and page views per day, last 30 days");
    let reached = false;
    for (let press = 0; press < 40 && !reached; press += 1) {
      await page.keyboard.press("Tab");
      reached = await toggle.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("table", { name: "Visits per day, last 30 days" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`figures-admin-${site.store}-1280.png`), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`figures-admin-${site.store}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const csv = await page.request.get("/admin/figures/export");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(/attachment; filename="visit-figures-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csv.text();
    expect(text).toContain("Day,Dimension,Value,Count");
    expect(text).toMatch(new RegExp(`\\d{4}-\\d{2}-\\d{2},stored-campaign,${formCampaign},1`));
    await context.close();
  });
});

// Refused before the store is read, the same on either store: the sqlite project runs it.
test.describe("the figures' admin page, signed out", () => {
  test("reads nothing without a session: the CSV is refused and the page sends to sign-in", async ({ browser }) => {
    const { context } = await newClient(browser);
    const page = await context.newPage();
    const csv = await page.request.get("/admin/figures/export", { maxRedirects: 0 });
    expect([302, 303, 307, 401]).toContain(csv.status());
    expect(await csv.text()).not.toContain("stored-campaign");
    await page.goto("/admin/figures");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await context.close();
  });
});
