import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      // The key is the primary key: a second insert of one reminder is refused by the table, not by a read before it.
      db.exec(`
        CREATE TABLE reminder_keys (
          key TEXT PRIMARY KEY,
          written_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX reminder_keys_written ON reminder_keys (written_at);
      `);
    },
  },
];

/** The reminders the sweep wrote (features/admin/reminders/): one row per reminder, so each goes out once. */
export const reminderKeysSchema: FeatureSchema = { feature: "reminders", migrations };
