import "server-only";
import type Database from "better-sqlite3";

// The shape every feature's schema module has, and the runner each feature's adapter applies its own with:
// apart from the opener, which knows no feature.

/** An open database; each feature's adapter brings its own tables up to date on it (ensureSchemas). */
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

const ensured = new WeakMap<SqliteDatabase, Set<string>>();

/**
 * Brings these features' tables up to date on this connection, each once per connection: a feature's adapter
 * calls it when created, naming its own schema after those of the features whose tables it also writes.
 */
export function ensureSchemas(db: SqliteDatabase, schemas: readonly FeatureSchema[]): void {
  let done = ensured.get(db);
  if (!done) ensured.set(db, (done = new Set()));
  for (const { feature, migrations } of schemas) {
    if (done.has(feature)) continue;
    migrate(db, feature, migrations);
    done.add(feature);
  }
}
