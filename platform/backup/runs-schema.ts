import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE backup_runs (
          day TEXT PRIMARY KEY,
          holder TEXT NOT NULL,
          state TEXT NOT NULL,
          started_at TEXT NOT NULL,
          lease_until TEXT NOT NULL,
          finished_at TEXT,
          file TEXT,
          bytes INTEGER,
          error TEXT
        ) WITHOUT ROWID;
      `);
    },
  },
];

/**
 * The scheduled backups, one row per day on the team's calendar: which process took it and how it ended.
 * Kept in the ledger file (platform/db/sqlite.ts), so restoring the database does not roll it back.
 */
export const backupRunsSchema: FeatureSchema = { feature: "backup_runs", migrations };
