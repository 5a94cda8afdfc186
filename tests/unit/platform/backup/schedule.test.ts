/** @jest-environment node */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createBackupRuns } from "@/platform/backup/runs";
import { backupDayAt, pruneBackups } from "@/platform/backup/schedule";
import { LEDGER_FILE } from "@/platform/db/data-files";
import { openDatabase } from "@/platform/db/sqlite";

jest.setTimeout(120_000);

const london = { atMinute: 3 * 60, timeZone: "Europe/London" };

describe("the scheduled backup's day", () => {
  it.each([
    ["2026-01-15T02:59:59.000Z", null],
    ["2026-01-15T03:00:00.000Z", "2026-01-15"],
    ["2026-01-15T03:59:59.000Z", "2026-01-15"],
    ["2026-01-15T04:00:00.000Z", null],
    // Summer time: 03:00 in London is 02:00 UTC.
    ["2026-07-01T02:00:00.000Z", "2026-07-01"],
    ["2026-07-01T03:00:00.000Z", null],
  ])("at %s is %s on the team's clock", (now, day) => {
    expect(backupDayAt(new Date(now), london)).toBe(day);
  });

  it("belongs to the day its window opened on when the window runs past midnight", () => {
    const late = { atMinute: 23 * 60 + 30, timeZone: "Europe/London" };
    expect(backupDayAt(new Date("2026-01-15T23:45:00.000Z"), late)).toBe("2026-01-15");
    expect(backupDayAt(new Date("2026-01-16T00:15:00.000Z"), late)).toBe("2026-01-15");
    expect(backupDayAt(new Date("2026-01-16T00:30:00.000Z"), late)).toBeNull();
  });
});

describe("pruning the backup folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "backup-prune-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps the newest copies and partial files a live run may still write, and removes the rest", () => {
    const now = new Date("2026-01-15T03:10:00.000Z");
    for (let day = 1; day <= 5; day += 1) writeFileSync(path.join(dir, `openseat-2026-01-0${day}.sqlite`), "");
    const stale = "openseat-2026-01-04.sqlite.partial-aaaaaa";
    const live = "openseat-2026-01-15.sqlite.partial-bbbbbb";
    writeFileSync(path.join(dir, stale), "");
    writeFileSync(path.join(dir, live), "");
    utimesSync(path.join(dir, stale), new Date("2026-01-14T00:00:00Z"), new Date("2026-01-14T00:00:00Z"));
    utimesSync(path.join(dir, live), now, now);
    writeFileSync(path.join(dir, "notes.txt"), "");

    expect(pruneBackups(dir, 3, now).sort()).toEqual(["openseat-2026-01-01.sqlite", "openseat-2026-01-02.sqlite", stale]);
    expect(readdirSync(dir).sort()).toEqual(["notes.txt", "openseat-2026-01-03.sqlite", "openseat-2026-01-04.sqlite", "openseat-2026-01-05.sqlite", live]);
  });
});

/** Runs the server's backup timer once in a process of its own; resolves with its output. */
function onceInAProcess(dataDir: string, backupDir: string, now: string): Promise<{ result: string; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "tests/support/scheduled-backup-once.ts", dataDir, backupDir, now], {
    env: { ...process.env, DATA_DIR: dataDir, DATA_STORE: "sqlite" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const last = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !last.startsWith('{"result"')) return reject(new Error(`exited with ${code}: ${output}`));
      resolve({ result: (JSON.parse(last) as { result: string }).result, output });
    });
  });
}

describe("the scheduled backup across processes", () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "backup-schedule-"));
    dataDir = path.join(root, "data");
    const db = openDatabase(dataDir);
    db.exec("CREATE TABLE kept (n INTEGER); INSERT INTO kept (n) VALUES (1), (2), (3)");
    db.close();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is taken by one of two processes looking at once, in the window only, logged once", async () => {
    const backups = path.join(root, "backups");
    const inWindow = "2026-01-15T03:05:00.000Z";
    const outcomes = await Promise.all([onceInAProcess(dataDir, backups, inWindow), onceInAProcess(dataDir, backups, inWindow)]);
    expect(outcomes.map((outcome) => outcome.result).sort()).toEqual(["taken", "written"]);
    expect(readdirSync(backups)).toEqual(["openseat-2026-01-15.sqlite"]);
    const lines = outcomes.flatMap((outcome) => outcome.output.split("\n").filter((line) => line.includes('"event":"data.backup_written"')));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ severity: "NOTICE", day: "2026-01-15", file: path.join(backups, "openseat-2026-01-15.sqlite"), rows: 3 });
    const copy = new Database(path.join(backups, "openseat-2026-01-15.sqlite"), { readonly: true });
    expect(copy.prepare("SELECT count(*) AS n FROM kept").get()).toEqual({ n: 3 });
    copy.close();

    // Later the same day, and outside the window, nothing more.
    expect((await onceInAProcess(dataDir, backups, "2026-01-15T03:50:00.000Z")).result).toBe("taken");
    expect((await onceInAProcess(dataDir, backups, "2026-01-15T12:00:00.000Z")).result).toBe("not-due");
    expect(readdirSync(backups)).toHaveLength(1);
  });

  it("records a failed copy as an ERROR line and on the runs' log, and tries no more that day", async () => {
    const notAFolder = path.join(root, "backups");
    writeFileSync(notAFolder, "a file where the folder should be");
    const failed = await onceInAProcess(dataDir, notAFolder, "2026-01-15T03:05:00.000Z");
    expect(failed.result).toBe("failed");
    const line = failed.output.split("\n").find((text) => text.includes('"event":"data.backup_failed"'));
    expect(JSON.parse(line!)).toMatchObject({ severity: "ERROR", day: "2026-01-15" });
    const ledger = openDatabase(dataDir, LEDGER_FILE);
    expect(createBackupRuns(ledger).latest()).toMatchObject({ day: "2026-01-15", state: "failed", error: expect.stringMatching(/\S/) });
    ledger.close();
    expect((await onceInAProcess(dataDir, notAFolder, "2026-01-15T03:30:00.000Z")).result).toBe("taken");
  });
});

describe("the runs' log", () => {
  it("gives a day to one holder, to another once the first's lease has ended unfinished, and never after an outcome", () => {
    const runs = createBackupRuns(openDatabase(".", ":memory:"));
    const t = (minutes: number) => new Date(Date.parse("2026-01-15T03:00:00.000Z") + minutes * 60_000);
    expect(runs.claim("2026-01-15", "a", t(0), 60 * 60_000)).toBe(true);
    expect(runs.claim("2026-01-15", "b", t(59), 60 * 60_000)).toBe(false);
    // The first holder died: once its lease is over, another takes the day, and the first can no longer finish it.
    expect(runs.claim("2026-01-15", "b", t(60), 60 * 60_000)).toBe(true);
    expect(runs.finish("2026-01-15", "a", { state: "written", file: "/x", bytes: 1 }, t(61))).toBe(false);
    expect(runs.finish("2026-01-15", "b", { state: "written", file: "/y", bytes: 2 }, t(62))).toBe(true);
    expect(runs.claim("2026-01-15", "c", t(200), 60 * 60_000)).toBe(false);
    expect(runs.latest()).toMatchObject({ day: "2026-01-15", holder: "b", state: "written", file: "/y", bytes: 2, error: null });
    expect(runs.claim("2026-01-16", "c", t(24 * 60), 60 * 60_000)).toBe(true);
    expect(runs.latest()).toMatchObject({ day: "2026-01-16", state: "running" });
  });
});
