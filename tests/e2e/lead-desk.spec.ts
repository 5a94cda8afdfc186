import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { signInOverHttp } from "./support/admin-session";
import { becomeCallTaker, newVisitor, sendRequest, signInAsAdmin } from "./support/request-form";
import { measureWith, waitForShell, withPageProbe } from "./support/settings-in-page";
import { applyPreset, presetIds } from "../../features/accessibility/presets";
import { defaultSettings } from "../../features/accessibility/settings";
import { runSiteScript, type Site, siteUnderTest } from "./support/site";

/**
 * The lead desk, worked by keyboard alone against the production build: an overdue lead on the dashboard,
 * found by its reference, assigned to me and then to a colleague (who is in the directory from their first
 * sign-in), the Mine and Unassigned views, a typed note with a follow-up date and the Follow-ups due view,
 * and the team page. Tagged @store, so the Firestore project runs it against the emulator too.
 */
let site: Site;

const run = randomUUID().slice(0, 8);
const me = { email: `desk-${run}@example.com`, password: `Correct-${randomUUID()}` };
const colleague = { email: `colleague-${run}@example.com`, password: `Correct-${randomUUID()}` };
const company = `Desk Journey ${run}`;
const otherCompany = `Desk Other ${run}`;

function script(file: string, args: readonly string[], input?: string): string {
  return runSiteScript(site, file, args, input);
}

interface Seeded {
  readonly id: string;
  readonly reference: string;
}

/** A request stored straight through the data layer, received at `receivedAt`. */
function seed(marker: string, receivedAt: Date, phone = "", website = ""): Seeded {
  const out = script("scripts/bench/seed-request.ts", [marker, `lead-${run}@example.com`, receivedAt.toISOString(), phone, website]);
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Seeded;
}

/** Keyboard only: focus the control (as Tab would) and press a key on it. */
async function press(target: Locator, key = "Enter"): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
  await target.page().keyboard.press(key);
}

async function typeInto(target: Locator, text: string): Promise<void> {
  await target.focus();
  await target.page().keyboard.press("ControlOrMeta+a");
  await target.page().keyboard.type(text);
}

/** Today on the team's calendar (London), as a date input takes it. */
function teamToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

test.describe.configure({ mode: "serial" });

test.beforeAll(({}, testInfo) => {
  site = siteUnderTest(testInfo);
});

