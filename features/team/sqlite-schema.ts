import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE team_members (
          email TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          takes_calls INTEGER NOT NULL,
          days_off TEXT NOT NULL,
          joined_at TEXT NOT NULL
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    version: 2,
    up: (db) => {
      db.exec("ALTER TABLE team_members ADD COLUMN meeting_url TEXT NOT NULL DEFAULT ''");
    },
  },
];

/** The admin directory: every admin from their first sign-in, with the profile they keep themselves. */
export const teamSchema: FeatureSchema = { feature: "team", migrations };
