/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { openFileTargets } from "../../../support/open-files";
import { outsideOpeners } from "../../../support/outside-sqlite-openers";

/*
 * Next loads the opener once per bundle, so one server process holds several instances of the module. The
 * data-loss fault: each instance opened a connection of its own and first opened and closed the database file
 * itself, and under POSIX that close dropped the locks of the connections already open. Another process's
 * close then took itself for the last connection and deleted the WAL the server was still writing to.
 */
type Opener = (dataDir: string) => SqliteDatabase;

/** A fresh instance of platform/db/sqlite.ts, as another bundle of the same process would load it. */
function freshOpener(): Opener {
  let opener: Opener | undefined;
  jest.isolateModules(() => {
    opener = (jest.requireActual("@/platform/db/sqlite") as { openDatabase: Opener }).openDatabase;
  });
  return opener!;
}

/** Rows another process finds in the file now. */
function rowsSeenElsewhere(file: string): number {
  const script = `const Database = require(${JSON.stringify(require.resolve("better-sqlite3"))});
const db = new Database(${JSON.stringify(file)}, { readonly: true });
process.stdout.write(String(db.prepare("SELECT count(*) AS n FROM kept").get().n));
db.close();`;
  const result = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  expect(result.status).toBe(0);
  return Number(result.stdout);
}

const onLinux = process.platform === "linux" ? it : it.skip;

describe("one SQLite connection per file per process", () => {
  let dir: string;
  let db: SqliteDatabase | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-one-connection-"));
  });
  afterEach(() => {
    if (db?.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives every instance of the opener the same connection", () => {
    db = freshOpener()(dir);
    expect(freshOpener()(dir)).toBe(db);
  });

  describe.each(outsideOpeners().map((opener) => [opener.name, opener] as const))("when %s opens and closes the file", (_name, opener) => {
    onLinux("keeps the WAL and every write", () => {
      const file = path.join(dir, "openseat.sqlite");
      db = freshOpener()(dir);
      db.exec("CREATE TABLE kept (n INTEGER)");
      db.prepare("INSERT INTO kept (n) VALUES (1)").run();
      // A second bundle of the same server opens the store too.
      freshOpener()(dir).prepare("INSERT INTO kept (n) VALUES (2)").run();

      opener.openReadClose(file);

      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(openFileTargets("self").filter((target) => target.startsWith(file) && target.endsWith("(deleted)"))).toEqual([]);
      for (let n = 3; n <= 12; n += 1) db.prepare("INSERT INTO kept (n) VALUES (?)").run(n);
      expect(rowsSeenElsewhere(file)).toBe(12);
    });
  });
});
