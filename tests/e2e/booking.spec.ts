import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { hiddenInputs } from "../../scripts/bench/hidden-inputs";
import type { ReceivedMail } from "../support/smtp-sink";
import { expectNoAxeViolations } from "./support/axe";
import { invitationOf } from "./support/invitation";
import { mailJourney } from "./support/mail-journey";
import { multipartBody, rawRequest } from "./support/raw-http";
import { newVisitor, sendRequest, signInAsAdmin } from "./support/request-form";
import { runSiteScript, type SiteMetadata } from "./support/site";

/**
 * The booking step end to end: two server processes from the same build on one store (the sqlite project on
 * one data folder, the firestore project on a project of its own on the emulator), a real SMTP server on
 * loopback. On launch day nobody takes calls: the buyer reads the honest sentence and the desk says why, until
 * the admin gives a name. Then a New York buyer is offered only 08:00 to 19:00 New York time, one day at a
 * time, books on the confirmation page (with JavaScript, keyboard only) or from the e-mail's link (without),
 * gets the invitations, moves and cancels (asked once more); two buyers posting one slot at once to the two
 * processes get one booking. Widths and screenshots on the sqlite project only.
 */

/** "8:00 AM" as minutes after midnight. */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  return ((Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2]);
}

const newYorkSlot = /^(\d{1,2}:\d{2} [AP]M) to (\d{1,2}:\d{2} [AP]M) New York time \(E[SD]T\)$/;

/**
 * The times shown are one day's, in one radio group (one fieldset), each named with New York's zone and lying
 * between 08:00 and 19:00 there. Returns their names.
 */
async function expectNewYorkDay(page: Page): Promise<string[]> {
  const times = page.locator('input[name="start"]');
  await expect(times.first()).toBeVisible();
  expect(await page.locator("fieldset#booking-times").count()).toBe(1);
  expect(await times.count()).toBe(await page.locator('fieldset#booking-times input[name="start"]').count());
  const names = await page.locator("fieldset#booking-times").getByRole("radio").evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ""));
  for (const name of names) {
    const match = newYorkSlot.exec(name);
    expect(match, name).not.toBeNull();
    expect(minutesOf(match![1]!), name).toBeGreaterThanOrEqual(8 * 60);
    expect(minutesOf(match![2]!), name).toBeLessThanOrEqual(19 * 60);
    expect(minutesOf(match![2]!), name).toBeGreaterThan(minutesOf(match![1]!));
  }
  return names;
}

/** The legend of the day a day's link shows: "Tuesday, December 1, 2026", from the link's `day`. */
function legendOf(href: string | null): string {
  const day = new URL(href ?? "", "http://x").searchParams.get("day") ?? "";
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(new Date(`${day}T12:00:00Z`));
}

