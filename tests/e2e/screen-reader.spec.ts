import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { statusLabels, type DelegationStatus } from "../../features/delegation/options";
import { expectNoAxeViolations } from "./support/axe";
import { formPath, minimumFillMs } from "./support/delegation-posts";
import { createPasswordAdmin, startOwnSite, type OwnSite } from "./support/own-site";
import { becomeCallTaker, newVisitor, sendRequest } from "./support/request-form";
import { signedInAdminForTests } from "./support/server-scripts";
import { saveSettings, waitForShell } from "./support/settings-in-page";
import { readNext, startReader, takePhrases } from "./support/virtual-screen-reader";

/**
 * What a screen-reader user hears, walked with a virtual screen reader running in Chromium: the request
 * form with and without JavaScript (tab through every group without choosing, send empty, fix, send), the
 * accessibility panel (open, Low Vision, a font, a theme, close) and the page structure navigator. The
 * reader hears what the page exposes: focus moving, names, states, descriptions and live regions. Where
 * Chrome's own accessible name matters (CSS content, spacing) it is read from Chrome's accessibility tree.
 */

const confirmationHeading = "Thank you, your request is in";
const requiredGroups = [
  "Are you a business or an agency?",
  "Which roles do you need?",
  "Hours per week",
  "When would you like to start?",
  "Monthly budget",
];
const taskRule = "Check at least one task, or describe the work in your own words";
const lowVisionAnnouncement =
  "polite: Low Vision preset applied. It also turned on the site's own speech and hover-to-read, which read text aloud in a voice " +
  "of their own. To turn them off, switch off Enable text-to-speech under Text-to-Speech, or press Low Vision again.";
const speechError = "Error occurred while reading content";
const wrongPassword = "Invalid e-mail or password.";
const wrongCode = "That code is not right. Enter the code your app shows now, or a recovery code you have not used.";


/** The accessible name Chrome itself computes for the first element matching `selector`. */
async function chromeName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return String(nodes[0]?.name?.value ?? "");
  } finally {
    await cdp.detach();
  }
}

/** Presses Tab until the send button has focus; what the reader said on the way is in its log. */
async function tabToSend(page: Page): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.matches("button[type=submit]"))) return;
  }
  throw new Error("Tab never reached the send button");
}