test.describe("lead desk", { tag: "@store" }, () => {
  let overdue: Seeded;
  let other: Seeded;

  test.beforeAll(async () => {
    script("scripts/admin-create.ts", ["--email", me.email], `${me.password}\n`);
    script("scripts/admin-create.ts", ["--email", colleague.email], `${colleague.password}\n`);
    // The colleague signs in once: from then on the directory knows them.
    expect((await signInOverHttp(site.origin, colleague.email, colleague.password)).ok).toBe(true);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    overdue = seed(company, tenDaysAgo, "+44 (20) 7946-0000", "https://www.desk-journey.example/");
    other = seed(otherCompany, new Date());
  });

  test("an overdue lead is counted, found by its reference, assigned, noted and followed up, by keyboard", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, me);
    await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    const count = page.getByTestId("overdue-count");
    await expect(count).toHaveText(/^(At least )?\d+ overdue$/);
    const overdueBefore = Number(/(\d+)/.exec((await count.textContent()) ?? "")?.[1]);
    expect(overdueBefore).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);

    // Found by its reference as a buyer would quote it, whatever the case.
    await typeInto(page.getByRole("searchbox"), overdue.reference.toLowerCase());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(company);
    await expect(rows.first()).toContainText("Overdue");
    await expect(rows.first()).toContainText("Nobody");

    // Found by its phone's digits without the country code, and by its website's host.
    for (const term of ["2079460000", "desk-journey.example"]) {
      await page.goto(`/admin?q=${encodeURIComponent(term)}`);
      await expect(page.getByRole("rowheader", { name: overdue.reference })).toBeVisible();
    }

    // Unassigned lists it; Mine does not, yet.
    await press(page.getByRole("navigation", { name: "Lead desk views" }).getByRole("link", { name: "Unassigned" }));
    await expect(page).toHaveURL(/owner=unassigned/);
    await expect(page.getByRole("link", { name: "Unassigned" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    // Narrowed to this run's company: other specs share the store, so the lead may sit past the first page.
    await page.goto(`/admin?owner=unassigned&q=${encodeURIComponent(company)}`);
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toBeVisible();
    await press(page.getByRole("link", { name: "Mine", exact: true }));
    await expect(page).toHaveURL(/owner=mine/);
    await page.goto(`/admin?owner=mine&q=${encodeURIComponent(company)}`);
    await expect(page.getByRole("link", { name: "Mine", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toHaveCount(0);

    // The request's page: reply links, then assign to me.
    await page.goto(`/admin/requests/${overdue.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(overdue.reference);
    await expect(page.getByTestId("reply-due")).toContainText("Overdue");
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:lead-${run}@example\\.com\\?subject=.*${overdue.reference}`),
    );
    await expect(page.getByRole("link", { name: "+44 (20) 7946-0000" })).toHaveAttribute("href", "tel:+442079460000");
    await expect(page.getByRole("link", { name: `lead-${run}@example.com` })).toHaveAttribute("href", `mailto:lead-${run}@example.com`);
    await expect(page.getByRole("link", { name: "https://www.desk-journey.example/" })).toHaveAttribute("href", "https://www.desk-journey.example/");
    await expectNoAxeViolations(page);
    await press(page.getByRole("button", { name: "Assign to me" }));
    // Focus lands on what the action did, in the owner's section (the button pressed is gone).
    await expect(page.getByRole("region", { name: `Assigned to ${me.email}.`, exact: true })).toBeFocused();
    await expect(page.getByTestId("current-owner")).toHaveText(`You (${me.email})`);
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Assigned to ${me.email} by ${me.email}`);

    // Mine now lists it, Unassigned no longer does, and the other request is still unassigned.
    await page.goto("/admin?owner=mine");
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toBeVisible();
    await expect(page.getByRole("table").locator("tbody tr").filter({ hasText: overdue.reference })).toContainText("You");
    await page.goto("/admin?owner=unassigned");
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: other.reference })).toBeVisible();

    // A call logged with a follow-up today: the request is answered, and comes up under Follow-ups due.
    await page.goto(`/admin/requests/${overdue.id}`);
    await page.getByLabel("Type").selectOption("call");
    await typeInto(page.getByLabel("Add an internal note"), "Called, they want a proposal.");
    await page.getByLabel("Follow-up date (optional)").fill(teamToday());
    await press(page.getByRole("button", { name: "Add note" }));
    await expect(page.getByRole("region", { name: "Note added.", exact: true })).toBeFocused();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline).toContainText(`Call by ${me.email}`);
    await expect(timeline).toContainText("Called, they want a proposal.");
    await expect(timeline).toContainText("Follow up on");
    await expect(page.getByTestId("reply-due")).toContainText("Answered");
    await expect(page.getByTestId("reply-due")).not.toContainText("Overdue");
    await page.screenshot({ path: testInfo.outputPath("request-1280.png"), fullPage: true });

    await page.goto("/admin");
    await press(page.getByRole("navigation", { name: "Lead desk views" }).getByRole("link", { name: "Follow-ups due" }));
    await expect(page).toHaveURL(/\/admin\/follow-ups$/);
    await expect(page.getByRole("heading", { level: 1, name: "Follow-ups due" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: other.reference })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Handed to the colleague, chosen from the directory.
    await page.goto(`/admin/requests/${overdue.id}`);
    await page.getByLabel("Assign to").selectOption(colleague.email);
    await press(page.getByRole("button", { name: "Assign", exact: true }));
    await expect(page.getByRole("region", { name: `Assigned to ${colleague.email}.`, exact: true })).toBeFocused();
    await expect(page.getByTestId("current-owner")).toContainText(colleague.email);
    await page.goto("/admin?owner=mine");
    await expect(page.getByRole("rowheader", { name: overdue.reference })).toHaveCount(0);
  });

  test("the team page lists every admin and edits only my own profile, by keyboard", async ({ page }) => {
    await signInAsAdmin(page, me);
    await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    await press(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }));
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    const table = page.getByRole("table", { name: "Admins, by name" });
    await expect(table).toContainText(me.email);
    await expect(table).toContainText(colleague.email);
    await expectNoAxeViolations(page);

    await typeInto(page.getByLabel("Your name"), "Dana Desk");
    // Every admin takes calls from their first sign-in until they opt out: the box starts checked.
    await expect(page.getByLabel("I take calls from buyers")).toBeChecked();
    await typeInto(page.getByLabel("Your video meeting link"), "https://meet.example.com/dana");
    await press(page.getByLabel("Friday"), "Space");
    await press(page.getByRole("button", { name: "Save profile" }));
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
    await page.reload();
    const row = page.getByRole("table", { name: "Admins, by name" }).getByRole("row").filter({ hasText: me.email });
    await expect(row.getByRole("rowheader")).toHaveText("Dana Desk");
    await expect(row).toContainText("Yes");
    await expect(row).toContainText("Friday");
    await expect(page.getByLabel("Your video meeting link")).toHaveValue("https://meet.example.com/dana");
  });

  test("the dashboard on a phone starts with the lead desk, under the admin area's own compact header", async ({ page }, testInfo) => {
    seed(`Desk Overdue ${run}`, new Date(Date.now() - 5 * 24 * 60 * 60 * 1000));
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, me);
    await expect(page.getByTestId("overdue-count")).not.toHaveText("0 overdue");
    await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    await expect(page.locator(".site-header, .site-footer")).toHaveCount(0);
    // The skip links and the accessibility panel's button are still there for staff.
    await expect(page.getByRole("link", { name: /skip to/i }).first()).toBeAttached();
    const overdueTop = await page.getByTestId("overdue-count").evaluate((element) => element.getBoundingClientRect().top);
    expect(overdueTop).toBeLessThan(844);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath("dashboard-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath("dashboard-1280.png"), fullPage: true });
  });
});

/**
 * The desk on a phone: at 390 px the request list and the calls stack into cards, so who the lead is (the
 * buyer and their company), and for a call how to reach them, show without scrolling sideways; the same
 * cells still read as a table, pass axe, reach by keyboard and reflow at 320 px with every preset. Widths run
 * on SQLite only (no @store tag): the cards are the same markup on both stores.
 */
test.describe("the desk on a phone", () => {
  const phoneRun = randomUUID().slice(0, 8);
  const caller = { email: `phone-${phoneRun}@example.com`, password: `Correct-${randomUUID()}` };
  const buyer = { fullName: `Nora Phone ${phoneRun}`, company: `Phone Widgets ${phoneRun} Inc` };
  const presets = [{}, ...presetIds.map((id) => applyPreset(id, defaultSettings))];

  /** Nothing scrolls sideways, neither the page nor anything in it. */
  async function sidewaysScrollers(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push(`the page (${document.documentElement.scrollWidth}px)`);
      for (const element of Array.from(document.querySelectorAll("main *"))) {
        if (element.scrollWidth > element.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(element).overflowX)) found.push(`${element.localName}.${element.className}`);
      }
      return found;
    });
  }

  /** Card cells whose shown name is not their column's header: a card must say what the table says. */
  async function labelsOffTheirColumns(page: Page): Promise<string[]> {
    return page.locator(".admin-table--cards").evaluateAll((tables) =>
      tables.flatMap((table) => {
        const headers = Array.from(table.querySelectorAll("thead th")).map((header) => header.textContent?.trim());
        return Array.from(table.querySelectorAll("tbody tr")).flatMap((row) =>
          Array.from(row.children).flatMap((cell, index) =>
            cell.localName === "td" && cell.getAttribute("data-label") !== headers[index] ? [`"${cell.getAttribute("data-label")}" under "${headers[index]}"`] : [],
          ),
        );
      }),
    );
  }

  /** The element's box lies inside the screen's width. */
  async function expectOnScreenWidth(locator: Locator, width: number): Promise<void> {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }

  test("at 390 px the request list and the calls show who the lead is, as cards, with no sideways scrolling", async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    // An admin who takes calls (from their first sign-in) and has a name, and a New York buyer who books one by phone.
    script("scripts/admin-create.ts", ["--email", caller.email], `${caller.password}\n`);
    await becomeCallTaker(browser, site.origin, caller, "Cara Caller");
    const visitor = await newVisitor(browser, true, { timezoneId: "America/New_York" });
    const buying = await visitor.newPage();
    await sendRequest(buying, { ...buyer, email: `nora-${phoneRun}@phone.example`, otherTasks: "A monthly report", timeZone: "America/New_York" });
    await buying.waitForURL(/reference=DR-/);
    const reference = ((await buying.getByTestId("delegation-reference").textContent()) ?? "").trim();
    const booking = buying.getByRole("region", { name: "Book your 20-minute call now" });
    await booking.getByRole("radio").first().check();
    await booking.getByLabel("Phone number for the call").fill("+1 212 555 0199");
    await booking.getByRole("button", { name: "Book this call" }).click();
    await expect(buying.locator("#booking-notice")).toContainText("Your call is booked for");
    await visitor.close();

    const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await withPageProbe(staff);
    const page = await staff.newPage();
    await signInAsAdmin(page, caller, `/admin?q=${encodeURIComponent(buyer.company)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Delegation requests" })).toBeVisible();
    await waitForShell(page);

    // The request list: a card per lead, its reference, buyer, company, status, reply due and owner in view.
    const card = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) });
    for (const label of ["Name", "Company", "Status", "Reply due", "Owner"]) await expectOnScreenWidth(card.locator(`td[data-label="${label}"]`), 390);
    await expect(card.locator('td[data-label="Name"]')).toHaveText(buyer.fullName);
    await expect(card.locator('td[data-label="Company"]')).toHaveText(buyer.company);
    // Booking gave the lead to whoever takes the call (other specs' admins take calls too).
    await expect(card.locator('td[data-label="Owner"]')).toHaveText(/\S/);
    // Still a table to a screen reader: the buyer's cell is under its column's header.
    await expect(page.getByRole("cell", { name: buyer.fullName, exact: true })).toBeVisible();
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await labelsOffTheirColumns(page)).toEqual([]);
    await expectNoAxeViolations(page);
    // By keyboard: Tab reaches the reference, shown whole.
    const link = page.getByRole("link", { name: reference });
    await page.getByRole("link", { name: /^Export/ }).focus();
    for (let step = 0; step < 10 && !(await link.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expectOnScreenWidth(link, 390);
    await page.screenshot({ path: testInfo.outputPath("desk-390.png"), fullPage: true });

    // Its page on the phone: a call logged with a follow-up today, so it comes up under Follow-ups due, a card too.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
    await page.getByLabel("Type").selectOption("call");
    await page.getByLabel("Add an internal note").fill("Called from a phone.");
    await page.getByLabel("Follow-up date (optional)").fill(teamToday());
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("region", { name: "Note added.", exact: true })).toBeFocused();
    await page.goto("/admin/follow-ups");
    const followUp = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: reference }) });
    for (const label of ["Follow-up", "Owner", "Name", "Company"]) await expectOnScreenWidth(followUp.locator(`td[data-label="${label}"]`), 390);
    await expect(followUp.locator('td[data-label="Name"]')).toHaveText(buyer.fullName);
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await labelsOffTheirColumns(page)).toEqual([]);

    // The calls: when, the buyer and company, and how to join (the number to call), in view.
    await page.goto("/admin/calls");
    await waitForShell(page);
    const call = page.getByRole("row").filter({ hasText: buyer.fullName });
    await expect(call).toHaveCount(1);
    for (const text of [`${buyer.fullName}, ${buyer.company}`, "Phone call", "+1 212 555 0199", reference]) await expectOnScreenWidth(call.getByText(text, { exact: true }), 390);
    await expectOnScreenWidth(call.getByRole("rowheader"), 390);
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await labelsOffTheirColumns(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("calls-390.png"), fullPage: true });

    // Reflow: at 320 px and 390 px, with no settings and each preset, nothing scrolls sideways or is clipped.
    // (The list unfiltered: a search box holding a long query reads as clipped to the probe.)
    for (const route of ["/admin", "/admin/calls", "/admin/follow-ups"]) {
      await page.goto(route);
      await waitForShell(page);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        for (const settings of presets) {
          expect(await measureWith(page, "reflowProblems", settings), `${route} at ${width}px`).toEqual([]);
        }
        expect(await labelsOffTheirColumns(page), route).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
    await staff.close();
  });
});
