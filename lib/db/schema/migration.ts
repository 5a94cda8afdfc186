import "server-only";
import type Database from "better-sqlite3";

// The shape every feature's schema module has, and the runner the opener (lib/db/sqlite.ts) applies them with:
// apart from the opener, so the schema modules it lists do not import it back.

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
