import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(
        `CREATE TABLE admin_factors (
           email TEXT PRIMARY KEY,
           sealed_secret TEXT NOT NULL,
           confirmed_at TEXT,
           last_step INTEGER,
           created_at TEXT NOT NULL
         ) WITHOUT ROWID`,
      );
      // One row per unused code: spending one is a single DELETE, atomic across processes.
      db.exec(
        "CREATE TABLE admin_recovery_codes (email TEXT NOT NULL, code_hash TEXT NOT NULL, PRIMARY KEY (email, code_hash)) WITHOUT ROWID",
      );
    },
  },
];

/** Password admins' second factors (sealed TOTP secret, last used step) and their unused recovery codes' hashes. */
export const adminFactorsSchema: FeatureSchema = { feature: "admin-factors", migrations };
