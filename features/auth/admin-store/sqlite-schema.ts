import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(
        "CREATE TABLE admins (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, created_at TEXT NOT NULL)",
      );
    },
  },
  {
    version: 2,
    up: (db) => {
      db.exec("CREATE TABLE admin_sessions (email TEXT PRIMARY KEY, version INTEGER NOT NULL, revoked_at TEXT NOT NULL) WITHOUT ROWID");
    },
  },
];

/** Local admins (e-mail and password hash), and every admin's session version by e-mail. */
export const adminsSchema: FeatureSchema = { feature: "admins", migrations };
