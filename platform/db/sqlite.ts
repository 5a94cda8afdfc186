import "server-only";
import Database from "better-sqlite3";
import path from "node:path";
import type { SqliteDatabase } from "@/platform/db/schema/migration";
import { DATABASE_FILE } from "@/platform/db/data-files";
import { refuseDataDirDuringBuild } from "@/platform/server/build-phase";
import { onShutdown } from "@/platform/server/graceful-shutdown";
import { ensurePrivateFile, ensurePrivateFolder, tightenIfPresent } from "@/platform/server/private-files";

export type { SqliteDatabase } from "@/platform/db/schema/migration";

const connectionsKey = Symbol.for("openseat.sqliteConnections");
type WithConnections = typeof globalThis & { [connectionsKey]?: Map<string, SqliteDatabase> };

/**
 * The process's connections by file. On globalThis, not in this module: Next loads the module once per bundle
 * (pages, actions, route handlers, instrumentation), and a second connection in the same process is a second
 * set of POSIX locks that any close of a descriptor of the file drops for all of them.
 */
function connections(): Map<string, SqliteDatabase> {
  const holder = globalThis as WithConnections;
  if (!holder[connectionsKey]) {
    const opened = new Map<string, SqliteDatabase>();
    holder[connectionsKey] = opened;
    // Last, once the requests in flight and the timers' rounds are done: closing checkpoints the WAL.
    onShutdown(() => {
      for (const db of opened.values()) if (db.open) db.close();
      opened.clear();
    }, "close");
  }
  return holder[connectionsKey];
}

/**
 * Opens (once per file per process) the embedded database under the data folder, in WAL mode, with the table
 * that records applied migrations; each feature's adapter brings its own tables up to date (ensureSchemas).
 * Nothing else in the project opens, renames or deletes the database or its -wal and -shm: SQLite alone does.
 */
export function openDatabase(dataDir: string, fileName = DATABASE_FILE): SqliteDatabase {
  const file = fileName === ":memory:" ? ":memory:" : path.resolve(dataDir, fileName);
  const existing = connections().get(file);
  if (existing?.open) return existing;
  if (file !== ":memory:") {
    refuseDataDirDuringBuild(`The database ${fileName}`);
    // Personal data: the folder 0700 and the database 0600 before SQLite creates it (its WAL follows suit). This
    // process holds no connection to the file here, so the create cannot drop a lock of ours.
    ensurePrivateFolder(path.dirname(file));
    ensurePrivateFile(file);
    for (const companion of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) tightenIfPresent(companion);
  }
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // NORMAL keeps every committed transaction across a process crash in WAL mode; only power loss can cost the last one.
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (feature, version))",
  );
  if (file !== ":memory:") connections().set(file, db);
  return db;
}
