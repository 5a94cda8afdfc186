/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { factorKey, sealSecret } from "@/features/auth/second-factor/sealed-secret";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { erasureRecord } from "@/features/delegation/erasure-ledger/record";
import { createSqliteErasureLedger } from "@/features/delegation/erasure-ledger/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { LEDGER_FILE } from "@/platform/db/data-files";
import { openDatabase } from "@/platform/db/sqlite";
import { newRequest } from "../../contract/delegation-store-contract";

/*
 * `npm run data:backup` and `npm run data:restore` as an operator runs them: real processes on a real data
 * folder, with another process holding the database open where that matters, and one copy killed with SIGKILL.
 */
jest.setTimeout(180_000);

const betterSqlite = JSON.stringify(require.resolve("better-sqlite3"));
const fixture = path.join(__dirname, "../../fixtures/openseat-before-layout.sqlite");
const secret = "backup-test-session-secret-0123456789abcdefghij";
const formSecret = Buffer.alloc(32, 7).toString("base64");

/** The command's process, as `npm run data:*` starts it but without tsx's second process, so a kill reaches it. */
function command(script: string, args: readonly string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATA_STORE: "sqlite", NODE_ENV: "production", NEXTAUTH_SECRET: "", FORM_SECRET: "" };
  return { file: process.execPath, args: ["--import", "tsx", "--conditions=react-server", script, ...args], env };
}

