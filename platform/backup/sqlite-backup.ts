import "server-only";
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import path from "node:path";
import type { SqliteDatabase } from "@/platform/db/schema/migration";
import { PRIVATE_FILE_MODE } from "@/platform/server/private-files";

/*
 * Copies of the embedded database, and the checks a restore makes before it touches the data folder. Every
 * read of a live database goes through SQLite, with its locks: the copy uses SQLite's online backup (pages
 * copied a step at a time between turns of the event loop, under a read transaction that never blocks a
 * writer in WAL mode), never the file's bytes, which a writer may be changing and whose last commits may
 * still be in the -wal file.
 */

/** What a finished backup wrote. */
export interface BackupFile {
  /** The final name, absolute. */
  readonly file: string;
  readonly bytes: number;
  /** Rows in every table of the copy, by table (full-text indexes' own storage tables left out). */
  readonly rows: Readonly<Record<string, number>>;
  readonly ms: number;
  /** Of which: SQLite's copy, the check and count of the copy, and syncing and renaming it. */
  readonly phases: { readonly copyMs: number; readonly checkMs: number; readonly syncMs: number };
  /** How often another connection's write made SQLite start the copy over. */
  readonly restarts: number;
}

/** The mark in a partial copy's name: `<final>.partial-<random>`, so a sweep can tell them from finished ones. */
export const PARTIAL_MARK = ".partial-";

/** The folder a backup's secrets are copied into with --with-secrets, beside it; a restore looks for them there. */
export function secretsFolderOf(file: string): string {
  return `${file}.secrets`;
}

/** SQLite's first step; a restart doubles it, so a copy under constant writes from elsewhere still ends. */
const FIRST_STEP_PAGES = 256;

export class BackupCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupCheckError";
  }
}

