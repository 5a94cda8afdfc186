/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { openDatabase } from "@/platform/db/sqlite";
import { migrate, type SqliteDatabase } from "@/platform/db/schema/migration";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { newRequest } from "../../../contract/delegation-store-contract";

/*
 * Another process writing the same file (a second server, `npm run admin:create`, a seeding script)
 * holds the write lock for a moment. A transaction that reads before it writes must wait for it
 * rather than fail with "database is locked" once the other writer commits.
 */
const otherWriter = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec("BEGIN IMMEDIATE");
db.exec(workerData.write);
parentPort.postMessage("holding the write lock");
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
db.exec("COMMIT");
db.close();
`;

function holdWriteLock(file: string, write = "INSERT INTO other_writer (at) VALUES (datetime('now'))"): Promise<Worker> {
  const worker = new Worker(otherWriter, { eval: true, workerData: { file, write, driver: require.resolve("better-sqlite3") } });
  return new Promise((resolve, reject) => {
    worker.once("message", () => resolve(worker));
    worker.once("error", reject);
  });
}

const finished = (worker: Worker) => new Promise((resolve) => worker.once("exit", resolve));

let dir: string;
let db: SqliteDatabase;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sqlite-writers-"));
  db = openDatabase(dir);
  db.exec("CREATE TABLE other_writer (at TEXT)");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite store beside another writer", () => {
  it("stores a request once the other writer commits", async () => {
    const store = createSqliteDelegationStore(db);
    const worker = await holdWriteLock(path.join(dir, "openseat.sqlite"));
    const { created, request } = await store.create(newRequest());
    await finished(worker);
    expect(created).toBe(true);
    expect(await store.get(request.id)).not.toBeNull();
    expect(db.prepare("SELECT COUNT(*) AS n FROM other_writer").get()).toEqual({ n: 1 });
  });

  it("changes a status and adds a note once the other writer commits", async () => {
    const store = createSqliteDelegationStore(db);
    const { request } = await store.create(newRequest());
    let worker = await holdWriteLock(path.join(dir, "openseat.sqlite"));
    expect((await store.updateStatus(request.id, "contacted", "admin@example.com"))?.status).toBe("contacted");
    await finished(worker);
    worker = await holdWriteLock(path.join(dir, "openseat.sqlite"));
    expect((await store.addNote(request.id, "admin@example.com", "Called back."))?.notes).toHaveLength(1);
    await finished(worker);
  });

  it("does not apply a migration again that the other process applied while this one waited", async () => {
    const worker = await holdWriteLock(
      path.join(dir, "openseat.sqlite"),
      "CREATE TABLE probe_items (x INTEGER); INSERT INTO schema_migrations (feature, version, applied_at) VALUES ('probe', 1, datetime('now'))",
    );
    const up = jest.fn((target: SqliteDatabase) => target.exec("CREATE TABLE probe_items (x INTEGER)"));
    migrate(db, "probe", [{ version: 1, up }]);
    await finished(worker);
    expect(up).not.toHaveBeenCalled();
    expect(db.prepare("SELECT COUNT(*) AS n FROM schema_migrations WHERE feature = 'probe'").get()).toEqual({ n: 1 });
  });
});