function run(script: string, args: readonly string[], dataDir: string): { status: number | null; output: string } {
  const { file, args: argv, env } = command(script, args, dataDir);
  const result = spawnSync(file, argv, { env, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A process holding the database open as a server does (WAL mode, a read done), until killed. */
function holdOpen(file: string): Promise<ChildProcess> {
  const script = `const D = require(${betterSqlite}); const db = new D(${JSON.stringify(file)}); db.pragma("journal_mode = WAL"); db.prepare("SELECT count(*) FROM sqlite_master").get(); console.log("open"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => child.stdout!.once("data", () => resolve(child)));
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Every row of every table, read through SQLite: the data a file holds, wherever its log stands. */
function contents(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
    return createHash("sha256").update(JSON.stringify(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).raw().all()]))).digest("hex");
  } finally {
    db.close();
  }
}

/**
 * The data folder but the ledger: each file's hash, and each database's rows (its -wal, -shm and -journal are
 * SQLite's business: the restore's lock test writes the log into the file, as a server's shutdown does).
 */
function folderState(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dataDir)
      .filter((name) => !name.startsWith(LEDGER_FILE) && statSync(path.join(dataDir, name)).isFile() && !/-(wal|shm|journal)$/.test(name))
      .map((name) => [name, name.endsWith(".sqlite") ? contents(path.join(dataDir, name)) : sha(path.join(dataDir, name))]),
  );
}

describe("npm run data:backup and data:restore", () => {
  let root: string;
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "data-backup-restore-"));
    dataDir = path.join(root, "data");
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(killed));
    rmSync(root, { recursive: true, force: true });
  });

  it("backs up, and restores over a folder that moved on: erasures carried out again, sessions ended, messages held, the old files kept", async () => {
    const db = openDatabase(dataDir);
    writeFileSync(path.join(dataDir, "nextauth-secret"), `${secret}\n`, { mode: 0o600 });
    writeFileSync(path.join(dataDir, "form-secret"), `${formSecret}\n`, { mode: 0o600 });
    const requests = createSqliteDelegationStore(db);
    const outbox = createSqliteOutboxStore(db);
    const drafts = () => [{ channel: "staff-alert" as const, recipients: ["sales@openseat.example"], payload: { kind: "mail" as const, subject: "New", text: "t", html: "<p>t</p>" } }];
    const erased1 = (await requests.create({ ...newRequest({ email: "gone@acme.io" }), outbox: drafts })).request;
    const erased2 = (await requests.create({ ...newRequest({ email: "Gone@Acme.io " }), outbox: drafts })).request;
    const kept = (await requests.create({ ...newRequest({ email: "kept@acme.io" }), outbox: drafts })).request;
    const deleted = (await requests.create(newRequest({ email: "single@acme.io" }))).request;
    const factors = createSqliteFactorStore(db);
    await factors.findOrBegin("ann@openseat.example", sealSecret("JBSWY3DPEHPK3PXP", "ann@openseat.example", factorKey(secret)));
    await createSqliteSessionStore(db).create({ id: "s1", email: "ann@openseat.example", provider: "password", uid: null, device: "Firefox on Linux", signedInAt: Date.now(), lastSeenAt: Date.now(), claimCheckedAt: Date.now(), expiresAt: Date.now() + 3_600_000 });

    // The backup, beside the open connection as beside a live server.
    const backup = path.join(root, "backups", "openseat-copy.sqlite");
    mkdirSync(path.dirname(backup));
    const taken = run("scripts/data-backup.ts", ["--to", backup, "--with-secrets"], dataDir);
    expect(taken.output).toContain(`Wrote ${backup}:`);
    expect(taken.output).toMatch(/4 requests, in \d+\.\d\d s \(copy \d+\.\d\d s, check \d+\.\d\d s, sync \d+\.\d\d s\)\./);
    expect(taken.output).toMatch(/delegation\s+\d+\s+\(.*delegation_requests 4/);
    expect(taken.output).toMatch(/outbox\s+3\s+\(outbox_messages 3\)/);
    expect(taken.status).toBe(0);
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(readdirSync(`${backup}.secrets`).sort()).toEqual(["form-secret", "nextauth-secret"]);
    // The file is not overwritten by a second run.
    expect(run("scripts/data-backup.ts", ["--to", backup], dataDir)).toMatchObject({ status: 1, output: expect.stringContaining("exists already") });

    // After the backup: staff erase a visitor and one request; a message goes out; the admin signs out.
    const ledger = createSqliteErasureLedger(openDatabase(dataDir, LEDGER_FILE));
    const key = addressKey(secret);
    await ledger.record(erasureRecord({ kind: "visitor", email: "gone@acme.io", requestIds: [erased1.id] }, key, new Date(), 24));
    await requests.delete(erased1.id);
    await ledger.record(erasureRecord({ kind: "request", requestIds: [deleted.id] }, key, new Date(), 24));
    await requests.delete(deleted.id);
    const [sending] = await outbox.claimDue(new Date(Date.now() + 1000).toISOString(), "test", 60_000, 1);
    await outbox.settle(sending!.id, "test", { attempt: { at: new Date().toISOString(), ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 3 });
    db.close();
    openDatabase(dataDir, LEDGER_FILE).close();

    // Refused while another process has the database open, and nothing changes.
    const live = path.join(dataDir, "openseat.sqlite");
    const server = await holdOpen(live);
    children.push(server);
    const before = folderState(dataDir);
    const refused = run("scripts/data-restore.ts", ["--from", backup, "--with-secrets"], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("is open in another process");
    expect(refused.output).toContain("Nothing was changed.");
    expect(folderState(dataDir)).toEqual(before);
    await killed(server);

    const restored = run("scripts/data-restore.ts", ["--from", backup, "--with-secrets"], dataDir);
    expect(restored.output).toContain("Every admin session ends");
    expect(restored.output).toMatch(/3 messages were pending in the backup: they are held/);
    expect(restored.output).toContain("Recovery codes used since the backup was taken work again");
    expect(restored.output).toContain("All 1 second factor open with the session secret the server will use.");
    expect(restored.output).toContain(`Restored ${backup} as ${live}.`);
    expect(restored.output).toMatch(/Moved aside, kept until you delete them: openseat\.sqlite.*nextauth-secret, form-secret in .*replaced-/);
    expect(restored.output).toContain("Ended 1 admin session.");
    expect(restored.output).toContain("Held 1 pending message (the others went with the requests erased again or purged):");
    expect(restored.output).toContain("Carried out again 2 recorded erasures: 3 requests erased again");
    expect(restored.status).toBe(0);

    const aside = readdirSync(dataDir).find((name) => name.startsWith("replaced-"))!;
    expect(readdirSync(path.join(dataDir, aside))).toEqual(expect.arrayContaining(["openseat.sqlite", "nextauth-secret", "form-secret"]));
    // Nothing of the restore's own is left beside the database, and no log from before is there to be replayed into it.
    expect(readdirSync(dataDir).filter((name) => name.startsWith("openseat.sqlite")).sort()).toEqual(["openseat.sqlite"]);
    expect(statSync(live).mode & 0o777).toBe(0o600);

    const after = openDatabase(dataDir);
    try {
      const store = createSqliteDelegationStore(after);
      // Both of the erased address's requests, the one erased after the backup by id and the other by its hash,
      // and the one deleted request, stay gone; the rest is as the backup had it.
      expect(await store.get(erased1.id)).toBeNull();
      expect(await store.get(erased2.id)).toBeNull();
      expect(await store.get(deleted.id)).toBeNull();
      expect(await store.get(kept.id)).not.toBeNull();
      const restoredOutbox = createSqliteOutboxStore(after);
      expect(await restoredOutbox.countByState()).toMatchObject({ pending: 0, held: 1, sent: 0 });
      expect(await restoredOutbox.claimDue(new Date(Date.now() + 3_600_000).toISOString(), "after", 60_000, 10)).toEqual([]);
      expect(await createSqliteSessionStore(after).find("s1", Date.now())).toBeNull();
    } finally {
      after.close();
    }
    // The ledger is kept for the next restore.
    const ledgerAfter = createSqliteErasureLedger(openDatabase(dataDir, LEDGER_FILE));
    expect(await ledgerAfter.list(new Date().toISOString())).toHaveLength(2);
    openDatabase(dataDir, LEDGER_FILE).close();
  });

  it("refuses a damaged file, a file that is not a database, and one from a newer release, changing nothing", async () => {
    const db = openDatabase(dataDir);
    await createSqliteDelegationStore(db).create(newRequest());
    db.close();
    const good = path.join(root, "good.sqlite");
    expect(run("scripts/data-backup.ts", ["--to", good], dataDir).status).toBe(0);
    const before = folderState(dataDir);

    const notDatabase = path.join(root, "notes.txt");
    writeFileSync(notDatabase, "These are not the pages of a database.\n".repeat(200));
    const damaged = path.join(root, "damaged.sqlite");
    copyFileSync(good, damaged);
    // Garbage over the pages after the first: the header still says SQLite, the b-trees are broken.
    const bytes = readFileSync(damaged);
    const pageSize = bytes.readUInt16BE(16);
    bytes.fill(0x5a, pageSize * 2, Math.min(bytes.length, pageSize * 6));
    writeFileSync(damaged, bytes);
    const newer = path.join(root, "newer.sqlite");
    copyFileSync(good, newer);
    const edit = new Database(newer);
    edit.prepare("INSERT INTO schema_migrations (feature, version, applied_at) VALUES ('delegation', 999, '2030-01-01')").run();
    edit.close();

    for (const [file, reason] of [
      [damaged, /fails PRAGMA integrity_check|is damaged/],
      [notDatabase, /is not a SQLite database/],
      [newer, /comes from a newer release than this code: "delegation" at version 999/],
    ] as const) {
      const result = run("scripts/data-restore.ts", ["--from", file], dataDir);
      expect({ file, status: result.status }).toEqual({ file, status: 1 });
      expect(result.output).toMatch(reason);
      expect(result.output).toContain("Nothing was changed.");
      expect(folderState(dataDir)).toEqual(before);
      expect(readdirSync(dataDir).filter((name) => name.includes(".restoring-") || name.startsWith("replaced-"))).toEqual([]);
    }
  });

  it("restores a file the previous release wrote, migrated, with its requests and a factor it says cannot be read", async () => {
    const restored = run("scripts/data-restore.ts", ["--from", fixture], dataDir);
    expect(restored.output).toContain("Migrated to this release's schema");
    expect(restored.output).toContain("There was no database to replace.");
    // The fixture's factor was sealed under a secret this folder never had.
    expect(restored.output).toMatch(/1 second factor of 1 cannot be read after the restore .*: ann@openseat\.example\./);
    expect(restored.status).toBe(0);
    const db = openDatabase(dataDir);
    try {
      const store = createSqliteDelegationStore(db);
      expect(await store.get("ee954e70-e350-4661-9b2a-c9b1772129bd")).toMatchObject({ reference: "DR-3DDMGE" });
      expect(await createSqliteSessionStore(db).find("fixture-session", 2)).toBeNull();
      expect((await createSqliteOutboxStore(db).countByState()).pending).toBe(0);
    } finally {
      db.close();
    }
  });

  it("leaves no half copy under the final name when the backup is killed part-way", async () => {
    mkdirSync(dataDir, { recursive: true });
    const live = path.join(dataDir, "openseat.sqlite");
    const db = new Database(live);
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE ballast (b BLOB)");
    const fill = db.prepare("INSERT INTO ballast (b) VALUES (randomblob(3900))");
    db.transaction(() => {
      for (let i = 0; i < 25_000; i += 1) fill.run();
    })();
    db.close();
    const folder = path.join(root, "backups");
    mkdirSync(folder);
    const destination = path.join(folder, "copy.sqlite");

    const { file, args, env } = command("scripts/data-backup.ts", ["--to", destination], dataDir);
    const copying = spawn(file, args, { env, stdio: "ignore" });
    children.push(copying);
    // Killed as soon as its partial file appears: mid-copy, before the rename.
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (readdirSync(folder).some((name) => name.includes(".partial-"))) {
          clearInterval(timer);
          copying.kill("SIGKILL");
          resolve();
        }
        if (copying.exitCode !== null) {
          clearInterval(timer);
          reject(new Error("the backup finished before it could be killed"));
        }
      }, 2);
    });
    await killed(copying);
    expect(existsSync(destination)).toBe(false);
    expect(readdirSync(folder).filter((name) => name.includes(".partial-"))).toHaveLength(1);

    // The next run is not confused by the leftover, and its file is whole.
    expect(run("scripts/data-backup.ts", ["--to", destination], dataDir).status).toBe(0);
    const copy = new Database(destination, { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect((copy.prepare("SELECT count(*) AS n FROM ballast").get() as { n: number }).n).toBe(25_000);
    } finally {
      copy.close();
    }
  });
});
