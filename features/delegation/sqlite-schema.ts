import "server-only";
import type { FeatureSchema, Migration } from "@/platform/db/schema/migration";
import { searchWords } from "@/features/delegation/search-words";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";

/** Append-only: a shipped step is never edited, a change is a new version. */
const migrations: readonly Migration[] = [
  {
    version: 1,
    up: (db) => {
      db.exec(`
        CREATE TABLE delegation_requests (
          id TEXT PRIMARY KEY,
          idempotency_key TEXT NOT NULL,
          reference TEXT NOT NULL,
          created_at TEXT NOT NULL,
          status TEXT NOT NULL,
          full_name TEXT NOT NULL,
          email TEXT NOT NULL,
          company TEXT NOT NULL,
          website TEXT,
          phone TEXT,
          organisation_type TEXT NOT NULL,
          roles TEXT NOT NULL,
          tasks TEXT NOT NULL,
          other_tasks TEXT NOT NULL,
          hours_per_week TEXT NOT NULL,
          start_timeline TEXT NOT NULL,
          monthly_budget TEXT NOT NULL,
          time_zone TEXT NOT NULL,
          message TEXT NOT NULL,
          heard_from TEXT,
          consent_at TEXT NOT NULL,
          source TEXT NOT NULL,
          search_text TEXT NOT NULL
        );
        CREATE UNIQUE INDEX delegation_requests_idempotency_key ON delegation_requests (idempotency_key);
        CREATE UNIQUE INDEX delegation_requests_reference ON delegation_requests (reference);
        CREATE INDEX delegation_requests_created ON delegation_requests (created_at, id);
        CREATE INDEX delegation_requests_status_created ON delegation_requests (status, created_at, id);

        CREATE TABLE delegation_status_history (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          request_id TEXT NOT NULL REFERENCES delegation_requests (id) ON DELETE CASCADE,
          status TEXT NOT NULL,
          changed_by TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX delegation_status_history_request ON delegation_status_history (request_id, seq);

        CREATE TABLE delegation_notes (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          id TEXT NOT NULL UNIQUE,
          request_id TEXT NOT NULL REFERENCES delegation_requests (id) ON DELETE CASCADE,
          author TEXT NOT NULL,
          body TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX delegation_notes_request ON delegation_notes (request_id, seq);
      `);
    },
  },
  {
    // Retention counts from the last contact; search and a visitor's requests are read through indexes.
    version: 2,
    up: (db) => {
      db.exec(`
        ALTER TABLE delegation_requests ADD COLUMN last_contact_at TEXT;
        UPDATE delegation_requests SET last_contact_at = max(
          created_at,
          coalesce((SELECT max(at) FROM delegation_status_history h WHERE h.request_id = delegation_requests.id AND h.changed_by <> 'system'), ''),
          coalesce((SELECT max(at) FROM delegation_notes n WHERE n.request_id = delegation_requests.id), '')
        );
        CREATE INDEX delegation_requests_last_contact ON delegation_requests (last_contact_at);
        CREATE INDEX delegation_requests_email ON delegation_requests (email, created_at, id);

        -- The words of search_text (already split and lower-cased in JavaScript, as Firestore's are), in a
        -- full-text index that keeps no copy of the text; triggers keep it in step with the table.
        CREATE VIRTUAL TABLE delegation_search USING fts5(
          words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3'
        );
        INSERT INTO delegation_search (rowid, words) SELECT rowid, search_text FROM delegation_requests;
        CREATE TRIGGER delegation_search_insert AFTER INSERT ON delegation_requests BEGIN
          INSERT INTO delegation_search (rowid, words) VALUES (new.rowid, new.search_text);
        END;
        CREATE TRIGGER delegation_search_delete AFTER DELETE ON delegation_requests BEGIN
          DELETE FROM delegation_search WHERE rowid = old.rowid;
        END;
      `);
    },
  },
  {
    // The lead desk: an owner and its history, typed notes with follow-up dates, and the request's next follow-up.
    version: 3,
    up: (db) => {
      db.exec(`
        ALTER TABLE delegation_requests ADD COLUMN owner TEXT;
        ALTER TABLE delegation_requests ADD COLUMN follow_up_on TEXT;
        CREATE INDEX delegation_requests_owner ON delegation_requests (owner, created_at, id);
        CREATE INDEX delegation_requests_follow_up ON delegation_requests (follow_up_on) WHERE follow_up_on IS NOT NULL;
        ALTER TABLE delegation_notes ADD COLUMN kind TEXT NOT NULL DEFAULT 'note';
        ALTER TABLE delegation_notes ADD COLUMN follow_up_on TEXT;

        CREATE TABLE delegation_assignments (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          request_id TEXT NOT NULL REFERENCES delegation_requests (id) ON DELETE CASCADE,
          owner TEXT,
          assigned_by TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX delegation_assignments_request ON delegation_assignments (request_id, seq);
      `);
    },
  },
  {
    // Search also finds a request by its phone's digits and its website's host: every stored request's
    // words are recomputed, and its full-text entry replaced (the index keeps no text to update in place).
    version: 4,
    up: (db) => {
      const rows = db.prepare("SELECT rowid, full_name, email, company, phone, website, search_text FROM delegation_requests").all() as {
        rowid: number;
        full_name: string;
        email: string;
        company: string;
        phone: string | null;
        website: string | null;
        search_text: string;
      }[];
      const setText = db.prepare("UPDATE delegation_requests SET search_text = ? WHERE rowid = ?");
      const dropEntry = db.prepare("DELETE FROM delegation_search WHERE rowid = ?");
      const addEntry = db.prepare("INSERT INTO delegation_search (rowid, words) VALUES (?, ?)");
      for (const row of rows) {
        const text = ` ${searchWords({ fullName: row.full_name, email: row.email, company: row.company, phone: row.phone, website: row.website }).join(" ")}`;
        if (text === row.search_text) continue;
        setText.run(text, row.rowid);
        dropEntry.run(row.rowid);
        addEntry.run(row.rowid, text);
      }
    },
  },
  {
    // The reminder sweep reads requests by their reply due time. Requests already waiting get theirs from their
    // creation, by the team's hours as they are now (a canceled call's later due time is not known to this step:
    // such a lead is past any window the sweep reads once a business day has gone).
    version: 5,
    up: (db) => {
      db.exec(`
        ALTER TABLE delegation_requests ADD COLUMN reply_due_at TEXT;
        CREATE INDEX delegation_requests_reply_due ON delegation_requests (status, reply_due_at) WHERE reply_due_at IS NOT NULL;
      `);
      const rows = db.prepare("SELECT id, created_at FROM delegation_requests WHERE status = 'new'").all() as { id: string; created_at: string }[];
      const setDue = db.prepare("UPDATE delegation_requests SET reply_due_at = ? WHERE id = ?");
      for (const row of rows) setDue.run(replyDueAt(new Date(row.created_at), businessHours).toISOString(), row.id);
    },
  },
  {
    // Replies from the desk the outbox gave up on (a JSON array of { sentAt, failedAt }): the lead waits again.
    version: 6,
    up: (db) => {
      db.exec("ALTER TABLE delegation_requests ADD COLUMN failed_replies TEXT NOT NULL DEFAULT '[]';");
    },
  },
];

/** The delegation requests, their status history and notes, and their search index. */
export const delegationSchema: FeatureSchema = { feature: "delegation", migrations };
