import "server-only";
import { ensureSchemas, type SqliteDatabase } from "@/platform/db/schema/migration";
import { backupRunsSchema } from "@/platform/backup/runs-schema";

/** running: a process holds the day (until its lease ends); written: the copy is whole; failed: it was not made. */
export type BackupRunState = "running" | "written" | "failed";

export interface BackupRun {
  /** The team's calendar date the copy is of (YYYY-MM-DD). */
  readonly day: string;
  readonly holder: string;
  readonly state: BackupRunState;
  /** ISO 8601. */
  readonly startedAt: string;
  readonly leaseUntil: string;
  readonly finishedAt: string | null;
  readonly file: string | null;
  readonly bytes: number | null;
  /** Why it failed, capped; null otherwise. */
  readonly error: string | null;
}

export type BackupOutcome =
  | { readonly state: "written"; readonly file: string; readonly bytes: number }
  | { readonly state: "failed"; readonly error: string };

/** The log of scheduled backups that every server process on the data folder shares. */
export interface BackupRuns {
  /**
   * Takes the day for `holder`: true for exactly one of any number of processes asking at once. A day whose
   * holder died mid-copy (its lease ended with the run still "running") can be taken again; a written or
   * failed day cannot: one attempt a day, and a failure is reported rather than retried every few minutes.
   */
  claim(day: string, holder: string, now: Date, leaseMs: number): boolean;
  /** Records how the holder's run ended; false when `holder` no longer holds the day. */
  finish(day: string, holder: string, outcome: BackupOutcome, now: Date): boolean;
  /** The latest day's run, or null before the first. */
  latest(): BackupRun | null;
}

interface RunRow {
  day: string;
  holder: string;
  state: BackupRunState;
  started_at: string;
  lease_until: string;
  finished_at: string | null;
  file: string | null;
  bytes: number | null;
  error: string | null;
}

export function createBackupRuns(db: SqliteDatabase): BackupRuns {
  ensureSchemas(db, [backupRunsSchema]);
  // One statement under SQLite's write lock: of two processes inserting the same day, one inserts, and the
  // other's conflict updates only a day whose holder's lease has ended without an outcome.
  const claim = db.prepare(`
    INSERT INTO backup_runs (day, holder, state, started_at, lease_until) VALUES (@day, @holder, 'running', @now, @until)
    ON CONFLICT (day) DO UPDATE SET holder = excluded.holder, started_at = excluded.started_at, lease_until = excluded.lease_until
    WHERE backup_runs.state = 'running' AND backup_runs.lease_until <= excluded.started_at`);
  const finish = db.prepare(`
    UPDATE backup_runs SET state = @state, finished_at = @now, file = @file, bytes = @bytes, error = @error
    WHERE day = @day AND holder = @holder AND state = 'running'`);
  const latest = db.prepare<[], RunRow>("SELECT * FROM backup_runs ORDER BY day DESC LIMIT 1");
  return {
    claim(day, holder, now, leaseMs) {
      const until = new Date(now.getTime() + leaseMs).toISOString();
      return claim.run({ day, holder, now: now.toISOString(), until }).changes === 1;
    },
    finish(day, holder, outcome, now) {
      const written = outcome.state === "written" ? outcome : null;
      const error = outcome.state === "failed" ? outcome.error.slice(0, 500) : null;
      return finish.run({ day, holder, state: outcome.state, now: now.toISOString(), file: written?.file ?? null, bytes: written?.bytes ?? null, error }).changes === 1;
    },
    latest() {
      const row = latest.get();
      if (!row) return null;
      return {
        day: row.day,
        holder: row.holder,
        state: row.state,
        startedAt: row.started_at,
        leaseUntil: row.lease_until,
        finishedAt: row.finished_at,
        file: row.file,
        bytes: row.bytes,
        error: row.error,
      };
    },
  };
}