/** No sentence of the booking step is said twice on the page. */
async function expectNoSentenceTwice(page: Page): Promise<void> {
  const texts = await page.locator("main p, main li, main h1, main h2, main h3").evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").trim()).filter((text) => text.length > 20));
  expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
}
test.describe("booking the first call @store", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  const admin = { email: `caller-${randomUUID().slice(0, 8)}@openseat.example`, password: `Correct-${randomUUID()}` };
  // Two processes on one store; the admin signs in with a password alone (second-factor.spec.ts covers the code step).
  const journey = mailJourney("booking", {}, 90_000);
  let bases: readonly string[] = [];

  /** Waits for the call e-mail whose subject matches, delivering the outbox meanwhile. */
  const callMail = (to: string, subject: RegExp) => journey().mailTo(to, subject, { base: bases[0]!, timeout: 30_000 });

  /** Keyboard only: focus the control (as Tab would) and press a key on it. */
  async function press(target: Locator, key = "Enter"): Promise<void> {
    await target.focus();
    await expect(target).toBeFocused();
    await target.page().keyboard.press(key);
  }

  async function fillForm(page: Page, email: string): Promise<void> {
    await sendRequest(page, { fullName: "Jane Booker", email, company: "Acme Calls Ltd", otherTasks: "A monthly report", timeZone: "America/New_York" });
    await page.waitForURL(/reference=DR-/);
  }

  async function newBuyer(browser: Browser, base: string, javaScriptEnabled: boolean) {
    const context = await newVisitor(browser, javaScriptEnabled, { baseURL: base });
    return { context, page: await context.newPage() };
  }

  test.beforeAll(() => {
    ({ bases } = journey());
  });

  /** The buyer's confirmation of their request: it carries the booking link. */
  async function callMailOrConfirmation(email: string): Promise<ReceivedMail> {
    return callMail(email, /^We received your request/);
  }

  test("launch day: nobody takes calls, so the buyer reads when they will hear from us and the desk says why", async ({ browser }) => {
    const { context, page } = await newBuyer(browser, bases[0]!, false);
    await fillForm(page, `launch-${randomUUID().slice(0, 8)}@acme-calls.example`);
    const honest = "Your account manager e-mails you within one business day to agree a time for your 20-minute call.";
    const step = page.getByRole("region", { name: "Your 20-minute call" });
    await expect(step).toContainText(honest);
    await expect(step.getByRole("radio")).toHaveCount(0);
    await expect(page.getByText(/No times are free|fully booked/)).toHaveCount(0);
    const confirmation = page.url();

    // The admin is created and signs in: in the directory now, taking calls, but nameless, so not offered yet.
    runSiteScript(journey().sites, "scripts/admin-create.ts", ["--email", admin.email], `${admin.password}\n`);
    const staff = await browser.newContext({ baseURL: bases[0]!, extraHTTPHeaders: { "x-forwarded-for": "10.70.0.2" } });
    const staffPage = await staff.newPage();
    await signInAsAdmin(staffPage, admin, "/admin");
    await staffPage.waitForURL((url) => url.pathname === "/admin", { timeout: 60_000 });
    const warning = staffPage.getByRole("region", { name: "Buyers cannot book a call" });
    await expect(warning).toContainText("an admin is offered once they take calls and have given a name");
    await expect(warning.getByRole("listitem")).toHaveText([admin.email]);
    await page.goto(confirmation);
    await expect(page.getByRole("region", { name: "Your 20-minute call" })).toContainText(honest);

    // Taking calls without a name is refused on the team page, beside the field, as is a range of dates off that ends before it starts.
    await staffPage.goto("/admin/team");
    await staffPage.getByLabel("First day off").fill("2030-06-10");
    await staffPage.getByLabel(/^Last day off/).fill("2030-06-01");
    await staffPage.getByRole("button", { name: "Save profile" }).click();
    await expect(staffPage.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(staffPage.getByLabel("Your name")).toHaveAccessibleDescription(/Error: Give the name buyers will see/);
    await expect(staffPage.getByLabel(/^Last day off/)).toHaveAccessibleDescription(/Error: The last day off cannot come before the first\./);
    await expect(staffPage.getByLabel("First day off")).toHaveValue("2030-06-10");
    // A name on the team page, and buyers can book: the warning goes.
    await staffPage.getByLabel("Your name").fill("Ana Caller");
    await staffPage.getByLabel(/^Last day off/).fill("2030-06-14");
    await staffPage.getByRole("button", { name: "Save profile" }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
    await expect(staffPage.getByRole("checkbox", { name: "Monday, June 10, 2030 to Friday, June 14, 2030" })).toBeChecked();
    await staffPage.goto("/admin");
    await expect(staffPage.getByTestId("call-readiness")).toHaveCount(0);
    await page.goto(confirmation);
    await expect(page.getByRole("region", { name: "Book your 20-minute call now" }).getByRole("radio").first()).toBeVisible();
    await staff.close();
    await context.close();
  });

  test("a New York buyer with JavaScript and the keyboard alone: 08:00 to 19:00 New York time, a day at a time; book, move, and cancel when asked once more", async ({ browser }) => {
    const email = `booker-js-${randomUUID().slice(0, 8)}@acme-calls.example`;
    const { context, page } = await newBuyer(browser, bases[0]!, true);
    await fillForm(page, email);
    const booking = page.getByRole("region", { name: "Book your 20-minute call now" });
    await expect(booking).toBeVisible();
    await expectNewYorkDay(page);
    // The other days are links: a keyboard picks one, and focus goes to its times.
    const days = booking.getByRole("list", { name: "Days with free times" }).getByRole("link");
    expect(await days.count()).toBeGreaterThan(1);
    await expect(days.first()).toHaveAttribute("aria-current", "date");
    const later = legendOf(await days.nth(1).getAttribute("href"));
    await press(days.nth(1));
    await expect(page.locator("#booking-times")).toBeFocused();
    await expect(booking.getByRole("group", { name: new RegExp(`^Times on ${later}`) })).toBeVisible();
    await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
    await expectNewYorkDay(page);
    await expectNoAxeViolations(page);
    if ((test.info().project.metadata as SiteMetadata).store === "sqlite") {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await booking.scrollIntoViewIfNeeded();
        await page.screenshot({ path: test.info().outputPath(`booking-${width}.png`), fullPage: false });
      }
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    const firstTime = booking.getByRole("radio", { name: newYorkSlot }).first();
    const chosen = await firstTime.inputValue();
    await press(firstTime, "Space");
    await expect(firstTime).toBeChecked();
    // Focus is visible on the radio the keyboard is on.
    expect(await firstTime.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    const phone = booking.getByLabel("Phone number for the call");
    await phone.focus();
    await page.keyboard.type("+1 212 555 0100");
    await press(booking.getByRole("button", { name: "Book this call" }));
    await page.waitForURL(/\/book\/.+notice=booked/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    await expect(page.locator("#booking-notice")).toContainText("Your call is booked for");
    await expect(page).toHaveTitle(/^Your call is booked – /);
    await expect(page.getByRole("heading", { level: 2, name: "Your call is booked" })).toBeVisible();
    await expectNoSentenceTwice(page);
    const manageUrl = page.url().split("?")[0]!;

    const buyerMail = await callMail(email, /is booked/);
    const staffMail = await callMail(admin.email, /^Call booked for DR-/);
    const buyerInvite = invitationOf(buyerMail);
    const staffInvite = invitationOf(staffMail);
    expect(buyerInvite).toMatchObject({ method: "REQUEST", sequence: 0, start: chosen, organizer: `mailto:${admin.email}`, attendees: [`mailto:${email}`], status: "CONFIRMED" });
    expect(new Date(buyerInvite.end).getTime() - new Date(buyerInvite.start).getTime()).toBe(20 * 60_000);
    expect(buyerInvite.location).toBe("Phone call: we call +1 212 555 0100");
    expect(staffInvite.uid).toBe(buyerInvite.uid);
    expect(buyerMail.parsed.text).toContain(manageUrl);

    // The admin sees it in today's and upcoming calls.
    const staff = await browser.newContext({ baseURL: bases[0]!, extraHTTPHeaders: { "x-forwarded-for": "10.70.0.1" } });
    const staffPage = await staff.newPage();
    await signInAsAdmin(staffPage, admin, "/admin/calls");
    await staffPage.waitForURL((url) => url.pathname === "/admin/calls", { timeout: 60_000 });
    await expect(staffPage.getByRole("heading", { level: 1, name: "Today's and upcoming calls" })).toBeVisible();
    await expect(staffPage.getByRole("table")).toContainText("+1 212 555 0100");

    // Move it, by keyboard, from the page the e-mail links to.
    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { level: 2, name: "Your call is booked" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Move your call" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Ana Caller" })).toBeVisible();
    await expectNewYorkDay(page);
    const moveTo = page.getByRole("radio", { name: newYorkSlot }).nth(2);
    const movedTo = await moveTo.inputValue();
    await press(moveTo, "Space");
    await press(page.getByRole("button", { name: "Move my call to this time" }));
    await page.waitForURL(/notice=rescheduled/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    await expect(page.locator("#booking-notice")).toContainText("Your call is moved to");
    await expect(page).toHaveTitle(/^Your call is moved – /);
    await expectNoAxeViolations(page);
    const moved = invitationOf(await callMail(email, /is moved/));
    expect(moved).toMatchObject({ method: "REQUEST", uid: buyerInvite.uid, sequence: 1, start: movedTo });

    // Cancel: asked once more, and "No" keeps the call; then "Yes" cancels, and the calendar removes the same event.
    await press(page.getByRole("link", { name: "Cancel my call" }));
    const question = page.getByRole("heading", { level: 3, name: /^Cancel your call on .+\?$/ });
    await expect(question).toBeFocused();
    await press(page.getByRole("link", { name: "No, keep my call" }));
    await expect(page.getByRole("heading", { level: 2, name: "Your call is booked" })).toBeVisible();
    await press(page.getByRole("link", { name: "Cancel my call" }));
    await expect(question).toBeFocused();
    await expectNoAxeViolations(page);
    await press(page.getByRole("button", { name: "Yes, cancel my call" }));
    await page.waitForURL(/notice=canceled/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    await expect(page.locator("#booking-notice")).toContainText("Your call is canceled");
    await expect(page).toHaveTitle(/^Your call is canceled – /);
    await expect(page.getByRole("heading", { level: 2, name: "Book your 20-minute call now" })).toBeVisible();
    await expectNoSentenceTwice(page);
    const canceled = invitationOf(await callMail(email, /is canceled/));
    expect(canceled).toMatchObject({ method: "CANCEL", uid: buyerInvite.uid, sequence: 2, status: "CANCELLED" });
    const staffCanceled = invitationOf(await callMail(admin.email, /^Call canceled for/));
    expect(staffCanceled).toMatchObject({ method: "CANCEL", uid: buyerInvite.uid, sequence: 2 });
    await staffPage.goto("/admin/calls");
    await expect(staffPage.getByText("No calls are booked for today or the days ahead.")).toBeVisible();
    await staff.close();
    await context.close();
  });

  test("a New York buyer without JavaScript: the e-mail's link, a day at a time, a refused number keeps the time, a video call; the zone chosen holds on every page", async ({ browser }) => {
    const email = `booker-plain-${randomUUID().slice(0, 8)}@acme-calls.example`;
    const { context, page } = await newBuyer(browser, bases[1]!, false);
    await fillForm(page, email);
    const confirmationUrl = page.url();
    await expectNewYorkDay(page);
    const confirmation = await callMailOrConfirmation(email);
    const link = /https?:\/\/\S+\/book\/[\w-]+\.[\w-]+/.exec(confirmation.parsed.text ?? "")?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: "Your first call" })).toBeVisible();
    await expectNoSentenceTwice(page);
    const days = page.getByRole("list", { name: "Days with free times" }).getByRole("link");
    await days.nth(2).click();
    await expect(page.locator("#booking-times")).toBeFocused();
    await expect(days.nth(2)).toHaveAttribute("aria-current", "date");
    await expectNewYorkDay(page);
    if ((test.info().project.metadata as SiteMetadata).store === "sqlite") {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`book-page-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    const time = page.getByRole("radio", { name: newYorkSlot }).nth(1);
    const chosen = await time.inputValue();
    await time.check();
    await page.getByLabel("Phone number for the call").fill("");
    await page.getByRole("button", { name: "Book this call" }).click();
    // Refused: Error in the title, the summary focused and tied to the field, the time still chosen.
    await expect(page).toHaveTitle(/^Error: Your first call \| /);
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText("Enter the phone number we should call, or choose a video call.");
    const phone = page.getByLabel("Phone number for the call");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Error: Enter the phone number we should call, or choose a video call\./);
    await expect(page.locator(`input[name="start"][value="${chosen}"]`)).toBeChecked();
    await page.getByRole("radio", { name: /^Video call/ }).check();
    await page.getByRole("button", { name: "Book this call" }).click();
    await expect(page.locator("#booking-notice")).toBeFocused();
    await expect(page.locator("#booking-notice")).toContainText("Your call is booked for");
    await expect(page.locator("#booking-notice")).toContainText(/E[SD]T/);
    await expect(page).toHaveTitle(/^Your call is booked – /);
    const invite = invitationOf(await callMail(email, /is booked/));
    expect(invite.start).toBe(chosen);
    expect(invite.location).toBe("Video call: the link comes in an updated invitation");

    // A zone of their own: kept in the store, so the confirmation page shows it too.
    await page.getByRole("combobox", { name: "Show times in" }).selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page.locator("#booking-notice")).toBeFocused();
    await expect(page.locator("#booking-notice")).toHaveText(/^Times are now shown in Tokyo time \((JST|GMT\+9)\)\.$/);
    await expect(page).toHaveTitle(/^Times in Tokyo time – /);
    await page.goto(confirmationUrl);
    await expect(page.getByRole("combobox", { name: "Show times in" })).toHaveValue("Asia/Tokyo");
    await expect(page.getByRole("region", { name: "Your call is booked" })).toContainText(/GMT\+9|JST/);
    await context.close();
  });

  test("two buyers posting the same time at once to two server processes get one booking and one 'just taken'", async ({ browser }) => {
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { context, page } = await newBuyer(browser, bases[i]!, false);
      await fillForm(page, `racer-${i}-${randomUUID().slice(0, 8)}@acme-calls.example`);
      tokens.push(new URL(page.url()).searchParams.get("booking") ?? "");
      await context.close();
    }
    expect(tokens.every((token) => /^[\w-]+\.[\w-]+$/.test(token))).toBe(true);
    // Each buyer's page, as a browser without JavaScript has it: the booking form's hidden inputs and the first free time.
    const posts = await Promise.all(
      tokens.map(async (token, i) => {
        const page = await rawRequest(bases[i]!, `/book/${token}`);
        expect(page.status).toBe(200);
        const form = [...page.body.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((html) => html.includes('name="intent"')) ?? "";
        const start = /name="start" value="([^"]+)"/.exec(form)?.[1] ?? "";
        const body = new FormData();
        for (const [name, value] of hiddenInputs(form)) body.append(name, value);
        body.append("start", start);
        body.append("kind", "video");
        body.append("phone", "");
        return { start, body: await multipartBody(body) };
      }),
    );
    expect(posts[0]!.start).toBe(posts[1]!.start);
    const answers = await Promise.all(
      posts.map((post, i) =>
        rawRequest(bases[i]!, `/book/${tokens[i]}`, {
          method: "POST",
          headers: { origin: bases[i]!, "content-type": post.body.type, "x-forwarded-for": `10.80.0.${i + 1}` },
          body: post.body.body,
        }),
      ),
    );
    const notices = answers.map((answer) => new URL(String(answer.headers.location ?? ""), bases[0]).searchParams.get("notice")).sort();
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(notices).toEqual(["booked", "taken"]);
    const loser = answers.findIndex((answer) => String(answer.headers.location).includes("notice=taken"));
    const refused = await browser.newContext({ javaScriptEnabled: false, baseURL: bases[loser]! });
    const refusedPage = await refused.newPage();
    await refusedPage.goto(String(answers[loser]!.headers.location));
    await expect(refusedPage.getByRole("region", { name: "There is a problem" })).toContainText("That time was just taken.");
    const offered = refusedPage.locator('input[name="start"]');
    await expect(offered.first()).toBeVisible();
    expect(await offered.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain(posts[0]!.start);
    await refused.close();
    // axe runs as a script in the page: the same answer, in a browser with JavaScript.
    const checked = await browser.newContext({ baseURL: bases[loser]! });
    const checkedPage = await checked.newPage();
    await checkedPage.goto(String(answers[loser]!.headers.location));
    await expectNoAxeViolations(checkedPage);
    await checked.close();
  });

  test("a changed link is refused with a way forward", async ({ page }) => {
    await page.goto(`${bases[0]!}/book/eyJyIjoieCIsIngiOjF9.forged`);
    await expect(page.getByRole("heading", { level: 1, name: "This booking link does not work" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send a new request" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
