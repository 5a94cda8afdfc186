import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE erasures (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          request_ids TEXT NOT NULL,
          address_hash TEXT,
          key_id TEXT,
          erased_at TEXT NOT NULL,
          expire_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX erasures_expiry ON erasures (expire_at);
      `);
    },
  },
];

/** The erasures staff carried out (features/delegation/erasure-ledger): in the ledger file, never in the database. */
export const erasuresSchema: FeatureSchema = { feature: "erasures", migrations };
