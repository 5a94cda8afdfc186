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
  {
    version: 3,
    up: (db) => {
      // Each admin's own hours and zone (JSON, NULL while they follow the team's) and their dates off
      // (JSON array of { start, end }). Profiles stored before keep the team's hours and have no dates off.
      db.exec(`
        ALTER TABLE team_members ADD COLUMN hours TEXT;
        ALTER TABLE team_members ADD COLUMN dates_off TEXT NOT NULL DEFAULT '[]';
      `);
    },
  },
  {
    version: 4,
    up: (db) => {
      // Roles, removals and their audit trail. Everyone already in the directory becomes an owner, so nobody
      // loses access at the upgrade; a removed admin's row stays (removed_at set) so their name stays on the
      // notes and history they left.
      db.exec(`
        ALTER TABLE team_members ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
        ALTER TABLE team_members ADD COLUMN removed_at TEXT;
        CREATE TABLE team_audit (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          at TEXT NOT NULL,
          by TEXT NOT NULL,
          action TEXT NOT NULL,
          subject TEXT NOT NULL,
          role TEXT
        );
      `);
    },
  },
  {
    version: 5,
    up: (db) => {
      // The morning digest (features/admin/reminders/): on for every admin until they turn it off.
      db.exec("ALTER TABLE team_members ADD COLUMN morning_digest INTEGER NOT NULL DEFAULT 1");
    },
  },
  {
    version: 6,
    up: (db) => {
      // Invitations to the team (features/team/invitations): one per address, a new one replacing a settled or
      // expired one; the link's token only as its SHA-256, looked up by it; keep_until is when it is deleted.
      db.exec(`
        CREATE TABLE team_invitations (
          address TEXT PRIMARY KEY,
          role TEXT NOT NULL,
          inviter TEXT NOT NULL,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          token_hash TEXT NOT NULL UNIQUE,
          state TEXT NOT NULL,
          settled_at TEXT,
          keep_until TEXT NOT NULL
        ) WITHOUT ROWID;
      `);
    },
  },
];

/** The admin directory: every admin from their first sign-in, with the profile they keep themselves. */
export const teamSchema: FeatureSchema = { feature: "team", migrations };
