import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { hiddenInputs } from "../../scripts/bench/hidden-inputs";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { expectNoAxeViolations } from "./support/axe";
import { signInOverHttp } from "./support/admin-session";
import { freePort, waitUntilServing } from "./support/extra-servers";
import { multipartBody, rawRequest } from "./support/raw-http";
import { newVisitor, sendRequest, signInAsAdmin } from "./support/request-form";
import { storeEnv, type SiteMetadata } from "./support/site";

/**
 * The booking step end to end: two server processes from the same build on one store (the sqlite project on
 * one data folder, the firestore project on a project of its own on the emulator), a real SMTP server on
 * loopback, and an admin who takes calls. The buyer sends the form, books on the confirmation page (with
 * JavaScript, keyboard only) or from the e-mail's link (without), gets the invitations, moves and cancels;
 * two buyers posting one slot at once to the two processes get one booking.
 */
test.describe("booking the first call @store", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  const cronSecret = randomBytes(24).toString("hex");
  const admin = { email: `caller-${randomUUID().slice(0, 8)}@openseat.example`, password: `Correct-${randomUUID()}` };
  let sink: SmtpSink;
  let dataDir = "";
  let scriptEnv = {} as NodeJS.ProcessEnv;
  const servers: ChildProcess[] = [];
  const serverOutput: string[] = [];
  const bases: string[] = [];

  async function flush(base: string) {
    const response = await fetch(`${base}/api/outbox/flush`, { method: "POST", headers: { authorization: `Bearer ${cronSecret}` } });
    expect(response.status).toBe(200);
  }

  /** Waits for the call e-mail whose subject matches, delivering the outbox meanwhile. */
  async function callMail(to: string, subject: RegExp): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? "");
    await expect.poll(async () => (await flush(bases[0]!), sink.received.some(match)), { timeout: 30_000 }).toBe(true);
    return sink.received.find(match)!;
  }

  /** The invitation an e-mail carries, read by a calendar parser. */
  function invitationOf(mail: ReceivedMail) {
    const attachment = mail.parsed.attachments.find((part) => part.contentType.startsWith("text/calendar") || part.filename?.endsWith(".ics"));
    expect(attachment, `an .ics in "${mail.parsed.subject}"`).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    return {
      method: String(calendar.getFirstPropertyValue("method")),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      organizer: String(event.organizer).toLowerCase(),
      attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
      location: event.location,
      status: String(vevent.getFirstPropertyValue("status")),
    };
  }

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

  test.beforeAll(async () => {
    const metadata = test.info().project.metadata as SiteMetadata;
    // A project of its own on the shared emulator, so the other specs' bookings and admins are not in this one's.
    const store = metadata.store === "firestore" ? { ...storeEnv(metadata), FIREBASE_PROJECT_ID: `demo-booking-${randomUUID().slice(0, 8)}` } : storeEnv(metadata);
    sink = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), "openseat-booking-"));
    const secrets = { FORM_SECRET: randomBytes(32).toString("hex"), NEXTAUTH_SECRET: randomBytes(32).toString("hex") };
    scriptEnv = { ...process.env, ...secrets, DATA_DIR: dataDir, NODE_ENV: "production", ...store } as NodeJS.ProcessEnv;
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...scriptEnv,
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: base,
        NEXTAUTH_URL: base,
        TRUSTED_PROXY_HOPS: "1",
        FORM_RATE_LIMIT: "1000",
        SMTP_URL: sink.url,
        MAIL_FROM: "OpenSeat <hello@openseat.example>",
        SALES_INBOX: "sales@openseat.example",
        OUTBOX_CRON_SECRET: cronSecret,
        OUTBOX_BACKOFF_MS: "0",
        OUTBOX_TIMER_MS: "3600000",
        NEXT_MANUAL_SIG_HANDLE: "true",
        // The admin signs in with a password alone here; second-factor.spec.ts covers the code step.
        ADMIN_SECOND_FACTOR: "off",
      };
      const server = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
      for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk: Buffer) => serverOutput.push(`[${i}] ${chunk.toString()}`));
      servers.push(server);
      bases.push(base);
    }
    await Promise.all(bases.map((base) => waitUntilServing(base, 90_000)));
    // The admin who takes the calls: created by the project's script, and in the team directory from their first sign-in.
    const created = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts", "--email", admin.email], {
      env: scriptEnv,
      input: `${admin.password}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(created.status, created.stderr).toBe(0);
    expect((await signInOverHttp(bases[0]!, admin.email, admin.password)).ok).toBe(true);
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("servers.log", { body: serverOutput.join(""), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    for (const server of servers) server.kill("SIGTERM");
    await sink?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("with JavaScript and the keyboard alone: book on the confirmation page, get both invitations, move and cancel", async ({ browser }) => {
    const email = `booker-js-${randomUUID().slice(0, 8)}@acme-calls.example`;
    const { context, page } = await newBuyer(browser, bases[0]!, true);
    await fillForm(page, email);
    const booking = page.getByRole("region", { name: "Book your 20-minute call now" });
    await expect(booking).toBeVisible();
    // The buyer's zone from the form names every time.
    const firstDay = booking.getByRole("group").nth(1);
    const firstTime = firstDay.getByRole("radio").first();
    await expect(firstTime).toHaveAccessibleName(/^\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M New York time \(E[SD]T\)$/);
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await booking.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/booking-${width}.png`, fullPage: false });
    }
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 900 });

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
    await expect(page.locator("#booking-notice")).toContainText("Your call is booked for");
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
    await expect(staffPage.getByRole("heading", { level: 1, name: "Today's and upcoming calls" })).toBeVisible();
    await expect(staffPage.getByRole("table")).toContainText("+1 212 555 0100");
    await expectNoAxeViolations(staffPage);

    // Move it, by keyboard, from the page the e-mail links to.
    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { name: "Move your call" })).toBeVisible();
    const later = page.getByRole("radio", { name: /New York time/ }).nth(3);
    const movedTo = await later.inputValue();
    await press(later, "Space");
    await press(page.getByRole("button", { name: "Move my call to this time" }));
    await page.waitForURL(/notice=rescheduled/);
    await expect(page.locator("#booking-notice")).toContainText("Your call is moved to");
    await expectNoAxeViolations(page);
    const moved = invitationOf(await callMail(email, /is moved/));
    expect(moved).toMatchObject({ method: "REQUEST", uid: buyerInvite.uid, sequence: 1, start: movedTo });

    // Cancel: the calendar removes the same event.
    await press(page.getByRole("button", { name: "Cancel my call" }));
    await page.waitForURL(/notice=canceled/);
    await expect(page.locator("#booking-notice")).toContainText("Your call is canceled");
    const canceled = invitationOf(await callMail(email, /is canceled/));
    expect(canceled).toMatchObject({ method: "CANCEL", uid: buyerInvite.uid, sequence: 2, status: "CANCELLED" });
    const staffCanceled = invitationOf(await callMail(admin.email, /^Call canceled for/));
    expect(staffCanceled).toMatchObject({ method: "CANCEL", uid: buyerInvite.uid, sequence: 2 });
    // The canceled call is on the request's timeline, with the booking and the move.
    await staffPage.goto("/admin/calls");
    await expect(staffPage.getByText("No calls are booked for today or the days ahead.")).toBeVisible();
    await staff.close();
    await context.close();
  });

  test("without JavaScript: the e-mail's link books a video call in another zone; a missing number is asked for", async ({ browser }) => {
    const email = `booker-plain-${randomUUID().slice(0, 8)}@acme-calls.example`;
    const { context, page } = await newBuyer(browser, bases[1]!, false);
    await fillForm(page, email);
    const confirmation = await callMailOrConfirmation(email);
    const link = /https?:\/\/\S+\/book\/[\w-]+\.[\w-]+/.exec(confirmation.parsed.text ?? "")?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole("combobox", { name: "Show times in" }).selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Show times" }).click();
    const time = page.getByRole("radio", { name: /Tokyo time \(GMT\+9\)$/ }).first();
    await expect(time).toBeVisible();
    await time.check();
    await page.getByLabel("Phone number for the call").fill("");
    await page.getByRole("button", { name: "Book this call" }).click();
    await expect(page.locator("#booking-notice")).toHaveText("Enter the phone number we should call, or choose a video call.");
    await expect(page.getByRole("group", { name: "Nearest free times" })).toBeVisible();
    await page.getByRole("radio", { name: /Tokyo time/ }).first().check();
    await page.getByRole("radio", { name: /^Video call/ }).check();
    await page.getByRole("button", { name: "Book this call" }).click();
    await expect(page.locator("#booking-notice")).toContainText("Your call is booked for");
    await expect(page.locator("#booking-notice")).toContainText("GMT+9");
    const invite = invitationOf(await callMail(email, /is booked/));
    expect(invite.location).toBe("Video call: the link comes in an updated invitation");
    await context.close();
  });

  /** The buyer's confirmation of their request: it carries the booking link. */
  async function callMailOrConfirmation(email: string): Promise<ReceivedMail> {
    return callMail(email, /^We received your request/);
  }

  test("two buyers posting the same time at once to two server processes get one booking and one 'just taken'", async ({ browser }) => {
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { context, page } = await newBuyer(browser, bases[i]!, false);
      await fillForm(page, `racer-${i}-${randomUUID().slice(0, 8)}@acme-calls.example`);
      tokens.push(new URL(page.url()).searchParams.get("booking") ?? "");
      await context.close();
    }
    expect(tokens.every((token) => /^[\w-]+\.[\w-]+$/.test(token))).toBe(true);
    // Each buyer's page, as a browser without JavaScript has it: the action's hidden inputs and the first free time.
    const posts = await Promise.all(
      tokens.map(async (token, i) => {
        const page = await rawRequest(bases[i]!, `/book/${token}`);
        expect(page.status).toBe(200);
        const start = /name="start" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
        const form = new FormData();
        for (const [name, value] of hiddenInputs(page.body)) form.append(name, value);
        form.append("start", start);
        form.append("kind", "video");
        form.append("phone", "");
        return { start, body: await multipartBody(form) };
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
    await expect(refusedPage.locator("#booking-notice")).toHaveText("That time was just taken. Here are the nearest free ones.");
    const nearest = refusedPage.getByRole("group", { name: "Nearest free times" }).getByRole("radio");
    await expect(nearest.first()).toBeVisible();
    expect(await nearest.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain(posts[0]!.start);
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
