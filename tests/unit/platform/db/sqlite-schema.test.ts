/** @jest-environment node */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { schemaFeatures } from "@/app/store-schemas";
import { delegationSchema } from "@/features/delegation/sqlite-schema";
import { openDatabase } from "@/platform/db/sqlite";
import { migrate, type SqliteDatabase } from "@/platform/db/schema/migration";
import { createSqliteFiguresStore } from "@/features/analytics/sqlite";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { createSqliteReminderStore } from "@/features/admin/reminders/sqlite";

type Applied = { feature: string; version: number; applied_at: string };
const applied = (db: SqliteDatabase) =>
  db.prepare("SELECT feature, version, applied_at FROM schema_migrations ORDER BY feature, version").all() as Applied[];
const everyStep = schemaFeatures.flatMap(({ feature, migrations }) => migrations.map(({ version }) => `${feature} ${version}`)).sort();

/** Every feature's SQLite adapter: each brings its own tables (and those it writes) up to date when created. */
const adapters: readonly ((db: SqliteDatabase) => unknown)[] = [
  createSqliteDelegationStore,
  createSqliteAdminStore,
  createSqliteRateLimitStore,
  createSqliteOutboxStore,
  createSqliteTeamStore,
  createSqliteFiguresStore,
  createSqliteFactorStore,
  createSqliteSessionStore,
  createSqliteBookingStore,
  createSqliteReminderStore,
];

/** The file as a running server has it once every store has been created. */
function openWithEveryStore(folder: string): SqliteDatabase {
  const db = openDatabase(folder);
  for (const create of adapters) create(db);
  return db;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sqlite-schema-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the SQLite schema", () => {
  it("keeps the keys existing files record their versions under, one per feature", () => {
    const keys = schemaFeatures.map(({ feature }) => feature);
    // A renamed key would run that feature's first step again on a file that already has its tables.
    expect(keys).toEqual(expect.arrayContaining(["delegation", "admins", "rate_limits"]));
    expect(new Set(keys).size).toBe(keys.length);
    for (const { migrations } of schemaFeatures) {
      const versions = migrations.map(({ version }) => version);
      expect(new Set(versions).size).toBe(versions.length);
    }
  });

  it("makes no feature's table when the file is opened, only the record of applied steps", () => {
    const db = openDatabase(dir);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(({ name }) => name);
    expect(tables).toEqual(["schema_migrations"]);
    db.close();
  });

  it("gives a new file every feature's tables once every store is created", () => {
    const db = openWithEveryStore(dir);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(({ name }) => name);
    expect(tables).toEqual(
      expect.arrayContaining(["delegation_requests", "delegation_status_history", "delegation_notes", "delegation_search", "admins", "admin_sessions", "rate_limits"]),
    );
    expect(applied(db).map(({ feature, version }) => `${feature} ${version}`)).toEqual(everyStep);
    db.close();
  });

  it("applies nothing again to a file that is up to date", () => {
    const first = openWithEveryStore(dir);
    const before = applied(first);
    first.close();
    const again = openWithEveryStore(dir);
    expect(applied(again)).toEqual(before);
    again.close();
  });

  it("completes a file on which only one feature's store had been opened, leaving that feature's steps alone", () => {
    // A file a server wrote while only some of its stores had been created (each store migrates its own tables).
    const earlier = new Database(path.join(dir, "openseat.sqlite"));
    earlier.exec("CREATE TABLE schema_migrations (feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (feature, version))");
    migrate(earlier, delegationSchema.feature, delegationSchema.migrations);
    const delegationSteps = applied(earlier);
    earlier.close();

    const db = openWithEveryStore(dir);
    expect(applied(db).map(({ feature, version }) => `${feature} ${version}`)).toEqual(everyStep);
    expect(applied(db).filter(({ feature }) => feature === delegationSchema.feature)).toEqual(delegationSteps);
    db.close();
  });

  it("keeps the outbox free of other features' tables, and reads and erases an owner's messages through its index", () => {
    const db = openWithEveryStore(dir);
    // No foreign key: a message's owner may be no request (the request's store deletes its own messages).
    expect(db.prepare("SELECT * FROM pragma_foreign_key_list('outbox_messages')").all()).toEqual([]);
    // The statements of features/outbox/sqlite.ts: a request's timeline and its erasure read its rows only, in order.
    const plan = (sql: string, ...args: unknown[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(({ detail }) => detail).join("; ");
    const timeline = plan("SELECT * FROM outbox_messages WHERE owner = ? ORDER BY created_at, rowid", "request:r1");
    expect(timeline).toContain("USING INDEX outbox_messages_owner (owner=?)");
    expect(timeline).not.toContain("TEMP B-TREE");
    expect(plan("DELETE FROM outbox_messages WHERE owner IN (SELECT value FROM json_each(?))", "[]")).toContain("INDEX outbox_messages_owner (owner=?)");
    db.close();
  });

  it("re-indexes requests stored before phones and websites were searchable, so search finds them", async () => {
    const earlier = new Database(path.join(dir, "openseat.sqlite"));
    earlier.exec("CREATE TABLE schema_migrations (feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (feature, version))");
    migrate(earlier, delegationSchema.feature, delegationSchema.migrations.filter(({ version }) => version <= 3));
    earlier
      .prepare(
        `INSERT INTO delegation_requests (id, idempotency_key, reference, created_at, status, full_name, email, company, website, phone,
          organisation_type, roles, tasks, other_tasks, hours_per_week, start_timeline, monthly_budget, time_zone, message, heard_from,
          consent_at, source, search_text, last_contact_at)
        VALUES ('r1', 'k1', 'DR-GKP642', '2026-03-10T10:00:00.000Z', 'new', 'Jane Doe', 'jane@acme.io', 'Acme Ltd', 'https://www.acme-widgets.example/about',
          '+44 (20) 7946-0000', 'business', '["seo"]', '[]', '', 'part-time', 'asap', '2000-3999', 'Europe/London', '', NULL,
          '2026-03-10T10:00:00.000Z', '{"path":"/"}', ' jane doe acme io ltd', '2026-03-10T10:00:00.000Z')`,
      )
      .run();
    const matches = (db: SqliteDatabase, term: string) =>
      (db.prepare("SELECT count(*) AS n FROM delegation_search WHERE delegation_search MATCH ?").get(`"${term}"*`) as { n: number }).n;
    expect(matches(earlier, "2079460000")).toBe(0);
    earlier.close();

    const db = openWithEveryStore(dir);
    for (const term of ["2079460000", "7946", "442079460000", "widgets", "jane"]) expect(matches(db, term)).toBe(1);
    expect(matches(db, "www")).toBe(0);
    db.close();
  });
});
