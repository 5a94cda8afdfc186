import "server-only";
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { schemaFeatures } from "@/lib/db/schema/features";
import { refuseDataDirDuringBuild } from "@/lib/server/build-phase";

/** An open database; one from openDatabase already holds every feature's tables. */
export type SqliteDatabase = Database.Database;

/**
 * One migration step of one feature. Steps are applied in order, once, inside a transaction;
 * each feature keeps its own version so features can add tables without touching each other.
 */
export interface Migration {
  readonly version: number;
  readonly up: (db: SqliteDatabase) => void;
}

/** One feature's tables: its migrations, whose applied versions are recorded under its key. */
export interface FeatureSchema {
  readonly feature: string;
  readonly migrations: readonly Migration[];
}

const connections = new Map<string, SqliteDatabase>();

/**
 * Opens (once per file per process) the embedded database under the data folder, in WAL mode, and brings
 * every feature's tables up to date (lib/db/schema/), so each store finds its tables whichever opens first.
 */
export function openDatabase(dataDir: string, fileName = "openseat.sqlite"): SqliteDatabase {
  const file = fileName === ":memory:" ? ":memory:" : path.resolve(dataDir, fileName);
  const existing = connections.get(file);
  if (existing?.open) return existing;
  if (file !== ":memory:") {
    refuseDataDirDuringBuild(`The database ${fileName}`);
    mkdirSync(path.dirname(file), { recursive: true });
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
  for (const { feature, migrations } of schemaFeatures) migrate(db, feature, migrations);
  if (file !== ":memory:") connections.set(file, db);
  return db;
}

/** Applies the feature's pending migrations; safe to call on every start, from several processes at once. */
export function migrate(db: SqliteDatabase, feature: string, migrations: readonly Migration[]): void {
  const isApplied = db.prepare("SELECT 1 FROM schema_migrations WHERE feature = ? AND version = ?");
  const record = db.prepare("INSERT INTO schema_migrations (feature, version, applied_at) VALUES (?, ?, ?)");
  // Read without the lock first: on an up-to-date file, starting takes no write lock at all.
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !isApplied.get(feature, m.version));
  for (const migration of pending) {
    db.transaction(() => {
      // Checked under the write lock: another process may have applied it while this one waited.
      if (isApplied.get(feature, migration.version)) return;
      migration.up(db);
      record.run(feature, migration.version, new Date().toISOString());
    }).immediate();
  }
}
