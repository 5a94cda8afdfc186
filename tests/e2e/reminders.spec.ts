import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsAdmin } from "./support/request-form";
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { ReceivedMail } from "../support/smtp-sink";
import { mailJourney } from "./support/mail-journey";

/**
 * The promise kept when nobody looks (issue 48). Two server processes from the same build on one store, a
 * real SMTP server on loopback, one admin. A lead sent on Friday, November 20, 2026 at 16:55 London time is
 * due on Monday at 16:55: `npm run leads:remind --now` run as at Monday's instants, twice at once each time,
 * queues the admin's morning digest at the opening, the due-soon reminder from 15:55 and the overdue alert
 * after 16:55, and the two servers' flushes deliver each once.
 */
test.describe("the reminder sweep's e-mails", () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });

  const run = randomUUID().slice(0, 8);
  const ana = { email: `ana-${run}@northwind.example`, password: `Correct-${randomUUID()}` };
  const sales = "sales@openseat.example";
  // The flushes deliver; the servers' own timers stay out of the journey.
  const journey = mailJourney("reminders", { SALES_INBOX: sales });
  let scriptEnv = {} as NodeJS.ProcessEnv;
  let bases: readonly string[] = [];
  let seeded = { lead: { id: "", reference: "" }, followed: { id: "", reference: "" }, called: { id: "", reference: "" }, meetingUrl: "" };

  const tsx = path.resolve("node_modules/.bin/tsx");

  /** `npm run leads:remind -- --now <at>`, twice at once: two sweeps racing as two instances would. */
  async function remindTwiceAt(at: string): Promise<string> {
    const once = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(tsx, ["--conditions=react-server", "scripts/leads-remind.ts", "--now", at], { env: scriptEnv, stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`leads:remind exited ${code}: ${out}`))));
      });
    return (await Promise.all([once(), once()])).join("");
  }

  async function flushBoth() {
    await Promise.all(bases.map((base) => journey().flush(base)));
  }

  const matching = (subject: RegExp) => (mail: ReceivedMail) => subject.test(mail.parsed.subject ?? "");

  /** Flushes both servers until the e-mail arrives, then twice more: a second copy would have come by then. */
  async function onlyMail(subject: RegExp): Promise<ReceivedMail> {
    await expect.poll(async () => (await flushBoth(), journey().sink.received.some(matching(subject))), { timeout: 90_000, intervals: [1_000] }).toBe(true);
    await flushBoth();
    await flushBoth();
    const found = journey().sink.received.filter(matching(subject));
    expect(found, `one e-mail "${subject}"`).toHaveLength(1);
    return found[0]!;
  }

  test.beforeAll(async () => {
    ({ bases } = journey());
    // The command's links name the first server, as SITE_URL names the site.
    scriptEnv = { ...journey().sites.scriptEnv, SITE_URL: bases[0]! };
    const created = spawnSync(tsx, ["--conditions=react-server", "scripts/admin-create.ts", "--email", ana.email], { env: scriptEnv, input: `${ana.password}\n`, encoding: "utf8", timeout: 60_000 });
    expect(created.status, created.stderr).toBe(0);
    const seed = spawnSync(tsx, ["--conditions=react-server", "tests/e2e/support/seed-reminders.ts", ana.email, run], { env: scriptEnv, encoding: "utf8", timeout: 60_000 });
    expect(seed.status, seed.stderr).toBe(0);
    seeded = JSON.parse(seed.stdout.trim().split("\n").at(-1) ?? "{}") as typeof seeded;
  });

  test("@store the digest at Monday's opening, the due-soon reminder an hour before 16:55 and the alert after it, each once", async () => {
    // Monday, November 23, 2026, 09:00 in London: the digest lists Ana's follow-up, her call and the lead due today.
    expect(await remindTwiceAt("2026-11-23T09:00:00Z")).toContain("digest about 2026-11-23");
    const digest = await onlyMail(/^Your day, Monday, November 23, 2026/);
    expect(digest.to).toEqual([ana.email]);
    expect(digest.parsed.subject).toBe("Your day, Monday, November 23, 2026: 1 call, 1 lead to answer, 1 follow-up");
    const digestText = digest.parsed.text ?? "";
    expect(digestText).toContain(`2:00 PM GMT (UTC+00:00), video call: ${seeded.called.reference}`);
    expect(digestText).toContain(seeded.meetingUrl);
    expect(digestText).toContain(`${seeded.lead.reference} (${bases[0]}/admin/requests/${seeded.lead.id}): due by Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00)`);
    expect(digestText).toContain(`${seeded.followed.reference} (${bases[0]}/admin/requests/${seeded.followed.id}): follow up today`);
    for (const personal of ["Fred", "Fiona", "Carl", "buyer-"]) expect(digest.raw).not.toContain(personal);

    // 15:54 is more than one business hour before the due time: nothing.
    expect(await remindTwiceAt("2026-11-23T15:54:00Z")).not.toContain("Queued");
    // 15:56: the owner's reminder, whichever of the two sweeps writes it.
    expect(await remindTwiceAt("2026-11-23T15:56:00Z")).toMatch(/Queued due-soon about DR-\w+ to ana-/);
    const dueSoon = await onlyMail(/^Reply due soon: /);
    expect(dueSoon.to).toEqual([ana.email]);
    expect(dueSoon.parsed.subject).toBe(`Reply due soon: ${seeded.lead.reference}, Fred Friday, Friday Widgets Ltd`);
    expect(dueSoon.parsed.text).toContain("The first reply is due by Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00)");
    expect(dueSoon.parsed.text).toContain(`${bases[0]}/admin/requests/${seeded.lead.id}`);
    await remindTwiceAt("2026-11-23T16:30:00Z");
    await flushBoth();
    expect(journey().sink.received.filter(matching(/^Reply due soon: /))).toHaveLength(1);

    // 16:56: late. One e-mail to the owner and the sales inbox.
    expect(await remindTwiceAt("2026-11-23T16:56:00Z")).toMatch(/Queued overdue about DR-\w+/);
    const overdue = await onlyMail(/^Overdue: /);
    expect([...overdue.to].sort()).toEqual([ana.email, sales].sort());
    expect(overdue.parsed.text).toContain("The first reply was due by Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00)");
    await remindTwiceAt("2026-11-24T10:00:00Z");
    await flushBoth();
    expect(journey().sink.received.filter(matching(/^Overdue: /))).toHaveLength(1);
    expect(journey().sink.received.filter(matching(/^Reply due soon: /))).toHaveLength(1);
  });
  test("@store a reply written on the desk reaches the buyer with the reference and the admin's Reply-To, ends the reminders, and shows on the timeline", async ({ browser }) => {
    const buyer = `jane-${run}@buyer-reply.example`;
    const seededReply = spawnSync(tsx, ["--conditions=react-server", "scripts/bench/seed-request.ts", `Reply Co ${run}`, buyer, "2026-11-20T16:55:00Z"], { env: scriptEnv, encoding: "utf8", timeout: 60_000 });
    expect(seededReply.status, seededReply.stderr).toBe(0);
    const lead = JSON.parse(seededReply.stdout.trim().split("\n").at(-1) ?? "{}") as { id: string; reference: string };

    const context = await browser.newContext({ baseURL: bases[1]!, reducedMotion: "reduce" });
    const page = await context.newPage();
    await signInAsAdmin(page, ana, `/admin/requests/${lead.id}`);
    await page.waitForURL(new RegExp(`/admin/requests/${lead.id}`));
    const subject = page.getByRole("textbox", { name: "Subject" });
    await expect(subject).toHaveValue(`Your request ${lead.reference}`);
    const body = page.getByRole("textbox", { name: "Message" });
    await expect(body).toHaveValue(/^Hello Replay,\n/);
    await expectNoAxeViolations(page);
    // Over the limit: refused with the limit named, and the draft kept.
    await body.fill("x".repeat(10_001));
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("longer than 10,000 characters")).toBeVisible();
    await expect(body).toHaveValue("x".repeat(10_001));
    await body.fill("Hello Jane,\n\nThanks for <b>writing</b>. When suits you for a call?\n\nAna");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply queued: it is on the timeline.")).toBeVisible();

    const reply = await onlyMail(new RegExp(`^Your request ${lead.reference}$`));
    expect(reply.to).toEqual([buyer]);
    expect(reply.from).toBe("hello@openseat.example");
    expect(reply.parsed.replyTo?.text).toBe(ana.email);
    expect(reply.parsed.text).toContain("Thanks for <b>writing</b>.");
    expect(reply.parsed.html).toContain("Thanks for &lt;b&gt;writing&lt;/b&gt;.");

    // Answered: no reminder at Monday's instants, and the reply is on the timeline as an e-mail note, sent.
    await remindTwiceAt("2026-11-23T16:00:00Z");
    await remindTwiceAt("2026-11-23T17:00:00Z");
    await flushBoth();
    expect(journey().sink.received.filter((mail) => (mail.parsed.subject ?? "").includes(lead.reference) && /^(Reply due soon|Overdue)/.test(mail.parsed.subject ?? ""))).toEqual([]);
    await page.reload();
    const timeline = page.getByRole("region", { name: "Timeline" }).or(page.locator("section[aria-labelledby='timeline-heading']"));
    await expect(timeline.getByText("Thanks for <b>writing</b>.", { exact: false }).first()).toBeVisible();
    await expect(timeline.getByText("Reply from the desk").first()).toBeVisible();
    await context.close();
  });
  test("@store a reply the buyer's mail server refuses makes the lead wait again, and shows on the dashboard and the timeline", async ({ browser }) => {
    const buyer = `refused-${run}@buyer-refuse.example`;
    // The SMTP server refuses the address for good (550 at RCPT TO): the outbox gives up at the first try.
    journey().sink.refuse.set(buyer, 550);
    const seeded = spawnSync(tsx, ["--conditions=react-server", "scripts/bench/seed-request.ts", `Refused Co ${run}`, buyer, "2026-11-20T16:55:00Z"], { env: scriptEnv, encoding: "utf8", timeout: 60_000 });
    expect(seeded.status, seeded.stderr).toBe(0);
    const lead = JSON.parse(seeded.stdout.trim().split("\n").at(-1) ?? "{}") as { id: string; reference: string };

    const context = await browser.newContext({ baseURL: bases[0]!, reducedMotion: "reduce" });
    const page = await context.newPage();
    await signInAsAdmin(page, ana, `/admin/requests/${lead.id}`);
    await page.waitForURL(new RegExp(`/admin/requests/${lead.id}`));
    const timelineText = async () => (await page.locator("section[aria-labelledby='timeline-heading']").textContent()) ?? "";
    await page.getByRole("textbox", { name: "Message" }).fill("Hello,\n\nWhen suits you for a call?\n\nAna");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply queued: it is on the timeline.")).toBeVisible();
    const replyDue = page.getByTestId("reply-due");

    // Delivered (the send's own delivery may have run already), refused: the failure's own write makes the lead wait again.
    await expect.poll(async () => (await flushBoth(), await page.reload(), await timelineText()), { timeout: 90_000, intervals: [1_000] }).toContain("bounced");
    await expect(replyDue).not.toContainText("Answered");
    expect(journey().sink.received.filter((mail) => mail.to.includes(buyer))).toEqual([]);

    // The reminders know it again: the due-soon reminder is queued an hour before the new due time, counted from the failure.
    const due = await replyDue.locator("time").getAttribute("datetime");
    // Not Monday the 23rd's 16:55 from the request's arrival: from the failure, today or later.
    expect(Date.parse(due!)).toBeGreaterThan(Date.parse("2026-11-24T00:00:00Z"));
    const swept = await remindTwiceAt(new Date(Date.parse(due!) - 30 * 60_000).toISOString());
    expect(swept).toContain(`due-soon about ${lead.reference}`);

    // The dashboard lists it where the other outbox failures show, with a link to the request.
    await page.goto("/admin");
    const notice = page.getByTestId("failed-replies");
    await expect(notice.getByRole("heading", { name: "Replies that did not reach the buyer" })).toBeVisible();
    await expect(notice.getByRole("link", { name: new RegExp(`^${lead.reference}, given up on `) })).toHaveAttribute("href", `/admin/requests/${lead.id}`);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
