import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE admin_session_records (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL,
          provider TEXT NOT NULL,
          uid TEXT,
          signed_in_at INTEGER NOT NULL,
          last_seen_at INTEGER NOT NULL,
          claim_checked_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX admin_session_records_expiry ON admin_session_records (expires_at);
      `);
    },
  },
  {
    version: 2,
    up: (db) => {
      db.exec(`
        CREATE TABLE admin_sign_in_claims (
          id TEXT PRIMARY KEY,
          expires_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX admin_sign_in_claims_expiry ON admin_sign_in_claims (expires_at);
      `);
    },
  },
  {
    // The device label, and the account page's list of one admin's sessions, read by e-mail.
    version: 3,
    up: (db) => {
      db.exec(`
        ALTER TABLE admin_session_records ADD COLUMN device TEXT NOT NULL DEFAULT '';
        CREATE INDEX admin_session_records_email ON admin_session_records (email);
      `);
    },
  },
];

/**
 * Each signed-in admin session: its device label, sign-in time, last request and last claim check; and each finished
 * sign-in already spent on a session (features/auth/session-store).
 */
export const adminSessionRecordsSchema: FeatureSchema = { feature: "admin-session-records", migrations };
