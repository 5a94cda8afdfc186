import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openFileTargets } from "../support/open-files";
import { outsideOpeners } from "../support/outside-sqlite-openers";
import { minimumFillMs, postForm, prepareForms, type PreparedForm } from "./support/delegation-posts";
import { createPasswordAdmin, redirectOf, signedInClient, startOwnSite, type OwnSite } from "./support/own-site";
import { readSqlite, type SiteMetadata } from "./support/site";

/*
 * No acknowledged request is lost on the embedded store: not when another program opens and closes the live
 * database (an operator's sqlite3 shell, a monitoring check, the project's own commands), not when a server
 * process is killed mid-burst. Every confirmed reference is in the file after a restart.
 */
const databaseFile = (dataDir: string) => path.join(dataDir, "openseat.sqlite");

/** Every reference the database holds. */
const storedReferences = (dataDir: string): Set<string> =>
  readSqlite(dataDir, (db) => new Set((db.prepare("SELECT reference FROM delegation_requests").all() as { reference: string }[]).map((row) => row.reference)));

/** Where a server's descriptors of the database and its companions point; "(deleted)" marks a file unlinked under it. */
const databaseDescriptors = (pid: number, dataDir: string): string[] => openFileTargets(pid).filter((target) => target.startsWith(databaseFile(dataDir)));

let client = 0;
/** A client address of its own for each post, so the form's per-client limit never refuses one. */
const nextClient = () => {
  client += 1;
  return { headers: { "x-forwarded-for": `10.42.${Math.floor(client / 250)}.${(client % 250) + 1}` } };
};

/** Fills `count` forms on the given servers in turn, waits out the fill time, and returns them with their senders. */
async function filledForms(sites: readonly OwnSite[], count: number) {
  const forms: { site: OwnSite; form: PreparedForm; from: ReturnType<typeof nextClient> }[] = [];
  for (let i = 0; i < count; i += 1) {
    const site = sites[i % sites.length]!;
    const from = nextClient();
    const [form] = await prepareForms(site.base, 1, from);
    forms.push({ site, form: form!, from });
  }
  await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
  return forms;
}

async function sendRequests(sites: readonly OwnSite[], count: number): Promise<string[]> {
  const references: string[] = [];
  for (const { site, form, from } of await filledForms(sites, count)) {
    const reference = await postForm(site.base, form, from);
    expect(reference, "a valid request is confirmed").toMatch(/^DR-/);
    references.push(reference!);
  }
  return references;
}

// As `npm start` runs it: SIGTERM finishes the requests in flight, then closes the database.
const serverSettings = (dataDir: string) => ({ DATA_DIR: dataDir, NEXT_MANUAL_SIG_HANDLE: "true", FORM_SECRET: "durability-form-secret-0123456789abcdef" });

test.describe("no acknowledged request is lost", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.skip(() => (test.info().project.metadata as SiteMetadata).store !== "sqlite", "the embedded store's own guarantees");
  test.skip(process.platform !== "linux", "reads the servers' descriptors under /proc");

  let dataDir = "";
  const running: OwnSite[] = [];
  const start = async (count: number) => {
    const sites: OwnSite[] = [];
    const secret = { NEXTAUTH_SECRET: "durability-nextauth-secret-0123456789abcdef" };
    for (let i = 0; i < count; i += 1) sites.push(await startOwnSite({ ...serverSettings(dataDir), ...secret }, { dataDir }));
    running.push(...sites);
    return sites;
  };
  const endAll = async (signal: NodeJS.Signals) => {
    await Promise.all(running.splice(0).map((site) => site.end(signal)));
  };

  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "openseat-durability-"));
  });
  test.afterEach(async () => {
    await endAll("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const processes of [1, 2]) {
    test(`when other programs open and close the live database, with ${processes} server process(es) on the folder`, async () => {
      const sites = await start(processes);
      const password = "durable quiet harbor lantern 42";
      createPasswordAdmin(sites[0]!, "warm@durability.test", password);

      // Warm every part that opens the store on each server: the form, its confirmation and booking step,
      // sign-in, sessions, and the admin views.
      const warm = await sendRequests(sites, processes);
      for (const site of sites) {
        expect(await redirectOf(await signedInClient(site, "password", { email: "warm@durability.test", password }), "/admin")).toBeNull();
        // One connection per process, however many of its bundles opened the store.
        expect(databaseDescriptors(site.pid, dataDir).filter((target) => target === databaseFile(dataDir))).toHaveLength(1);
      }

      const openers = outsideOpeners();
      for (const opener of openers) opener.openReadClose(databaseFile(dataDir));
      // The project's own command, run beside the live servers, writes an admin they must see at once.
      createPasswordAdmin(sites[0]!, "later@durability.test", password);

      for (const site of sites) {
        expect(databaseDescriptors(site.pid, dataDir).filter((target) => target.endsWith("(deleted)")), `after ${openers.map((o) => o.name).join(", ")}`).toEqual([]);
        expect(await redirectOf(await signedInClient(site, "password", { email: "later@durability.test", password }), "/admin")).toBeNull();
      }
      const confirmed = [...warm, ...(await sendRequests(sites, 10))];

      await endAll("SIGTERM");
      const stored = storedReferences(dataDir);
      expect(confirmed.filter((reference) => !stored.has(reference))).toEqual([]);

      // And after a restart, as the servers themselves see it.
      const [restarted] = await start(1);
      expect(await redirectOf(await signedInClient(restarted!, "password", { email: "later@durability.test", password }), "/admin")).toBeNull();
      expect(storedReferences(dataDir).size).toBe(confirmed.length);
    });
  }

  test("when a server process is killed part-way through a burst of requests", async () => {
    const [site] = await start(1);
    const forms = await filledForms([site!], 24);
    const confirmed: string[] = [];
    let killed: Promise<void> | undefined;
    // A burst, as many buyers at once would send: a new post every 40 ms, so several are in flight when the
    // process is killed, once a third of them are confirmed.
    await Promise.all(
      forms.map(async ({ form, from }, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 40));
        if (killed) return;
        const reference = await postForm(site!.base, form, from).catch(() => null);
        if (reference) confirmed.push(reference);
        if (confirmed.length >= 8) killed ??= site!.end("SIGKILL");
      }),
    );
    await killed;
    running.splice(0);
    expect(confirmed.length).toBeGreaterThanOrEqual(8);
    expect(confirmed.length, "the process was killed before the burst ended").toBeLessThan(forms.length);

    await start(1);
    const stored = storedReferences(dataDir);
    expect(confirmed.filter((reference) => !stored.has(reference))).toEqual([]);
  });
});