/** Everything the form needs except the tasks, so the task rule is the one problem left. */
async function fillAllButTasks(page: Page) {
  await page.getByLabel("Full name").fill("Jane Listener");
  await page.getByLabel("Work e-mail").fill(`listener-${Date.now()}@example.com`);
  await page.getByLabel("Company").fill("Acme Audio Ltd");
  await page.getByRole("radio", { name: "A business (in-house team)" }).check();
  await page.getByRole("checkbox", { name: "SEO", exact: true }).check();
  await page.getByRole("radio", { name: "Part-time (about 20 hours a week)" }).check();
  await page.getByRole("radio", { name: "As soon as possible" }).check();
  await page.getByRole("radio", { name: "$2,000–$3,999 a month" }).check();
  await page.getByRole("checkbox", { name: /I agree that my details are used/ }).check();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const live = (phrases: readonly string[]) => phrases.filter((phrase) => /^(polite|assertive): /.test(phrase));

test.describe("what a screen-reader user hears", () => {
  test("the form with JavaScript: no early invalid, required groups, the count of problems, each error on its controls", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(formPath);
    await waitForShell(page);

    // Reading the form item by item: every required group says so in its name; the optional-unless box says when.
    await startReader(page, "form.delegation-form");
    const read = await readNext(page, 600, /^button, Send my request/);
    for (const legend of requiredGroups) {
      expect(read.filter((phrase) => phrase.startsWith(`group, ${legend}`))).toEqual([expect.stringMatching(new RegExp(`^group, ${escapeRegExp(legend)} \\(required\\)(, |$)`))]);
    }
    expect(read).toContain("group, Tasks from the checklist, Check the tasks for each role you chose, or describe the work in your own words.");
    expect(read).toContain("textbox, Other tasks, in your own words (required if you check no task above)");

    // Tabbing through every field and group without choosing anything: nothing is called invalid.
    await startReader(page);
    await page.getByLabel("Full name").focus();
    await tabToSend(page);
    const walk = await takePhrases(page);
    expect(walk).toContain("textbox, Full name, required");
    expect(walk).toContain("textbox, Phone (optional), Include the country code if you are outside the US.");
    expect(walk).toContain("checkbox, SEO, not checked");
    expect(walk).toContain("checkbox, Video, not checked");
    expect(walk.filter((phrase) => /invalid|Error:/.test(phrase))).toEqual([]);
    expect(await page.title()).not.toMatch(/^Error: /);

    // Sending it empty: focus lands on the summary, whose name is the count, said once.
    await page.keyboard.press("Enter");
    const summary = page.getByRole("region", { name: /^There (is a problem|are \d+ problems)$/ });
    await expect(summary).toBeFocused();
    const problems = await summary.getByRole("link").count();
    expect(problems).toBeGreaterThan(3);
    await expect(page).toHaveTitle(/^Error: Request marketing talent \| /);
    const sent = await takePhrases(page);
    expect(sent.filter((phrase) => phrase.includes("problem"))).toEqual([`region, There are ${problems} problems`]);

    // Every box of a group now says why it is invalid, not only the fieldset.
    await page.getByRole("checkbox", { name: "Paid media", exact: true }).focus();
    await page.getByRole("radio", { name: "Within a month" }).focus();
    expect(await takePhrases(page)).toEqual([
      "checkbox, Paid media, Error: Choose at least one role, not checked, invalid",
      // The reader leaves out "invalid" for radios (Chrome exposes it); the reason is what matters.
      expect.stringMatching(/^radio, Within a month, Error: Choose when you would like to start, not checked/),
    ]);

    // Fixing all but the tasks: the task rule is the one problem, and the box labelled "Other tasks" hears it too.
    await fillAllButTasks(page);
    await takePhrases(page);
    await page.getByRole("button", { name: "Send my request" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "There is a problem" })).toBeFocused();
    expect((await takePhrases(page)).filter((phrase) => phrase.includes("problem"))).toEqual(["region, There is a problem"]);
    await page.getByLabel(/Other tasks/).focus();
    expect(await takePhrases(page)).toEqual([
      `textbox, Other tasks, in your own words (required if you check no task above), Error: ${taskRule}, invalid`,
    ]);
    await expectNoAxeViolations(page);

    // Describing the work settles it; the send goes through and the confirmation's heading takes focus.
    await page.getByLabel(/Other tasks/).fill("Monthly reporting on organic search");
    await page.waitForTimeout(minimumFillMs);
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { name: confirmationHeading })).toBeFocused();
    // "What you sent" is a region beside "What happens next", not one nested in it.
    const next = page.getByRole("region", { name: "What happens next" });
    await expect(page.getByRole("region", { name: "What you sent" })).toBeVisible();
    await expect(next).toBeVisible();
    await expect(next.getByRole("region")).toHaveCount(0);
    await context.close();
  });

  test("the form without JavaScript: a refused send says Error first and starts at the summary", async ({ browser }) => {
    const context = await newVisitor(browser, false);
    const page = await context.newPage();
    await page.goto(formPath);
    await expect(page).toHaveTitle(/^Request marketing talent \| /);
    await page.getByRole("button", { name: "Send my request" }).click();
    await page.waitForLoadState();

    await expect(page).toHaveTitle(/^Error: Request marketing talent \| /);
    const summary = page.locator(".error-summary");
    // Focused by the browser (autofocus): a screen reader starts reading there.
    await expect(summary).toBeFocused();
    const problems = await summary.getByRole("link").count();
    expect(problems).toBeGreaterThan(3);
    expect(await chromeName(page, ".error-summary")).toBe(`There are ${problems} problems`);

    // Read from the top, the summary comes straight after the skip links: before the header, its count first.
    // (The shell's live regions sit between them, empty: a screen reader has nothing there to say.)
    await startReader(page);
    const top = (await readNext(page, 6)).filter((phrase) => phrase !== "status" && phrase !== "alert").slice(0, 4);
    expect(top).toEqual(["document", "link, Skip to main content", "link, Skip to accessibility settings", `region, There are ${problems} problems`]);
    const banner = page.getByRole("banner");
    expect(await summary.evaluate((box, header) => Boolean(box.compareDocumentPosition(header!) & Node.DOCUMENT_POSITION_FOLLOWING), await banner.elementHandle())).toBe(true);
    // Its focus ring (2 px, 2 px out) ends above the header, which would otherwise paint over it.
    const [box, bar] = [await summary.boundingBox(), await banner.boundingBox()];
    expect(box!.y + box!.height + 4).toBeLessThanOrEqual(bar!.y);
    // (axe runs on the same summary in the JavaScript walk: with the page's scripts off its timers never fire.)

    // Fixing all but the tasks: the task rule is told to the checklist and the box that can settle it, not to
    // each of its forty boxes, the roles not chosen included.
    await fillAllButTasks(page);
    await page.getByRole("button", { name: "Send my request" }).click();
    await page.waitForLoadState();
    await expect(page.locator(".error-summary").getByRole("link")).toHaveText([taskRule]);
    const taskRuleHeard = await page.locator('[aria-describedby~="field-tasks-error"]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(taskRuleHeard).toEqual(["field-tasks", "field-otherTasks"]);
    // Read item by item (the page's scripts are off, so the reader follows no focus): the checklist says it, its boxes do not.
    await startReader(page, "#field-tasks");
    const checklist = await readNext(page, 300);
    const boxes = checklist.filter((phrase) => phrase.startsWith("checkbox, "));
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((phrase) => phrase.includes(taskRule))).toEqual([]);
    expect(checklist.filter((phrase) => phrase.startsWith("group, Tasks from the checklist") && phrase.includes(`Error: ${taskRule}`)).length).toBeGreaterThan(0);
    await expect(page.getByLabel(/Other tasks/)).toHaveAccessibleDescription(new RegExp(`Error: ${escapeRegExp(taskRule)}`));

    // Describing the work and sending again reaches the confirmation page.
    await page.getByLabel(/Other tasks/).fill("Monthly reporting on organic search");
    await page.waitForTimeout(minimumFillMs);
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { name: confirmationHeading })).toBeVisible();
    await expect(page).not.toHaveTitle(/^Error: /);
    await context.close();
  });

  test("the panel: Low Vision says what it turned on and how to stop it, each change is heard once", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto("/home");
    await waitForShell(page);
    await startReader(page);

    // By keyboard only: the pointer never rests on text, so hover-to-read stays quiet once it is on.
    await page.getByRole("button", { name: "Accessibility settings", exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Accessibility settings" });
    await expect(dialog).toBeVisible();
    expect(await takePhrases(page)).toContain(
      "dialog, Accessibility settings, Changes apply at once and are kept in this browser. F2 opens and closes this panel from anywhere on the site., modal",
    );

    await dialog.getByRole("button", { name: /Low Vision/ }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: /Low Vision/ })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => live(await takePhrases(page))).toEqual([lowVisionAnnouncement]);

    // A font and a theme: the select and the radio say their new state; the panel adds nothing on top.
    const font = dialog.getByRole("combobox", { name: "Font" });
    await font.focus();
    await takePhrases(page);
    await font.selectOption("Verdana");
    await expect(font).toHaveValue("Verdana");
    await page.waitForTimeout(500);
    expect(live(await takePhrases(page))).toEqual([]);
    const dark = dialog.getByRole("radio", { name: "Dark" });
    await dark.focus();
    expect(await takePhrases(page)).toEqual([expect.stringMatching(/^radio, Dark, Light text on a dark background\., not checked/)]);
    await page.keyboard.press("Space");
    await expect(dark).toBeChecked();
    await page.waitForTimeout(500);
    expect(live(await takePhrases(page))).toEqual([]);
    await expectNoAxeViolations(page);

    // Speech that fails (this browser has no voice to read with) is said once, politely, however often it fails.
    const readPreview = dialog.getByRole("button", { name: "Read preview aloud" });
    await readPreview.focus();
    await page.keyboard.press("Enter");
    await page.waitForTimeout(1000);
    await page.keyboard.press("Enter");
    await page.waitForTimeout(1000);
    const speech = live(await takePhrases(page));
    expect(speech.filter((phrase) => phrase.startsWith("assertive:"))).toEqual([]);
    if (speech.some((phrase) => phrase.includes(speechError))) {
      expect(speech.filter((phrase) => phrase.includes(speechError))).toEqual([`polite: ${speechError}`]);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await takePhrases(page)).toEqual(["button, Accessibility settings, not expanded, has popup dialog"]);
    await context.close();
  });

  test("the page structure navigator moves focus straight to the chosen heading", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto("/home");
    await saveSettings(page, { pageStructureButton: true });
    await page.goto("/pricing");
    await waitForShell(page);
    await startReader(page);
    await page.getByRole("button", { name: "Page structure" }).focus();
    await page.keyboard.press("Enter");
    const navigator = page.getByRole("dialog", { name: "Page structure" });
    const choice = navigator.getByRole("list", { name: "Headings" }).getByRole("button").nth(1);
    await choice.focus();
    const label = (await choice.locator("span").nth(1).innerText()).trim();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(navigator).toBeHidden();
    await expect(page.locator("main").getByRole("heading", { name: label, exact: true })).toBeFocused();
    const heard = await takePhrases(page);
    expect(heard.filter((phrase) => phrase.startsWith("button,"))).toEqual([]);
    expect(heard.some((phrase) => phrase.startsWith(`heading, ${label}, level`))).toBe(true);
    await context.close();
  });

  test("names Chrome gives: FAQ questions without the plus, case studies by client, optional fields spaced", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto("/pricing");
    expect(await chromeName(page, ".faq summary")).toBe("What sets the price of a seat?");
    await page.locator(".faq summary").first().click();
    expect(await chromeName(page, ".faq details[open] summary")).toBe("What sets the price of a seat?");

    await page.goto("/case-studies");
    const articles = page.locator("main article");
    const count = await articles.count();
    expect(count).toBe(4);
    for (let index = 0; index < count; index += 1) {
      const article = articles.nth(index);
      // textContent: the eyebrow is uppercased by CSS only.
      const client = (await article.locator(".eyebrow").textContent())?.trim();
      const headline = (await article.getByRole("heading", { level: 2 }).textContent())?.trim();
      await expect(article).toHaveAccessibleName(`${client} ${headline}`);
    }
    // The heading comes first in the source, so jumping to it does not skip the client's name.
    await startReader(page, "main article");
    const story = await readNext(page, 4);
    expect(story[1]).toMatch(/^heading, .+, level 2$/);

    await page.goto(formPath);
    expect(await chromeName(page, "#field-phone")).toBe("Phone (optional)");
    expect(await chromeName(page, "#field-roles")).toBe("Which roles do you need? (required)");
    await context.close();
  });
});

