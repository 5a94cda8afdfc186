import { expect, test } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openFileTargets } from "../support/open-files";
import { minimumFillMs, postForm, prepareForms, type PreparedForm } from "./support/delegation-posts";
import { freePort } from "./support/extra-servers";
import { createPasswordAdmin, redirectOf, signedInClient, startOwnSite, type OwnSite } from "./support/own-site";
import type { SiteMetadata } from "./support/site";

/*
 * Backups on real servers: a copy taken while requests are being sent, the daily copy two server processes
 * share, and a restore refused beside a live server and run once it has stopped. The commands' own rules
 * (refusals, erasures carried out again, a copy killed part-way) are shown in Jest, on real files and
 * processes (tests/unit/scripts/data-backup-restore.test.ts); here is what needs a server, and a browser
 * for the dashboard's button.
 */

const tsx = ["--import", "tsx", "--conditions=react-server"];

/** `npm run data:<command>` against a server's data folder, in one process (so a kill would reach it). */
function dataCommand(site: OwnSite, script: string, args: readonly string[]) {
  return spawnSync(process.execPath, [...tsx, script, ...args], { env: { ...site.env, NODE_ENV: "production" }, encoding: "utf8", timeout: 120_000 });
}

/** Every request in a database file, read-only. */
function referencesIn(file: string): { references: Set<string>; integrity: string; orphans: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      references: new Set((db.prepare("SELECT reference FROM delegation_requests").all() as { reference: string }[]).map((row) => row.reference)),
      integrity: db.pragma("integrity_check", { simple: true }) as string,
      // A request and its messages are one write: the copy never holds one without the other.
      orphans: (db.prepare("SELECT count(*) AS n FROM delegation_requests r WHERE NOT EXISTS (SELECT 1 FROM outbox_messages m WHERE m.owner = 'request:' || r.id)").get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

/** The team's wall clock a minute ago, as BACKUP_AT takes it, and that moment's calendar day. */
function teamClockMinuteAgo(): { at: string; day: string } {
  const moment = new Date(Date.now() - 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return { at: `${parts.hour}:${parts.minute}`, day: `${parts.year}-${parts.month}-${parts.day}` };
}

async function until<T>(what: string, check: () => T | undefined | null | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const logLines = (site: OwnSite, event: string) => site.output().split("\n").filter((line) => line.includes(`"event":"${event}"`));

let client = 0;
/** A client address of its own for each post, so the form's per-client limit never refuses one. */
const nextClient = () => {
  client += 1;
  return { headers: { "x-forwarded-for": `10.49.${Math.floor(client / 250)}.${(client % 250) + 1}` } };
};

test.describe("backups on a real server", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.skip(() => (test.info().project.metadata as SiteMetadata).store !== "sqlite", "the embedded store's backups");

  let root = "";
  const running: OwnSite[] = [];
  const start = async (settings: Record<string, string>, dataDir: string) => {
    const site = await startOwnSite({ NEXT_MANUAL_SIG_HANDLE: "true", FORM_SECRET: "backups-form-secret-0123456789abcdefghijkl", ...settings }, { dataDir });
    running.push(site);
    return site;
  };
  test.beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "openseat-backups-"));
  });
  test.afterEach(async () => {
    await Promise.all(running.splice(0).map((site) => site.end("SIGKILL")));
    rmSync(root, { recursive: true, force: true });
  });

  test("a backup taken while 20 requests are being sent holds every one confirmed before it began, and passes the integrity check", async () => {
    const site = await start({}, path.join(root, "data"));
    const forms: { form: PreparedForm; from: ReturnType<typeof nextClient> }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const from = nextClient();
      const [form] = await prepareForms(site.base, 1, from);
      forms.push({ form: form!, from });
    }
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));

    const copyFile = path.join(root, "copy.sqlite");
    const confirmed: { reference: string; at: number }[] = [];
    let backupStarted = 0;
    let backup: Promise<{ status: number | null; output: string }> | undefined;
    // Twenty posts, one every 300 ms, each in flight for as long as the server takes; the backup starts once
    // five are confirmed, so the rest are sent while it copies.
    await Promise.all(
      forms.map(async ({ form, from }, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 300));
        const reference = await postForm(site.base, form, from);
        expect(reference, "every request is confirmed, the backup notwithstanding").toMatch(/^DR-/);
        confirmed.push({ reference: reference!, at: Date.now() });
        if (confirmed.length === 5) {
          backupStarted = Date.now();
          const child = spawn(process.execPath, [...tsx, "scripts/data-backup.ts", "--to", copyFile], { env: { ...site.env, NODE_ENV: "production" } });
          let output = "";
          for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
          backup = new Promise((resolve) => child.once("exit", (status) => resolve({ status, output })));
        }
      }),
    );
    const result = await backup!;
    expect(result.output).toContain(`Wrote ${copyFile}:`);
    expect(result.status).toBe(0);
    const before = confirmed.filter((entry) => entry.at <= backupStarted).map((entry) => entry.reference);
    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(confirmed.filter((entry) => entry.at > backupStarted).length, "requests were still being sent while the copy ran").toBeGreaterThan(0);

    const copy = referencesIn(copyFile);
    expect(copy.integrity).toBe("ok");
    expect(before.filter((reference) => !copy.references.has(reference))).toEqual([]);
    expect(copy.orphans).toBe(0);
    // The copy's reads went through SQLite: the server's log is where it was, and it goes on storing.
    expect(openFileTargets(site.pid).filter((target) => target.startsWith(path.join(site.dataDir, "openseat.sqlite")) && target.endsWith("(deleted)"))).toEqual([]);
    expect(referencesIn(path.join(site.dataDir, "openseat.sqlite")).references.size).toBe(20);
  });

  test("two server processes on one folder take one copy a day at the team's hour, and keep BACKUP_KEEP", async () => {
    const dataDir = path.join(root, "data");
    const backups = path.join(root, "backups");
    const { at, day } = teamClockMinuteAgo();
    const settings = { BACKUP_DIR: backups, BACKUP_AT: at, BACKUP_KEEP: "2", BACKUP_TIMER_MS: "500" };
    // Older copies from days before: one is kept beside today's.
    mkdirSync(backups, { mode: 0o700 });
    for (const old of ["2020-01-01", "2020-01-02", "2020-01-03"]) writeFileSync(path.join(backups, `openseat-${old}.sqlite`), "");
    const [first, second] = await Promise.all([start(settings, dataDir), start(settings, dataDir)]);

    await until("today's copy", () => readdirSync(backups).includes(`openseat-${day}.sqlite`));
    await until("the old copies pruned", () => readdirSync(backups).length === 2);
    // Several more looks at the clock by both processes: no second copy, no second line.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(readdirSync(backups).sort()).toEqual(["openseat-2020-01-03.sqlite", `openseat-${day}.sqlite`]);
    const written = [...logLines(first, "data.backup_written"), ...logLines(second, "data.backup_written")];
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({ severity: "NOTICE", day, file: path.join(backups, `openseat-${day}.sqlite`) });
    expect(referencesIn(path.join(backups, `openseat-${day}.sqlite`)).integrity).toBe("ok");
  });

  test("a failed backup shows on the dashboard; a restore is refused beside the live server, then ends every session and holds what was pending", async ({ browser }) => {
    const dataDir = path.join(root, "data");
    const { at } = teamClockMinuteAgo();
    const notAFolder = path.join(root, "backups-is-a-file");
    writeFileSync(notAFolder, "not a folder");
    const settings = {
      NEXTAUTH_SECRET: "backups-spec-nextauth-secret-0123456789abcdef",
      BACKUP_DIR: notAFolder,
      BACKUP_AT: at,
      BACKUP_TIMER_MS: "500",
      // A webhook nobody answers: its message stays pending, retried in ten minutes.
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hook`,
      OUTBOX_BACKOFF_MS: "600000",
    };
    const site = await start(settings, dataDir);
    const email = "operator@example.com";
    const password = "backups quiet harbor lantern 42";
    createPasswordAdmin(site, email, password);

    const failed = await until("the failed backup's line", () => logLines(site, "data.backup_failed")[0]);
    expect(JSON.parse(failed)).toMatchObject({ severity: "ERROR" });
    const admin = await signedInClient(site, "password", { email, password });
    const dashboard = await (await admin.get("/admin")).text();
    expect(dashboard).toContain("The last scheduled backup failed");

    const from = nextClient();
    const [form] = await prepareForms(site.base, 1, from);
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    const reference = await postForm(site.base, form!, from);
    expect(reference).toMatch(/^DR-/);
    await until("the webhook's failed try", () => logLines(site, "outbox.retry_scheduled")[0]);

    const copy = path.join(root, "copy.sqlite");
    expect(dataCommand(site, "scripts/data-backup.ts", ["--to", copy]).status).toBe(0);
    const refused = dataCommand(site, "scripts/data-restore.ts", ["--from", copy]);
    expect(refused.stderr).toContain("is open in another process");
    expect(refused.status).toBe(1);
    // The refusal took nothing from the server: it still serves the admin.
    expect(await redirectOf(admin, "/admin")).toBeNull();

    await site.end("SIGTERM");
    running.splice(running.indexOf(site), 1);
    const restored = dataCommand(site, "scripts/data-restore.ts", ["--from", copy]);
    expect(restored.stdout).toContain("Ended 1 admin session.");
    expect(restored.stdout).toContain("Held 1 pending message");
    expect(restored.status).toBe(0);

    const after = await start(settings, dataDir);
    // The same cookie, signed with the same secret, at the restarted server: its session ended with the restore.
    const cookie = (await admin.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    await admin.dispose();
    const oldSession = await fetch(`${after.base}/admin`, { redirect: "manual", headers: { cookie } });
    expect(oldSession.status).toBeGreaterThanOrEqual(300);
    expect(oldSession.status).toBeLessThan(400);
    expect(new URL(oldSession.headers.get("location") ?? "", after.base).pathname).toBe("/admin/sign-in");
    // Held: the server's delivery timer leaves the message alone.
    expect(logLines(after, "outbox.retry_scheduled")).toEqual([]);

    const signedIn = await signedInClient(after, "password", { email, password });
    const context = await browser.newContext({ storageState: await signedIn.storageState() });
    const page = await context.newPage();
    await page.goto(`${after.base}/admin`);
    await expect(page.getByRole("heading", { name: "Messages held after a restore" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The last scheduled backup failed" })).toBeVisible();
    await page.getByRole("button", { name: "Send the held message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Released 1 held message" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Messages held after a restore" })).toHaveCount(0);
    await until("the released message tried again", () => logLines(after, "outbox.retry_scheduled")[0]);
    await context.close();
  });
});