/** Forces a file's (or a folder's entries') bytes to the disk, so a rename or a report never runs ahead of them. */
function syncToDisk(target: string): void {
  const fd = openSync(target, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The same as syncToDisk, in libuv's thread pool: a server's copy never waits on the disk in its event loop. */
async function syncToDiskAsync(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface CopyCheck {
  readonly problems: string[];
  readonly rows: Record<string, number>;
}

/*
 * The copy's check, in a worker thread: PRAGMA integrity_check reads every page, 9 s for 50,000 requests on a
 * 2-core machine, and in the server's own thread it would hold up every request for as long. It takes the copy
 * out of WAL mode first (one self-contained file), then counts each table's rows as countRows() does.
 */
const checkSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
try {
  db.pragma("journal_mode = DELETE");
  const lines = db.pragma("integrity_check(20)").map((row) => row.integrity_check);
  const problems = lines.length === 1 && lines[0] === "ok" ? [] : lines;
  const rows = {};
  if (problems.length === 0) {
    const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
    const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql || "")).map((table) => table.name + "_");
    for (const { name } of tables) {
      if (virtual.some((prefix) => name.startsWith(prefix))) continue;
      rows[name] = db.prepare('SELECT count(*) AS n FROM "' + name.replaceAll('"', '""') + '"').get().n;
    }
  }
  parentPort.postMessage({ problems, rows });
} finally {
  db.close();
}`;

/** better-sqlite3 as the running code finds it from its folder, for the worker; null where it cannot be found. */
function betterSqlitePath(): string | null {
  try {
    return createRequire(path.join(process.cwd(), "package.json")).resolve("better-sqlite3");
  } catch {
    return null;
  }
}

/** Takes the copy out of WAL mode, checks it and counts its rows, off the event loop where it can. */
async function checkCopy(file: string): Promise<CopyCheck> {
  const driver = betterSqlitePath();
  if (driver) {
    return new Promise<CopyCheck>((resolve, reject) => {
      const worker = new Worker(checkSource, { eval: true, workerData: { file, module: driver } });
      worker.once("message", (result: CopyCheck) => resolve(result));
      worker.once("error", reject);
      worker.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`the check of the copy stopped with exit code ${code}`))));
    });
  }
  // Where the worker cannot load the module (a bundle without node_modules beside it), the same check here.
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    const problems = integrityProblems(copy);
    return { problems, rows: problems.length === 0 ? countRows(copy) : {} };
  } finally {
    copy.close();
  }
}

/** "ok", or the problems PRAGMA integrity_check found (at most 20). */
export function integrityProblems(db: SqliteDatabase): string[] {
  const rows = db.pragma("integrity_check(20)") as { integrity_check: string }[];
  const lines = rows.map((row) => row.integrity_check);
  return lines.length === 1 && lines[0] === "ok" ? [] : lines;
}

/** Rows per table: each ordinary and virtual table, not the storage tables SQLite keeps behind a full-text index. */
export function countRows(db: SqliteDatabase): Record<string, number> {
  const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
    sql: string | null;
  }[];
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? "")).map((table) => `${table.name}_`);
  const counted: Record<string, number> = {};
  for (const { name } of tables) {
    if (virtual.some((prefix) => name.startsWith(prefix))) continue;
    counted[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counted;
}

/** The highest migration each feature recorded in the file's schema_migrations (empty when the table is missing). */
export function recordedVersions(db: SqliteDatabase): Map<string, number> {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!exists) return new Map();
  const rows = db.prepare("SELECT feature, MAX(version) AS version FROM schema_migrations GROUP BY feature").all() as { feature: string; version: number }[];
  return new Map(rows.map((row) => [row.feature, row.version]));
}

export interface WriteBackupOptions {
  /** Told each step's pages left, for a progress line. */
  readonly onProgress?: (progress: { readonly totalPages: number; readonly remainingPages: number }) => void;
}

/**
 * Copies the database open on `source` to `destination`, whole or not at all. The copy is written under a
 * partial name beside the final one, created 0600 before SQLite writes a page into it, switched out of WAL
 * mode (one self-contained file), checked with PRAGMA integrity_check, synced, and only then renamed to its
 * final name and the folder synced: a process killed at any point leaves at most a partial file, never a
 * half copy under the final name. `source` may be the server's own connection: writes through it reach the
 * copy as it runs; another process's write makes SQLite start over, with larger steps each time.
 */
export async function writeBackup(source: SqliteDatabase, destination: string, options: WriteBackupOptions = {}): Promise<BackupFile> {
  const started = performance.now();
  const final = path.resolve(destination);
  const partial = `${final}${PARTIAL_MARK}${randomBytes(6).toString("hex")}`;
  writeFileSync(partial, "", { flag: "wx", mode: PRIVATE_FILE_MODE });
  let restarts = 0;
  try {
    let step = FIRST_STEP_PAGES;
    let lastRemaining = Number.POSITIVE_INFINITY;
    await source.backup(partial, {
      progress: (progress) => {
        if (progress.remainingPages > lastRemaining) {
          restarts += 1;
          step *= 2;
        }
        lastRemaining = progress.remainingPages;
        options.onProgress?.(progress);
        return step;
      },
    });
    const copied = performance.now();
    const { problems, rows } = await checkCopy(partial);
    if (problems.length > 0) throw new BackupCheckError(`the copy failed PRAGMA integrity_check: ${problems.join("; ")}`);
    const checked = performance.now();
    await syncToDiskAsync(partial);
    renameSync(partial, final);
    await syncToDiskAsync(path.dirname(final));
    const done = performance.now();
    const phases = { copyMs: Math.round(copied - started), checkMs: Math.round(checked - copied), syncMs: Math.round(done - checked) };
    return { file: final, bytes: statSync(final).size, rows, ms: Math.round(done - started), phases, restarts };
  } catch (error) {
    for (const leftover of [partial, `${partial}-journal`]) rmSync(leftover, { force: true });
    throw error;
  }
}

/**
 * The database file opened read-only, for a copy taken beside the servers: no migration runs and nothing
 * is written, and closing it never checkpoints or deletes the -wal (only a writer's last close does).
 */
export function openReadOnly(file: string): SqliteDatabase {
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** Copies a file's bytes to a new file created 0600, and syncs it: for a backup file no connection has open. */
export function copyClosedFile(from: string, to: string): void {
  // Written into a file made 0600 first: copyFileSync would give the copy the source's mode, for a moment or for good.
  writeFileSync(to, "", { flag: "wx", mode: PRIVATE_FILE_MODE });
  const input = openSync(from, "r");
  const output = openSync(to, "w");
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let read = readSync(input, buffer); read > 0; read = readSync(input, buffer)) {
      for (let written = 0; written < read; ) written += writeSync(output, buffer, written, read - written);
    }
    fsyncSync(output);
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

/** Syncs a folder's entries (a rename or unlink in it) to the disk. */
export function syncFolder(folder: string): void {
  syncToDisk(folder);
}

/** A hold on an idle database: while it stands, no other connection can open the file for reading or writing. */
export interface DatabaseHold {
  /** Closes the holding connection. Call it only after the file has been moved aside or is no longer wanted. */
  readonly release: () => void;
}

export type HoldResult =
  | { readonly held: true; readonly hold: DatabaseHold }
  | { readonly held: false; readonly reason: "in-use" }
  | { readonly held: false; readonly reason: "unreadable"; readonly detail: string };

/**
 * Whether any process has the database open, asked of SQLite's own locks, never of a PID file or of the
 * file through open(2): every connection to a WAL database holds a shared lock on it for as long as it is
 * open, so leaving WAL mode, which needs the exclusive lock, succeeds only when no other connection exists.
 * When it does, this connection keeps the lock (EXCLUSIVE locking mode) until released, so a server started
 * meanwhile waits instead of opening the file under the restore. Leaving WAL mode first writes the -wal's
 * committed pages into the database file, so the file held (and later moved aside) is whole on its own, and
 * no -wal is left for this connection's close to delete by name.
 */
export function holdIfIdle(file: string): HoldResult {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    const mode = db.pragma("journal_mode = DELETE", { simple: true });
    if (mode !== "delete") {
      db.close();
      return { held: false, reason: "in-use" };
    }
    db.exec("BEGIN EXCLUSIVE; COMMIT");
    return { held: true, hold: { release: () => db.close() } };
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return { held: false, reason: "in-use" };
    return { held: false, reason: "unreadable", detail: `${code || "error"}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
