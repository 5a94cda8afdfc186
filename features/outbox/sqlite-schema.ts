import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      // A message belongs to its request: erasing or purging the request deletes its messages with it.
      db.exec(`
        CREATE TABLE outbox_messages (
          id TEXT PRIMARY KEY,
          request_id TEXT NOT NULL REFERENCES delegation_requests (id) ON DELETE CASCADE,
          channel TEXT NOT NULL,
          recipients TEXT NOT NULL,
          payload TEXT NOT NULL,
          state TEXT NOT NULL,
          attempt_count INTEGER NOT NULL DEFAULT 0,
          attempts TEXT NOT NULL DEFAULT '[]',
          next_attempt_at TEXT,
          lease_holder TEXT,
          lease_until TEXT,
          created_at TEXT NOT NULL,
          sent_at TEXT
        );
        CREATE INDEX outbox_messages_due ON outbox_messages (state, next_attempt_at);
        CREATE INDEX outbox_messages_request ON outbox_messages (request_id, created_at);
      `);
    },
  },
];

/** The messages each delegation request owes (confirmation, staff alert, webhook) and their delivery. */
export const outboxSchema: FeatureSchema = { feature: "outbox", migrations };
