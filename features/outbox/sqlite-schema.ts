import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Every column but the owner's, in order: what version 2 copies across unchanged. */
const kept = "channel, recipients, payload, state, attempt_count, attempts, next_attempt_at, lease_holder, lease_until, created_at, sent_at";

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
  {
    version: 2,
    up: (db) => {
      // A message's owner is a key of its own, `<kind>:<id>` (features/outbox/owners.ts), no longer a reference to
      // delegation_requests: invitations and digests have no request. Every message so far was a request's
      // (earlierOwnerKind there; written out here, since a shipped step must not change with the code).
      // SQLite cannot drop a column a foreign key names, so the table is rebuilt; the rowids are copied, as
      // they order the messages written in one instant. With the cascade gone, the request's store deletes
      // its messages itself (features/delegation/sqlite.ts), in the same transaction as the request.
      db.exec(`
        CREATE TABLE outbox_messages_owned (
          id TEXT PRIMARY KEY,
          owner TEXT NOT NULL,
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
        INSERT INTO outbox_messages_owned (rowid, id, owner, ${kept})
          SELECT rowid, id, 'request:' || request_id, ${kept} FROM outbox_messages ORDER BY rowid;
        DROP TABLE outbox_messages;
        ALTER TABLE outbox_messages_owned RENAME TO outbox_messages;
        CREATE INDEX outbox_messages_due ON outbox_messages (state, next_attempt_at);
        CREATE INDEX outbox_messages_owner ON outbox_messages (owner, created_at);
      `);
    },
  },
];

/** The messages the site owes, each with its owner (a request, an invitation, …), and their delivery. */
export const outboxSchema: FeatureSchema = { feature: "outbox", migrations };
