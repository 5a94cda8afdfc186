import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { randomUUID } from "node:crypto";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { cappedAttempts } from "@/features/outbox/rules";
import { outboxStates } from "@/features/outbox/store";
import type { OutboxAttempt, OutboxDraft, OutboxMessage, OutboxPayload, OutboxState, OutboxStore } from "@/features/outbox/store";

interface MessageRow {
  id: string;
  request_id: string;
  channel: OutboxMessage["channel"];
  recipients: string;
  payload: string;
  state: OutboxState;
  attempt_count: number;
  attempts: string;
  next_attempt_at: string | null;
  lease_holder: string | null;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
}

function rowToMessage(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    requestId: row.request_id,
    channel: row.channel,
    recipients: JSON.parse(row.recipients) as string[],
    payload: JSON.parse(row.payload) as OutboxPayload,
    state: row.state,
    attemptCount: row.attempt_count,
    attempts: JSON.parse(row.attempts) as OutboxAttempt[],
    nextAttemptAt: row.next_attempt_at,
    lease: row.lease_holder && row.lease_until ? { holder: row.lease_holder, until: row.lease_until } : null,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * Writes a new request's messages. The delegation store calls it inside its create() transaction, so the
 * request and its messages are stored together or not at all; each message is due at once.
 */
export function sqliteOutboxWriter(db: SqliteDatabase): (requestId: string, createdAt: string, drafts: readonly OutboxDraft[]) => void {
  const insert = db.prepare(`INSERT INTO outbox_messages (id, request_id, channel, recipients, payload, state, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`);
  return (requestId, createdAt, drafts) => {
    for (const draft of drafts) {
      insert.run(randomUUID(), requestId, draft.channel, JSON.stringify(draft.recipients), JSON.stringify(draft.payload), createdAt, createdAt);
    }
  };
}

export function createSqliteOutboxStore(db: SqliteDatabase): OutboxStore {
  ensureSchemas(db, [outboxSchema]);
  const statements = {
    // One statement picks and leases: SQLite runs it under the write lock, so no two callers get one row.
    claim: db.prepare<{ now: string; holder: string; until: string; limit: number }, MessageRow>(`
      UPDATE outbox_messages SET lease_holder = @holder, lease_until = @until, next_attempt_at = @until
      WHERE id IN (
        SELECT id FROM outbox_messages WHERE state = 'pending' AND next_attempt_at <= @now
        ORDER BY next_attempt_at, id LIMIT @limit
      )
      RETURNING *`),
    byId: db.prepare<[string], MessageRow>("SELECT * FROM outbox_messages WHERE id = ?"),
    settle: db.prepare(`UPDATE outbox_messages SET state = @state, attempt_count = attempt_count + 1, attempts = @attempts,
      next_attempt_at = @next, sent_at = @sent, lease_holder = NULL, lease_until = NULL
      WHERE id = @id AND lease_holder = @holder`),
    forRequest: db.prepare<[string], MessageRow>("SELECT * FROM outbox_messages WHERE request_id = ? ORDER BY created_at, rowid"),
    countByState: db.prepare<[], { state: string; total: number }>("SELECT state, COUNT(*) AS total FROM outbox_messages GROUP BY state"),
    hold: db.prepare("UPDATE outbox_messages SET state = 'held', lease_holder = NULL, lease_until = NULL WHERE state = 'pending'"),
    release: db.prepare("UPDATE outbox_messages SET state = 'pending', next_attempt_at = ? WHERE state = 'held'"),
    countHeld: db.prepare<[], { total: number }>("SELECT COUNT(*) AS total FROM outbox_messages WHERE state = 'held'"),
  };

  const settle = db.transaction((id: string, holder: string, outcome: Parameters<OutboxStore["settle"]>[2]): boolean => {
    const row = statements.byId.get(id);
    if (!row || row.lease_holder !== holder) return false;
    const attempts = cappedAttempts(JSON.parse(row.attempts) as OutboxAttempt[], outcome.attempt, outcome.keptAttempts);
    return (
      statements.settle.run({
        id,
        holder,
        state: outcome.state,
        attempts: JSON.stringify(attempts),
        next: outcome.state === "pending" ? outcome.nextAttemptAt : null,
        sent: outcome.state === "sent" ? outcome.attempt.at : null,
      }).changes > 0
    );
  });

  return {
    async claimDue(now, holder, leaseMs, limit) {
      const until = new Date(new Date(now).getTime() + leaseMs).toISOString();
      const rows = statements.claim.all({ now: new Date(now).toISOString(), holder, until, limit });
      return rows.map(rowToMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async settle(id, holder, outcome) {
      return settle.immediate(id, holder, outcome);
    },
    async get(id) {
      const row = statements.byId.get(id);
      return row ? rowToMessage(row) : null;
    },
    async listForRequest(requestId) {
      return statements.forRequest.all(requestId).map(rowToMessage);
    },
    async countByState() {
      const counts = Object.fromEntries(outboxStates.map((state) => [state, 0])) as Record<OutboxState, number>;
      for (const row of statements.countByState.all()) {
        if ((outboxStates as readonly string[]).includes(row.state)) counts[row.state as OutboxState] = row.total;
      }
      return counts;
    },
    async holdPending() {
      return statements.hold.run().changes;
    },
    async releaseHeld(now) {
      return statements.release.run(new Date(now).toISOString()).changes;
    },
    async countHeld() {
      return statements.countHeld.get()!.total;
    },
  };
}
