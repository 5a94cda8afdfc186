/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { holdIfIdle, openReadOnly, writeBackup } from "@/platform/backup/sqlite-backup";

/*
 * The copy and the lock test on real files, with the other side a real process: a writer that never stops,
 * a copy killed with SIGKILL, a server's connection left open or killed with its log unwritten.
 */
// Real processes on a machine shared with other runs: a filled database and a few child processes take seconds.
jest.setTimeout(60_000);

const betterSqlite = JSON.stringify(require.resolve("better-sqlite3"));
const fixture = path.join(__dirname, "../../../fixtures/openseat-before-layout.sqlite");

/** A process that holds the database open in WAL mode, as a server does, inserting 1, 2, 3… into `kept` every few ms. */
function startWriter(file: string, pages: number): Promise<ChildProcess> {
  const script = `const Database = require(${betterSqlite});
const db = new Database(${JSON.stringify(file)});
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 5000");
db.exec("CREATE TABLE IF NOT EXISTS kept (n INTEGER PRIMARY KEY); CREATE TABLE IF NOT EXISTS ballast (b BLOB)");
const fill = db.prepare("INSERT INTO ballast (b) VALUES (randomblob(3900))");
db.transaction(() => { for (let i = 0; i < ${pages}; i += 1) fill.run(); })();
const insert = db.prepare("INSERT INTO kept (n) VALUES (?)");
let n = 0;
process.stdout.write("ready\\n");
setInterval(() => { n += 1; insert.run(n); }, 2);`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the writer exited with ${code}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const rowsOf = (db: Database.Database, table: string) => (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;

describe("a backup of the SQLite database", () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-backup-"));
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(killed));
    rmSync(dir, { recursive: true, force: true });
  });

  it("is a whole, checked, private copy of one moment while another process keeps writing", async () => {
    const file = path.join(dir, "openseat.sqlite");
    children.push(await startWriter(file, 2500));
    const source = openReadOnly(file);
    const latest = () => (source.prepare("SELECT max(n) AS n FROM kept").get() as { n: number | null }).n ?? 0;
    while (latest() < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = latest();
    const destination = path.join(dir, "copy.sqlite");
    const copy = await writeBackup(source, destination);
    source.close();

    expect(copy.file).toBe(destination);
    expect(statSync(destination).mode & 0o777).toBe(0o600);
    expect(copy.bytes).toBe(statSync(destination).size);
    // Nothing beside it: no partial name, no -wal or -shm; the copy is one file.
    expect(readdirSync(dir).filter((name) => name.startsWith("copy"))).toEqual(["copy.sqlite"]);
    const restored = new Database(destination, { readonly: true, fileMustExist: true });
    try {
      expect(restored.pragma("journal_mode", { simple: true })).toBe("delete");
      expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
      // Every write confirmed before the copy began is in it, and the copy is of one moment: no gap in the sequence.
      const { n, max } = restored.prepare("SELECT count(*) AS n, max(n) AS max FROM kept").get() as { n: number; max: number };
      expect(max).toBeGreaterThanOrEqual(before);
      expect(n).toBe(max);
      expect(copy.rows).toEqual({ ballast: 2500, kept: n });
    } finally {
      restored.close();
    }
  });

  it("checks the copy off the event loop: the process goes on answering while integrity_check reads every page", async () => {
    const file = path.join(dir, "openseat.sqlite");
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE ballast (b BLOB)");
    const fill = db.prepare("INSERT INTO ballast (b) VALUES (randomblob(3900))");
    db.transaction(() => {
      for (let i = 0; i < 30_000; i += 1) fill.run();
    })();
    // The longest the event loop went without a turn while the copy was written: a server's longest stall.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const copy = await writeBackup(db, path.join(dir, "copy.sqlite"));
    clearInterval(ticker);
    db.close();
    expect(copy.rows).toEqual({ ballast: 30_000 });
    // Run in the server's thread, the check would be one stall at least as long as itself; every stall was
    // shorter, so it ran in a thread of its own. (No margin beyond that: the copy's own steps and another
    // test file beside this one on a two-core machine make stalls of their own.)
    expect(longest).toBeLessThan(copy.phases.checkMs);
  });

  it("copies a file of the previous release as it is: every table and row, no migration, the source untouched", async () => {
    for (const suffix of ["", "-wal", "-shm"]) copyFileSync(`${fixture}${suffix}`, path.join(dir, `openseat.sqlite${suffix}`));
    const file = path.join(dir, "openseat.sqlite");
    const hashes = () => ({ database: sha(file), wal: sha(`${file}-wal`) });
    const unchanged = hashes();

    const source = openReadOnly(file);
    const copy = await writeBackup(source, path.join(dir, "copy.sqlite"));
    const tables = (db: Database.Database) => (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
    const migrations = (db: Database.Database) => db.prepare("SELECT feature, version FROM schema_migrations ORDER BY feature, version").all();
    const restored = new Database(copy.file, { readonly: true });
    try {
      expect(tables(restored)).toEqual(tables(source));
      expect(tables(restored).length).toBeGreaterThanOrEqual(15);
      for (const table of tables(source)) expect({ table, rows: rowsOf(restored, table) }).toEqual({ table, rows: rowsOf(source, table) });
      expect(migrations(restored)).toEqual(migrations(source));
    } finally {
      restored.close();
      source.close();
    }
    expect(hashes()).toEqual(unchanged);
  });
});

describe("whether a database is in use, asked of SQLite's locks", () => {
  let dir: string;
  let writer: ChildProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-hold-"));
  });
  afterEach(async () => {
    if (writer) await killed(writer);
    rmSync(dir, { recursive: true, force: true });
  });

  it("says in use while a server's connection is open, takes the lock once it is gone, and keeps every commit of its log", async () => {
    const file = path.join(dir, "openseat.sqlite");
    writer = await startWriter(file, 10);
    expect(holdIfIdle(file)).toEqual({ held: false, reason: "in-use" });
    // The refused test took nothing from the server: it goes on writing to its log.
    const seen = () => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare("SELECT max(n) AS n FROM kept").get() as { n: number | null }).n ?? 0;
      } finally {
        db.close();
      }
    };
    const first = seen();
    const deadline = Date.now() + 10_000;
    while (seen() <= first && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen()).toBeGreaterThan(first);

    // Killed as a crash would: its last commits are in the -wal only.
    await killed(writer);
    writer = undefined;
    expect(existsSync(`${file}-wal`)).toBe(true);
    const committed = seen();

    const result = holdIfIdle(file);
    expect(result.held).toBe(true);
    if (!result.held) return;
    // Held: another process cannot even read it, so a server started now waits instead of opening it.
    const reader = spawnSync(process.execPath, ["-e", `const D = require(${betterSqlite}); try { new D(${JSON.stringify(file)}, { timeout: 0 }).prepare("SELECT 1 FROM kept").get(); console.log("read"); } catch (e) { console.log(e.code); }`], { encoding: "utf8" });
    expect(reader.stdout.trim()).toBe("SQLITE_BUSY");
    result.hold.release();

    // The log was written into the file, which stands alone now.
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(seen()).toBe(committed);
  });

  it("tells a file SQLite cannot read from one in use", () => {
    const file = path.join(dir, "openseat.sqlite");
    writeFileSync(file, "not a database at all, but long enough to have a header of sorts....................................................");
    expect(holdIfIdle(file)).toMatchObject({ held: false, reason: "unreadable" });
  });
});
