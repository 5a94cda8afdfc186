import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { sqliteOutboxWriter } from "@/features/outbox/sqlite";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { reminderKeysSchema } from "@/features/admin/reminders/sqlite-schema";
import type { ReminderStore, ReminderWrite } from "@/features/admin/reminders/store";

export function createSqliteReminderStore(db: SqliteDatabase): ReminderStore {
  ensureSchemas(db, [outboxSchema, reminderKeysSchema]);
  const statements = {
    insert: db.prepare("INSERT OR IGNORE INTO reminder_keys (key, written_at) VALUES (?, ?)"),
    written: db.prepare<[string], { key: string }>("SELECT key FROM reminder_keys WHERE key IN (SELECT value FROM json_each(?))"),
    purge: db.prepare("DELETE FROM reminder_keys WHERE written_at < ?"),
  };
  const writeOutbox = sqliteOutboxWriter(db);
  // The key first: when it is there already, nothing else is written; when the message is malformed, the key goes back with it.
  const record = db.transaction((write: ReminderWrite, at: string): boolean => {
    if (statements.insert.run(write.key, at).changes === 0) return false;
    writeOutbox(write.owner, at, write.drafts);
    return true;
  });
  return {
    async written(keys) {
      if (keys.length === 0) return new Set();
      return new Set(statements.written.all(JSON.stringify(keys)).map((row) => row.key));
    },
    async record(write, at) {
      return record.immediate(write, new Date(at).toISOString());
    },
    async purgeBefore(cutoff) {
      return statements.purge.run(new Date(cutoff).toISOString()).changes;
    },
  };
}
