import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      // Keyed by day first: the admin page reads a range of days, and the purge deletes days before one.
      db.exec(`
        CREATE TABLE figure_counts (
          day TEXT NOT NULL,
          dimension TEXT NOT NULL,
          value TEXT NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (day, dimension, value)
        ) WITHOUT ROWID;
      `);
    },
  },
];

/** The visit and conversion figures: one row per day, dimension and value, with its count; nothing else. */
export const figuresSchema: FeatureSchema = { feature: "figures", migrations };
