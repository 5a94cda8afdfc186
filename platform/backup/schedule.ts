import "server-only";
import { randomUUID } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { addDays, type CalendarDate } from "@/platform/business-hours/calendar-date";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import type { SqliteDatabase } from "@/platform/db/schema/migration";
import type { Log } from "@/platform/logging/log-entry";
import { ensurePrivateFolder } from "@/platform/server/private-files";
import type { BackupRuns } from "@/platform/backup/runs";
import { PARTIAL_MARK, writeBackup } from "@/platform/backup/sqlite-backup";

/** What BACKUP_DIR, BACKUP_KEEP and BACKUP_AT ask for (platform/env). */
export interface BackupSchedule {
  readonly dir: string;
  /** Finished copies kept; older ones are deleted after each new one. */
  readonly keep: number;
  /** When the day's window opens, in minutes after midnight on the team's clock. */
  readonly atMinute: number;
  /** The team's zone (platform/business-hours/settings.ts): the quiet hour is the team's, not the server's. */
  readonly timeZone: string;
  /** How often each process looks whether the day's copy is due. */
  readonly timerMs: number;
}

/** The day's copy is taken within this hour from BACKUP_AT; a server down for all of it takes none that day. */
export const BACKUP_WINDOW_MS = 60 * 60 * 1000;
/** A holder that has not finished within this is taken for dead, and another process may take the day. */
export const BACKUP_LEASE_MS = 60 * 60 * 1000;

const dayMs = 24 * 60 * 60 * 1000;
const finishedName = /^openseat-(\d{4}-\d{2}-\d{2})\.sqlite$/;

/** The copy's name for a day: sorting the names sorts the days. */
export function backupFileName(day: string): string {
  return `openseat-${day}.sqlite`;
}

/**
 * The team's calendar day whose window holds `now`, or null outside every window. A window opening late in
 * the evening runs on past midnight, and what it takes still belongs to the day it opened on.
 */
export function backupDayAt(now: Date, schedule: Pick<BackupSchedule, "atMinute" | "timeZone">): CalendarDate | null {
  const { date, msOfDay } = wallClockAt(now, schedule.timeZone);
  const opens = schedule.atMinute * 60_000;
  if (msOfDay >= opens && msOfDay < opens + BACKUP_WINDOW_MS) return date;
  if (opens + BACKUP_WINDOW_MS > dayMs && msOfDay < opens + BACKUP_WINDOW_MS - dayMs) return addDays(date, -1);
  return null;
}

/** Deletes the finished copies past the newest `keep`, and partial ones a dead run left (older than a lease). */
export function pruneBackups(dir: string, keep: number, now: Date): string[] {
  const names = readdirSync(dir);
  const finished = names.filter((name) => finishedName.test(name)).sort();
  const removed = finished.slice(0, Math.max(0, finished.length - keep));
  for (const name of names) {
    if (!name.includes(PARTIAL_MARK)) continue;
    const file = path.join(dir, name);
    if (now.getTime() - statSync(file).mtimeMs > BACKUP_LEASE_MS) removed.push(name);
  }
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

export interface ScheduledBackupDeps {
  readonly schedule: BackupSchedule;
  /** The process's own connection to the database (one per file per process). */
  readonly source: () => SqliteDatabase;
  readonly runs: () => BackupRuns;
  readonly log: Log;
  readonly now?: () => Date;
  /** This process's name on the day it takes. */
  readonly holder?: string;
}

export type ScheduledBackupResult = "not-due" | "taken" | "written" | "failed";

/**
 * One look at the clock: outside the window, nothing; inside it, the process that takes the day (one of
 * all those on the data folder, platform/backup/runs.ts) writes the copy, logs it and prunes the old ones.
 * A failure is an ERROR line and stays on the runs' log for the admin dashboard.
 */
export async function runScheduledBackup(deps: ScheduledBackupDeps): Promise<ScheduledBackupResult> {
  const now = deps.now ?? (() => new Date());
  const holder = deps.holder ?? defaultHolder;
  const day = backupDayAt(now(), deps.schedule);
  if (!day) return "not-due";
  const runs = deps.runs();
  if (!runs.claim(day, holder, now(), BACKUP_LEASE_MS)) return "taken";
  const destination = path.join(path.resolve(deps.schedule.dir), backupFileName(day));
  try {
    ensurePrivateFolder(path.dirname(destination));
    const copy = await writeBackup(deps.source(), destination);
    runs.finish(day, holder, { state: "written", file: copy.file, bytes: copy.bytes }, now());
    const rows = Object.values(copy.rows).reduce((sum, count) => sum + count, 0);
    deps.log("data.backup_written", {
      message: `Backed up the database to ${copy.file} (${copy.bytes} bytes, ${rows} rows) in ${copy.ms} ms.`,
      day,
      file: copy.file,
      bytes: copy.bytes,
      rows,
      requests: copy.rows.delegation_requests ?? 0,
      ms: copy.ms,
      restarts: copy.restarts,
    }, "notice");
    const removed = pruneBackups(path.dirname(destination), deps.schedule.keep, now());
    if (removed.length > 0) deps.log("data.backups_pruned", { message: `Deleted ${removed.length} old backup file(s), keeping ${deps.schedule.keep}.`, removed: removed.join(", "), keep: deps.schedule.keep });
    return "written";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    runs.finish(day, holder, { state: "failed", error: reason }, now());
    deps.log("data.backup_failed", { message: `The scheduled backup of ${day} failed: ${reason.slice(0, 300)}`, day, file: destination, error: reason.slice(0, 300) }, "error", { error });
    return "failed";
  }
}

const defaultHolder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The server's timer for the scheduled copies: a look every `timerMs`, one at start. Returns its stop,
 * which waits for a copy under way (its partial file would otherwise be left for the next day's sweep).
 */
export function scheduleBackups(deps: ScheduledBackupDeps): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runScheduledBackup(deps)
      .catch((error: unknown) => deps.log("data.backup_failed", { error: error instanceof Error ? error.message.slice(0, 300) : "unknown" }, "error", { error }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.schedule.timerMs);
  timer.unref?.();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
