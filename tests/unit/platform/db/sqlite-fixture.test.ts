/** @jest-environment node */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import { openDatabase, type SqliteDatabase } from "@/platform/db/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";

/*
 * A database written by the code before the layout changes (commit e1487ec): two requests, one with a status
 * change, a note, two outbox messages and a booked call, the other assigned; an admin with a profile, a
 * session, a half-enrolled second factor and a rate-limit counter. Today's code opens it, migrates it, and
 * reads every row back through the stores, whatever folder each feature's code lives in now.
 */
const fixture = path.join(__dirname, "../../../fixtures/openseat-before-layout.sqlite");
const first = { id: "ee954e70-e350-4661-9b2a-c9b1772129bd", reference: "DR-3DDMGE" };
const second = { id: "ff4a9b21-ae46-4420-8a94-bdf43fb2dccc", reference: "DR-839JWX" };

describe("a database written before the layout changes", () => {
  let dir: string;
  let db: SqliteDatabase;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-fixture-"));
    copyFileSync(fixture, path.join(dir, "openseat.sqlite"));
    db = openDatabase(dir);
    // Each store brings its own tables up to date when it is created, as on a running server.
    for (const create of [createSqliteDelegationStore, createSqliteOutboxStore, createSqliteBookingStore, createSqliteAdminStore, createSqliteTeamStore, createSqliteSessionStore]) create(db);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("opens and migrates with every table's rows kept", () => {
    const before = new Database(fixture, { readonly: true, fileMustExist: true });
    try {
      const tables = (before.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'delegation_search%' AND name <> 'schema_migrations'").all() as { name: string }[]).map((row) => row.name);
      expect(tables.length).toBeGreaterThanOrEqual(15);
      for (const table of tables) {
        const count = (sql: Database.Database) => (sql.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
        expect({ table, rows: count(db) }).toEqual({ table, rows: count(before) });
      }
    } finally {
      before.close();
    }
  });

  it("reads the requests, their history, messages and call through the stores", async () => {
    const requests = createSqliteDelegationStore(db);
    const stored = await requests.get(first.id);
    expect(stored).toMatchObject({ reference: first.reference, fullName: "Fixture Buyer", email: "fixture.buyer@example.com", status: "contacted" });
    expect(stored?.notes.map((note) => note.body)).toEqual(["Called, left a message."]);
    expect((await requests.get(second.id))?.owner).toBe("ann@openseat.example");
    expect((await createSqliteOutboxStore(db).listForRequest(first.id)).map((message) => message.channel).sort()).toEqual(["staff-alert", "webhook"]);
    expect(await createSqliteBookingStore(db).get(first.id)).toMatchObject({ status: "booked", admin: "ann@openseat.example", start: "2026-12-01T15:00:00.000Z" });
  });

  it("keeps the admin, their profile and their session", async () => {
    expect(await createSqliteAdminStore(db).findByEmail("ann@openseat.example")).toMatchObject({ email: "ann@openseat.example" });
    expect(await createSqliteTeamStore(db).get("ann@openseat.example")).toMatchObject({ email: "ann@openseat.example" });
    expect(await createSqliteSessionStore(db).find("fixture-session", 2)).toMatchObject({ email: "ann@openseat.example" });
  });
});