test.describe("what a screen-reader user hears signing in and in the admin area", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });
  const admin = { email: `reader-${randomUUID().slice(0, 8)}@example.com`, password: `Plum orbit ${randomUUID().slice(0, 8)} lantern` };
  let site: OwnSite;
  let secret = "";

  test.beforeAll(async () => {
    // The second factor on, as every deployment has it: the code and the recovery codes are what is heard.
    site = await startOwnSite({ ADMIN_SECOND_FACTOR: "on" });
    createPasswordAdmin(site, admin.email, admin.password);
  });

  test.afterAll(() => site?.stop());

  /** Sends a step and hears what follows: `message` once, whichever way it reaches the reader. */
  async function expectHeardOnce(page: Page, send: () => Promise<void>, message: string): Promise<void> {
    await takePhrases(page);
    await send();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    // Live regions and focus are heard a moment after the change.
    await page.waitForTimeout(1000);
    expect((await takePhrases(page)).filter((phrase) => phrase.includes(message))).toHaveLength(1);
  }

  /** Each field is invalid and described by the message shown, so it is heard again on the way back to it. */
  async function expectFieldsTiedTo(page: Page, labels: readonly string[], message: string): Promise<void> {
    for (const label of labels) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    }
    await expect(page).toHaveTitle(/^Error: /);
  }

  test("a wrong password is heard once; the set-up's recovery codes are spelled out; a figures table sits in one region", async ({ browser }) => {
    const context = await newVisitor(browser, true, { baseURL: site.base, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await waitForShell(page);
    const title = await page.title();
    await page.getByLabel("E-mail", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("Not the password, plainly");
    await startReader(page);
    await expectHeardOnce(page, () => page.getByLabel("Password", { exact: true }).press("Enter"), wrongPassword);
    await expectFieldsTiedTo(page, ["E-mail", "Password"], wrongPassword);
    await expectNoAxeViolations(page);

    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/admin\/sign-in\/set-up\?/);
    expect(title).not.toMatch(/^Error: /);
    await expect(page).not.toHaveTitle(/^Error: /);
    secret = ((await page.locator(".admin-setup-key code").textContent()) ?? "").replace(/ /g, "");
    await page.getByLabel("Six-digit code").fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await startReader(page);
    await page.getByLabel("Six-digit code").press("Enter");
    const list = page.getByRole("list", { name: "Recovery codes" });
    await expect(list).toBeVisible();
    const codes = (await list.locator("li").evaluateAll((items) => items.map((item) => item.querySelector("code")?.textContent ?? ""))).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    // As the set-up key is: character by character, a group at a time, and never as one word.
    await startReader(page, "section[aria-labelledby=recovery-codes-title]");
    const heard = await readNext(page, 200, /^button, Copy the recovery codes/);
    for (const code of codes) {
      const spelled = code.split("-").map((group) => [...group].join(" ")).join(", ");
      expect(heard.filter((phrase) => phrase.includes(spelled)), code).toHaveLength(1);
      expect(heard.filter((phrase) => phrase.includes(code)), code).toEqual([]);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "I have saved them: continue" }).click();
    await page.waitForURL(`${site.base}/admin`);

    // The figures: each table in its section's region only, its scroll area not a second region of the same name.
    await page.goto("/admin/figures");
    await page.getByText("Table: visits and page views per day, last 30 days").click();
    const daily = page.getByRole("region", { name: "Visits per day, last 30 days", exact: true });
    await expect(daily.getByRole("table")).toBeVisible();
    await startReader(page, "main");
    const figures = await readNext(page, 800);
    const regions = figures.filter((phrase) => phrase.startsWith("region, "));
    expect(new Set(regions).size).toBe(regions.length);
    expect(regions.filter((phrase) => phrase.startsWith("region, Visits per day, last 30 days"))).toEqual(["region, Visits per day, last 30 days"]);
    // Its scroll area, which takes focus so a keyboard can scroll it, says what it is in words of its own.
    expect(regions).toContain("region, Scrollable table: Visits per day, last 30 days");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("a wrong code is heard once, and marks the code's field and the title", async ({ browser }) => {
    const context = await newVisitor(browser, true, { baseURL: site.base, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await waitForShell(page);
    await page.getByLabel("E-mail", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/admin\/sign-in\/code\?/);
    await expect(page).not.toHaveTitle(/^Error: /);
    const field = page.getByLabel("Six-digit code or recovery code");
    // A code from an hour ago: well-formed, and wrong.
    await field.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() - 3_600_000 }));
    await startReader(page);
    await expectHeardOnce(page, () => field.press("Enter"), wrongCode);
    await expectFieldsTiedTo(page, ["Six-digit code or recovery code"], wrongCode);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test.describe("what a screen-reader user hears working a lead on the desk", () => {
  const signedIn = signedInAdminForTests("Reader desk");

  /**
   * Presses `control` and hears what follows: the message that appears in `section` is said once, by focus
   * landing on it there (a region named by its words, not a live region as well), and focus never falls to
   * the page on the way.
   */
  async function hearAction(page: Page, control: Locator, section: Locator, message: RegExp): Promise<void> {
    await control.focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(section.getByRole("region", { name: message })).toBeFocused();
    // Live regions and focus are heard a moment after the change.
    await page.waitForTimeout(1000);
    const heard = await takePhrases(page);
    expect(heard.filter((phrase) => message.test(phrase)), heard.join(" | ")).toHaveLength(1);
    expect(heard.filter((phrase) => phrase === "document"), heard.join(" | ")).toEqual([]);
    await expect(page.locator("[role=status], [role=alert], [aria-live]").filter({ hasText: message })).toHaveCount(0);
  }

  test("with JavaScript: Assign to me, Add note and Change status are each heard once, focus staying in their section", async ({ browser }) => {
    const context = await newVisitor(browser, true, { storageState: signedIn().storageState, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto(signedIn().requestPath);
    await waitForShell(page);
    await startReader(page);
    const owner = page.getByRole("region", { name: "Owner and reply" });
    const status = page.getByRole("region", { name: "Status" });
    const notes = page.getByRole("region", { name: "Internal notes" });

    // "Assign to me" is gone once the request is mine: focus goes to what happened, in the same section.
    await hearAction(page, owner.getByRole("button", { name: "Assign to me" }), owner, /Assigned to .+@example\.com\./);
    await expect(owner.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
    // Shift+Tab goes back to the section's controls, from where the action was.
    await page.keyboard.press("Shift+Tab");
    await expect(owner.getByRole("button", { name: "Assign", exact: true })).toBeFocused();

    await notes.getByLabel("Add an internal note").fill("Called, left a message.");
    await hearAction(page, notes.getByRole("button", { name: "Add note" }), notes, /\bNote added\.$/);
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Called, left a message.");
    // Said again for a second note: each action is heard once, not just the first.
    await notes.getByLabel("Add an internal note").fill("Sent the proposal.");
    await hearAction(page, notes.getByRole("button", { name: "Add note" }), notes, /\bNote added\.$/);

    await status.getByLabel("Change status to").selectOption("contacted");
    await hearAction(page, status.getByRole("button", { name: "Change status" }), status, /\bStatus changed to Contacted\.$/);
    await expect(status.getByTestId("current-status")).toHaveText("Contacted");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("without JavaScript: the page that answers each action starts at its message, in its section", async ({ browser }) => {
    const context = await newVisitor(browser, false, { storageState: signedIn().storageState, timezoneId: "Europe/London" });
    const page = await context.newPage();
    await page.goto(signedIn().requestPath);
    const region = (name: string) => page.getByRole("region", { name });

    async function expectStartsAt(section: string, message: RegExp): Promise<void> {
      await page.waitForLoadState();
      // Focused by the browser (autofocus) as the page loads: a screen reader starts there, and hears it once.
      await expect(region(section).getByRole("region", { name: message })).toBeFocused();
      await expect(page.locator("[role=status], [role=alert], [aria-live]").filter({ hasText: message })).toHaveCount(0);
    }

    await region("Owner and reply").getByLabel("Assign to").selectOption("none");
    await region("Owner and reply").getByRole("button", { name: "Assign", exact: true }).click();
    await expectStartsAt("Owner and reply", /^The request now has no owner\.$/);

    await region("Internal notes").getByLabel("Add an internal note").fill("Posted without scripts.");
    await region("Internal notes").getByRole("button", { name: "Add note" }).click();
    await expectStartsAt("Internal notes", /^Note added\.$/);

    const next = await region("Status").getByLabel("Change status to").inputValue();
    await region("Status").getByRole("button", { name: "Change status" }).click();
    await expectStartsAt("Status", new RegExp(`^Status changed to ${statusLabels[next as DelegationStatus]}\\.$`));
    await context.close();
  });
});

test.describe("what a screen-reader user hears booking the first call", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const admin = { email: `caller-${randomUUID().slice(0, 8)}@example.com`, password: `Plum orbit ${randomUUID().slice(0, 8)} lantern` };
  const nyTime = /^radio, (\d{1,2}:\d{2} [AP]M) to \d{1,2}:\d{2} [AP]M New York time \(E[SD]T\), (not checked|checked), position (\d+), set size (\d+)$/;
  let site: OwnSite;

  test.beforeAll(async ({ browser }) => {
    site = await startOwnSite({ FORM_RATE_LIMIT: "1000" });
    createPasswordAdmin(site, admin.email, admin.password);
    // The admin gives a name, so buyers are offered their times.
    await becomeCallTaker(browser, site.base, admin, "Ana Caller");
  });

  test.afterAll(() => site?.stop());

  /** Whatever the reader said that holds `text`: heard once, whichever way it reached the reader. */
  async function heardOnce(page: Page, text: string): Promise<string> {
    await page.waitForTimeout(1000);
    const heard = (await takePhrases(page)).filter((phrase) => phrase.includes(text));
    expect(heard, text).toHaveLength(1);
    return heard[0]!;
  }

  async function buyer(browser: import("@playwright/test").Browser, javaScriptEnabled: boolean) {
    const context = await newVisitor(browser, javaScriptEnabled, { baseURL: site.base, timezoneId: "America/New_York" });
    const page = await context.newPage();
    await sendRequest(page, { fullName: "Jane Listener", email: `listener-${randomUUID().slice(0, 8)}@example.com`, company: "Acme Audio Ltd", otherTasks: "Monthly reports", timeZone: "America/New_York" });
    await page.waitForURL(/reference=DR-/);
    return { context, page };
  }

  test("with JavaScript: one group of times per day, each time named with its zone; every outcome heard once, with focus on it and in the title", async ({ browser }) => {
    const { context, page } = await buyer(browser, true);
    await waitForShell(page);

    // Read item by item: the step's heading, the days, then one day's times, each a radio of that day's group alone.
    await startReader(page, "section.booking");
    const read = await readNext(page, 400, /^button, Book this call/);
    expect(read).toContain("heading, Book your 20-minute call now, level 2");
    expect(read.filter((phrase) => phrase.startsWith("group, Times on "))).toEqual([expect.stringMatching(/^group, Times on \w+day, \w+ \d{1,2}, \d{4}, Times are in New York time \(E[SD]T\)\. Each call is 20 minutes\.$/)]);
    const times = read.map((phrase) => nyTime.exec(phrase)).filter((match) => match !== null);
    const shown = await page.locator('input[name="start"]').count();
    expect(times).toHaveLength(shown);
    expect(times.map((match) => Number(match![4]))).toEqual(Array(shown).fill(shown));
    expect(times.map((match) => Number(match![3]))).toEqual(Array.from({ length: shown }, (_, index) => index + 1));

    // Another day, by keyboard: focus lands on its times, and the reader says which day.
    await startReader(page);
    const day = page.getByRole("list", { name: "Days with free times" }).getByRole("link").nth(1);
    const dayValue = new URL((await day.getAttribute("href")) ?? "", site.base).searchParams.get("day") ?? "";
    const dayName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(new Date(`${dayValue}T12:00:00Z`));
    await day.focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("#booking-times")).toBeFocused();
    expect(await heardOnce(page, `Times on ${dayName}`)).toMatch(/^group, Times on /);

    // Refused: a time chosen and no number. The title says Error first, focus is on the summary, the field is tied to it, the time is kept.
    const time = page.getByRole("radio", { name: /New York time/ }).nth(1);
    await time.focus();
    await page.keyboard.press("Space");
    const chosen = await time.inputValue();
    await page.getByLabel("Phone number for the call").fill("");
    await page.getByRole("button", { name: "Book this call" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Request sent \| /);
    expect(await heardOnce(page, "There is a problem")).toBe("region, There is a problem");
    const phoneRule = "Enter the phone number we should call, or choose a video call.";
    const phone = page.getByLabel("Phone number for the call");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(new RegExp(`Error: ${escapeRegExp(phoneRule)}`));
    await expect(page.locator(`input[name="start"][value="${chosen}"]`)).toBeChecked();
    await phone.focus();
    expect(await takePhrases(page)).toEqual([expect.stringMatching(new RegExp(`^textbox, Phone number for the call, .*Error: ${escapeRegExp(phoneRule)}, invalid$`))]);
    await expectNoAxeViolations(page);

    // Booked: focus on the outcome, said once, and the title leads with it.
    await phone.fill("+1 212 555 0100");
    await page.getByRole("button", { name: "Book this call" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("#booking-notice")).toBeFocused();
    expect(await heardOnce(page, "Your call is booked for")).toMatch(/^group, Your call is booked for .+ E[SD]T\. We sent the invitation to your e-mail address\.$/);
    await expect(page).toHaveTitle(/^Your call is booked – Your first call \| /);

    // Moved.
    const later = page.getByRole("radio", { name: /New York time/ }).nth(2);
    await later.focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Move my call to this time" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/notice=rescheduled/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    expect(await heardOnce(page, "Your call is moved to")).toMatch(/^group, Your call is moved to /);
    await expect(page).toHaveTitle(/^Your call is moved – /);

    // Zone changed.
    await page.getByRole("combobox", { name: "Show times in" }).selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Show times" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/notice=zone/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    expect(await heardOnce(page, "Times are now shown in Tokyo time")).toMatch(/^group, Times are now shown in Tokyo time \((JST|GMT\+9)\)\.$/);
    await expect(page).toHaveTitle(/^Times in Tokyo time – /);

    // Canceled, after the one question more.
    await page.getByRole("link", { name: "Cancel my call" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    const question = page.getByRole("heading", { level: 3, name: /^Cancel your call on / });
    await expect(question).toBeFocused();
    expect(await heardOnce(page, "Cancel your call on")).toMatch(/^heading, Cancel your call on .+\?, level 3$/);
    await page.getByRole("button", { name: "Yes, cancel my call" }).focus();
    await takePhrases(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/notice=canceled/);
    await expect(page.locator("#booking-notice")).toBeFocused();
    expect(await heardOnce(page, "Your call is canceled.")).toMatch(/^group, Your call is canceled\. /);
    await expect(page).toHaveTitle(/^Your call is canceled – /);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("without JavaScript: a refused booking says Error first, starts at the summary, and keeps the time chosen", async ({ browser }) => {
    const { context, page } = await buyer(browser, false);
    const time = page.getByRole("radio", { name: /New York time/ }).first();
    const chosen = await time.inputValue();
    await time.check();
    await page.getByLabel("Phone number for the call").fill("");
    await page.getByRole("button", { name: "Book this call" }).click();
    await page.waitForLoadState();
    await expect(page).toHaveTitle(/^Error: Request sent \| /);
    // Focused by the browser (autofocus): a screen reader starts there, and reading on gives the message.
    await expect(page.locator("#booking-summary")).toBeFocused();
    expect(await chromeName(page, "#booking-summary")).toBe("There is a problem");
    await startReader(page, "#booking-summary");
    expect(await readNext(page, 6)).toContain("link, Enter the phone number we should call, or choose a video call.");
    await expect(page.getByLabel("Phone number for the call")).toHaveAccessibleDescription(/Error: Enter the phone number we should call/);
    await expect(page.locator(`input[name="start"][value="${chosen}"]`)).toBeChecked();
    // The day's times are still one group of their own.
    const radios = await page.locator("fieldset#booking-times input[name=start]").count();
    expect(radios).toBe(await page.locator("input[name=start]").count());
    await context.close();
  });
});
