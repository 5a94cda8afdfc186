/** @jest-environment node */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/platform/db/sqlite";
import { ensurePrivateFile } from "@/platform/server/private-files";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";
import Database from "better-sqlite3";
import { readFileSync } from "node:fs";

/** The database holds personal data: the data folder 0700, the database and its WAL 0600, however the umask is set. */
const modeOf = (target: string) => statSync(target).mode & 0o777;

describe("the data folder is readable by its owner only", () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "private-"));
    // The usual default, under which the probe found .data 0755 and the database 0644.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it("creates the folder 0700 and the database, its WAL and shared memory 0600", () => {
    const dataDir = path.join(root, ".data");
    const db = openDatabase(dataDir);
    db.prepare("CREATE TABLE IF NOT EXISTS probe (x)").run();
    const file = path.join(dataDir, "openseat.sqlite");
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(`${file}-shm`)).toBe(0o600);
    db.close();
  });

  it("tightens a folder and database an older run left wider", () => {
    const dataDir = path.join(root, "old");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, "older.sqlite");
    writeFileSync(file, "");
    writeFileSync(`${file}-wal`, "");
    chmodSync(file, 0o644);
    chmodSync(`${file}-wal`, 0o644);
    const db = openDatabase(dataDir, "older.sqlite");
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    db.close();
  });

  it("creates a generated secret's folder 0700 and tightens a secret file copied in 0644", () => {
    const dataDir = path.join(root, "secrets");
    readOrCreateSecret(dataDir, "nextauth-secret");
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "nextauth-secret"))).toBe(0o600);
    writeFileSync(path.join(dataDir, "copied"), "k".repeat(40), { mode: 0o644 });
    readOrCreateSecret(dataDir, "copied");
    expect(modeOf(path.join(dataDir, "copied"))).toBe(0o600);
  });

  (process.platform === "linux" ? it : it.skip)("never opens an existing file, so a connection's locks on it stay", () => {
    const file = path.join(root, "held.sqlite");
    const db = new Database(file);
    try {
      db.pragma("journal_mode = WAL");
      db.exec("CREATE TABLE t (x)");
      // In WAL mode a connection holds a read lock on the database file for as long as it is open.
      const locksOnFile = () => {
        const inode = statSync(file).ino;
        return readFileSync("/proc/locks", "utf8").split("\n").filter((line) => line.includes(` ${process.pid} `) && new RegExp(`:${inode} `).test(line));
      };
      expect(locksOnFile()).not.toEqual([]);
      chmodSync(file, 0o644);
      ensurePrivateFile(file);
      expect(modeOf(file)).toBe(0o600);
      expect(locksOnFile()).not.toEqual([]);
    } finally {
      db.close();
    }
  });
});
