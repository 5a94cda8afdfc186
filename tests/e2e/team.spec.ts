import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { sendAndBookFirstFreeTime } from "./support/booking-posts";
import { signInOverHttp } from "./support/admin-session";
import { mailJourney } from "./support/mail-journey";
import { rawRequest } from "./support/raw-http";
import { staffPage } from "./support/request-form";
import { runSiteScript } from "./support/site";

/**
 * The team runs itself: an owner and a member, made by `admin:create` (the member with `--role member`), two
 * server processes from one build on one store (the sqlite project on one data folder, the firestore project
 * on a project of its own on the emulator), a real SMTP server on loopback. The member works a lead with a
 * booked call and cannot use an owner's controls (the page has none; a direct request is refused 403 with a
 * WARNING line). The owner removes them after the confirmation step: their next request, on the other
 * process, meets sign-in; their lead is unassigned; their call, with nobody else free, is canceled and the
 * buyer is e-mailed the booking link again; the team page lists them as former and the change on its trail.
 */
test.describe("owners and members: removing a colleague", () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });

  const run = randomUUID().slice(0, 8);
  const olga = { email: `olga-${run}@northwind.example`, password: `Correct-${randomUUID()}`, name: "Olga Owner" };
  const max = { email: `max-${run}@northwind.example`, password: `Correct-${randomUUID()}`, name: "Max Member" };
  type Admin = typeof olga;
  const buyerEmail = `buyer-${run}@acme-team.example`;
  const journey = mailJourney("team");
  let bases: readonly string[] = [];

  const mailTo = (to: string, subject: RegExp, base?: string) => journey().mailTo(to, subject, { base });

  async function saveProfile(page: Page, admin: Admin, takesCalls: boolean) {
    await page.goto("/admin/team");
    await page.getByLabel("Your name").fill(admin.name);
    await page.getByLabel("I take calls from buyers").setChecked(takesCalls);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  }

  /** admin:create against the journey's store; its output, which names the role given. */
  const createAdmin = (admin: Admin, args: readonly string[] = []) => runSiteScript(journey().sites, "scripts/admin-create.ts", ["--email", admin.email, ...args], `${admin.password}\n`);

  /**
   * The team page reflows at 320 px (nothing runs off the side: its tables become cards where they do not fit),
   * and is shot at a phone's and a desktop's width, for the note, when TEAM_SHOTS_DIR names a folder.
   */
  async function reflowAndShoot(page: Page, name: string) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    const dir = process.env.TEAM_SHOTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const project = test.info().project.name;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${project}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  test.beforeAll(() => {
    ({ bases } = journey());
    expect(createAdmin(olga)).toContain("as an owner");
    expect(createAdmin(max, ["--role", "member"])).toContain("as a member");
  });

  test("@store an owner removes a member: signed out on the other process, their lead unassigned, their call canceled with the buyer told", async ({ browser }) => {
    const olgaPage = await staffPage(browser, bases[0]!, olga, "10.92.0.1");
    const maxPage = await staffPage(browser, bases[1]!, max, "10.92.0.2");
    // Only the member takes calls: the buyer's call is theirs, and nobody else is free for it once they go.
    await saveProfile(olgaPage, olga, false);
    await saveProfile(maxPage, max, true);

    // The member sees the roles but none of an owner's controls.
    await maxPage.goto("/admin/team");
    const maxTeam = maxPage.getByRole("table", { name: "Admins, by name" });
    await expect(maxTeam.getByRole("row", { name: new RegExp(olga.name) })).toContainText("Owner");
    await expect(maxTeam.getByRole("row", { name: new RegExp(max.name) })).toContainText("Member");
    await expect(maxPage.getByRole("columnheader", { name: "Manage" })).toHaveCount(0);
    await expect(maxPage.getByRole("link", { name: /^Remove / })).toHaveCount(0);

    // A buyer sends the form and books the first free time, without JavaScript: it is the member's.
    await sendAndBookFirstFreeTime(browser, bases[1]!, { fullName: "Jane Booker", email: buyerEmail, company: "Acme Team Ltd", otherTasks: "A weekly report", timeZone: "Europe/London" }, "10.92.0.9");
    const bookedMail = await mailTo(max.email, /^Call booked for DR-/);
    const requestId = /\/admin\/requests\/([\w-]+)/.exec(bookedMail.parsed.text ?? "")?.[1] ?? "";
    const reference = /DR-\w+/.exec(bookedMail.parsed.subject ?? "")?.[0] ?? "";
    expect(requestId).not.toBe("");

    // The owner gives the member the lead; the member sees it and may not delete it.
    await olgaPage.goto(`/admin/requests/${requestId}`);
    await olgaPage.getByLabel("Assign to").selectOption({ label: `${max.name} (${max.email})` });
    await olgaPage.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(olgaPage.getByTestId("current-owner")).toContainText(max.email);
    await maxPage.goto(`/admin/requests/${requestId}`);
    await expect(maxPage.getByTestId("current-owner")).toContainText(max.email);
    await expect(maxPage.getByRole("link", { name: /^Delete request/ })).toHaveCount(0);
    await expect(maxPage.getByText("Only an owner of the team can delete a request.")).toBeVisible();

    // A member asking for an owner's download directly is refused, and the log says so at WARNING.
    const maxSession = await signInOverHttp(bases[0]!, max.email, max.password, "10.92.0.3");
    expect(maxSession.ok).toBe(true);
    const maxCookie = maxSession.ok ? maxSession.cookie : "";
    expect((await rawRequest(bases[0]!, "/admin/export", { headers: { cookie: maxCookie, "x-forwarded-for": "10.92.0.3" } })).status).toBe(403);
    await expect
      .poll(() => journey().sites.output().split("\n").some((line) => line.includes('"admin.owner_action_refused"') && line.includes('"severity":"WARNING"') && line.includes('"export-requests"')))
      .toBe(true);

    // The owner removes the member, after a confirmation step.
    await olgaPage.goto("/admin/team");
    await olgaPage.getByRole("link", { name: `Remove ${max.name}…` }).click();
    await expect(olgaPage.getByRole("heading", { name: `Remove ${max.name} from the team?` })).toBeVisible();
    await expectNoAxeViolations(olgaPage);
    await reflowAndShoot(olgaPage, "team-confirm");
    await olgaPage.getByRole("button", { name: `Yes, remove ${max.name}` }).click();
    await expect(olgaPage.locator("#team-notice")).toHaveText(
      "Removed. 1 open lead is now unassigned; 1 call canceled, and its buyer e-mailed a link to book again.",
    );
    await expect(olgaPage.getByRole("table", { name: "Admins, by name" })).not.toContainText(max.email);
    await expect(olgaPage.getByRole("table", { name: "Former members, by name" })).toContainText(max.name);
    await expect(olgaPage.getByRole("table", { name: "Changes to the team, newest first" }).getByRole("row").nth(1)).toContainText(`Removed ${max.name}`);
    await expectNoAxeViolations(olgaPage);
    await reflowAndShoot(olgaPage, "team-after-removal");

    // Their next request, on the other process, meets sign-in; their copied cookie is refused there too.
    await maxPage.goto("/admin");
    await expect(maxPage).toHaveURL(/\/admin\/sign-in/);
    const again = await rawRequest(bases[1]!, "/admin", { headers: { cookie: maxCookie, "x-forwarded-for": "10.92.0.3" } });
    expect(again.status).toBeGreaterThanOrEqual(300);
    expect(String(again.headers.location)).toContain("/admin/sign-in");
    expect((await signInOverHttp(bases[1]!, max.email, max.password, "10.92.0.4")).ok).toBe(false);

    // The lead is unassigned and shows so on the desk; its history keeps the member's name.
    await olgaPage.goto("/admin?owner=unassigned");
    await expect(olgaPage.getByRole("link", { name: reference })).toBeVisible();
    await olgaPage.goto(`/admin/requests/${requestId}`);
    await expect(olgaPage.getByTestId("current-owner")).not.toContainText(max.email);
    await expect(olgaPage.getByRole("region", { name: "Upcoming call" })).toContainText("No call is booked for this request.");

    // Nobody else takes calls: the buyer is told, with the way to book again.
    const canceled = await mailTo(buyerEmail, /is canceled/, bases[0]!);
    expect(canceled.parsed.text).toContain("Book a new time");
    expect(canceled.parsed.text).toContain(`/book/`);
    await olgaPage.context().close();
    await maxPage.context().close();
  });
});
