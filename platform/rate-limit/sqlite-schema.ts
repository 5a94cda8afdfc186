import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          count INTEGER NOT NULL,
          last_at INTEGER NOT NULL,
          members TEXT NOT NULL,
          expires_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
      `);
    },
  },
];

/** The rate limiter's counters: one row per policy, subject and window, swept once expired. */
export const rateLimitsSchema: FeatureSchema = { feature: "rate_limits", migrations };
