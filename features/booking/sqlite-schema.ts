import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      // Both belong to their request: erasing or purging it deletes its call and frees its slot. The slot's
      // primary key is what keeps two buyers (or two instances) from booking one admin's time twice.
      db.exec(`
        CREATE TABLE booking_calls (
          request_id TEXT PRIMARY KEY REFERENCES delegation_requests (id) ON DELETE CASCADE,
          generation INTEGER NOT NULL,
          admin TEXT NOT NULL,
          start_at TEXT NOT NULL,
          end_at TEXT NOT NULL,
          kind TEXT NOT NULL,
          phone TEXT,
          status TEXT NOT NULL,
          sequence INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          canceled_at TEXT,
          events TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX booking_calls_start ON booking_calls (status, start_at);
        CREATE TABLE booking_slots (
          admin TEXT NOT NULL,
          start_at TEXT NOT NULL,
          end_at TEXT NOT NULL,
          request_id TEXT NOT NULL REFERENCES delegation_requests (id) ON DELETE CASCADE,
          PRIMARY KEY (admin, start_at)
        ) WITHOUT ROWID;
        CREATE INDEX booking_slots_start ON booking_slots (start_at);
        CREATE INDEX booking_slots_request ON booking_slots (request_id);
        CREATE TABLE booking_rotation (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          last_admin TEXT NOT NULL
        );
      `);
    },
  },
];

/** The calls buyers book: one per request, the slots they hold, and whose turn the next unowned request is. */
export const bookingSchema: FeatureSchema = { feature: "booking", migrations };
