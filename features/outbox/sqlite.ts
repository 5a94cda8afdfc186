import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { randomUUID } from "node:crypto";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { checkedDraft } from "@/features/outbox/channels";
import { outboxOwnerSchema, ownerFromKey, ownerKey, type OutboxOwner } from "@/features/outbox/owners";
import { cappedAttempts } from "@/features/outbox/rules";
import { outboxStates } from "@/features/outbox/store";
import type { OutboxAttempt, OutboxDraft, OutboxMessage, OutboxPayload, OutboxState, OutboxStore } from "@/features/outbox/store";

interface MessageRow {
  id: string;
  owner: string;
  channel: string;
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
    owner: ownerFromKey(row.owner),
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

/** Writes an owner's new messages, each due at once; returns their ids in the drafts' order. */
export type SqliteOutboxWriter = (owner: OutboxOwner, createdAt: string, drafts: readonly OutboxDraft[]) => string[];

/**
 * Writes an owner's new messages. The owner's store calls it inside its own transaction (the request's
 * create(), a booking's change), so the owner and its messages are stored together or not at all. Every
 * draft is checked before the first is written: a malformed one throws, and the caller's transaction with it.
 */
export function sqliteOutboxWriter(db: SqliteDatabase): SqliteOutboxWriter {
  const insert = db.prepare(`INSERT INTO outbox_messages (id, owner, channel, recipients, payload, state, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`);
  return (owner, createdAt, drafts) => {
    const key = ownerKey(outboxOwnerSchema.parse(owner));
    const checked = drafts.map(checkedDraft);
    return checked.map((draft) => {
      const id = randomUUID();
      insert.run(id, key, draft.channel, JSON.stringify(draft.recipients), JSON.stringify(draft.payload), createdAt, createdAt);
      return id;
    });
  };
}

/**
 * Deletes these owners' messages; returns how many. For the owner's store, inside the transaction that
 * deletes the owner: the table has no foreign key to any owner's, so nothing else removes them.
 */
export function sqliteOutboxEraser(db: SqliteDatabase): (owners: readonly OutboxOwner[]) => number {
  const erase = db.prepare("DELETE FROM outbox_messages WHERE owner IN (SELECT value FROM json_each(?))");
  return (owners) => (owners.length === 0 ? 0 : erase.run(JSON.stringify(owners.map(ownerKey))).changes);
}

/**
 * What the owner's feature writes when the outbox gives up on one of its messages (failed after the last try, or
 * bounced): called inside the transaction that settles it, so both are stored or neither. `at` is the last try's time.
 */
export type SqliteGiveUpWriter = (message: OutboxMessage, at: string) => void;

export interface SqliteOutboxOptions {
  readonly onGiveUp?: SqliteGiveUpWriter;
}

/** A claim's instant and its lease's end, as the claim statements take them. */
function leaseWindow(now: string, leaseMs: number): { readonly now: string; readonly until: string } {
  const at = new Date(now);
  return { now: at.toISOString(), until: new Date(at.getTime() + leaseMs).toISOString() };
}

/** The rows a claim leased, oldest first as the store promises. */
function leasedOldestFirst(rows: readonly MessageRow[]): OutboxMessage[] {
  return rows.map(rowToMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function createSqliteOutboxStore(db: SqliteDatabase, options: SqliteOutboxOptions = {}): OutboxStore {
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
    // The same lease on named rows only, under the same due rule: by primary key, no scan of what is due.
    claimIds: db.prepare<{ ids: string; now: string; holder: string; until: string }, MessageRow>(`
      UPDATE outbox_messages SET lease_holder = @holder, lease_until = @until, next_attempt_at = @until
      WHERE id IN (SELECT value FROM json_each(@ids)) AND state = 'pending' AND next_attempt_at <= @now
      RETURNING *`),
    byId: db.prepare<[string], MessageRow>("SELECT * FROM outbox_messages WHERE id = ?"),
    settle: db.prepare(`UPDATE outbox_messages SET state = @state, attempt_count = attempt_count + 1, attempts = @attempts,
      next_attempt_at = @next, sent_at = @sent, lease_holder = NULL, lease_until = NULL
      WHERE id = @id AND lease_holder = @holder`),
    // Served by outbox_messages_owner (owner, created_at): a request's timeline reads its own rows only.
    forOwner: db.prepare<[string], MessageRow>("SELECT * FROM outbox_messages WHERE owner = ? ORDER BY created_at, rowid"),
    countByState: db.prepare<[], { state: string; total: number }>("SELECT state, COUNT(*) AS total FROM outbox_messages GROUP BY state"),
    hold: db.prepare("UPDATE outbox_messages SET state = 'held', lease_holder = NULL, lease_until = NULL WHERE state = 'pending'"),
    release: db.prepare("UPDATE outbox_messages SET state = 'pending', next_attempt_at = ? WHERE state = 'held'"),
    countHeld: db.prepare<[], { total: number }>("SELECT COUNT(*) AS total FROM outbox_messages WHERE state = 'held'"),
    // Served by outbox_messages_due (state, …): only the messages not yet sent are read.
    unsentTo: db.prepare<[string, string], { id: string; recipients: string }>(`SELECT id, recipients FROM outbox_messages
      WHERE state IN ('pending', 'held') AND channel IN (SELECT value FROM json_each(?))
        AND EXISTS (SELECT 1 FROM json_each(outbox_messages.recipients) WHERE lower(value) = ?)`),
    // Served by outbox_messages_due (state, …): only the given-up messages are read.
    givenUp: db.prepare<[string, number], MessageRow>(`SELECT * FROM outbox_messages WHERE state IN ('failed', 'bounced')
      AND channel IN (SELECT value FROM json_each(?)) ORDER BY created_at DESC, rowid DESC LIMIT ?`),
    deleteUnsent: db.prepare("DELETE FROM outbox_messages WHERE id = ? AND state IN ('pending', 'held')"),
    narrowUnsent: db.prepare("UPDATE outbox_messages SET recipients = ? WHERE id = ? AND state IN ('pending', 'held')"),
  };
  const write = sqliteOutboxWriter(db);
  const erase = sqliteOutboxEraser(db);

  const settle = db.transaction((id: string, holder: string, outcome: Parameters<OutboxStore["settle"]>[2]): boolean => {
    const row = statements.byId.get(id);
    if (!row || row.lease_holder !== holder) return false;
    const attempts = cappedAttempts(JSON.parse(row.attempts) as OutboxAttempt[], outcome.attempt, outcome.keptAttempts);
    if ((outcome.state === "failed" || outcome.state === "bounced") && options.onGiveUp) options.onGiveUp(rowToMessage(row), outcome.attempt.at);
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

  const withdraw = db.transaction((recipient: string, channels: readonly string[]): number => {
    let changed = 0;
    for (const row of statements.unsentTo.all(JSON.stringify(channels), recipient)) {
      const others = (JSON.parse(row.recipients) as string[]).filter((address) => address.toLowerCase() !== recipient);
      changed += (others.length === 0 ? statements.deleteUnsent.run(row.id) : statements.narrowUnsent.run(JSON.stringify(others), row.id)).changes;
    }
    return changed;
  });

  const enqueue = db.transaction((owner: OutboxOwner, drafts: readonly OutboxDraft[], at: string): OutboxMessage[] =>
    write(owner, at, drafts).map((id) => rowToMessage(statements.byId.get(id)!)),
  );

  return {
    async enqueue(owner, drafts, options) {
      return enqueue.immediate(owner, drafts, new Date(options.at).toISOString());
    },
    async claimDue(now, holder, leaseMs, limit) {
      return leasedOldestFirst(statements.claim.all({ ...leaseWindow(now, leaseMs), holder, limit }));
    },
    async claimIds(ids, now, holder, leaseMs) {
      if (ids.length === 0) return [];
      return leasedOldestFirst(statements.claimIds.all({ ...leaseWindow(now, leaseMs), holder, ids: JSON.stringify(ids) }));
    },
    async settle(id, holder, outcome) {
      return settle.immediate(id, holder, outcome);
    },
    async get(id) {
      const row = statements.byId.get(id);
      return row ? rowToMessage(row) : null;
    },
    async listForOwner(owner) {
      return statements.forOwner.all(ownerKey(owner)).map(rowToMessage);
    },
    async eraseOwner(owner) {
      return erase([owner]);
    },
    async withdrawRecipient(recipient, channels) {
      return channels.length === 0 ? 0 : withdraw.immediate(recipient.trim().toLowerCase(), channels);
    },
    async listGivenUp(channels, limit) {
      return channels.length === 0 ? [] : statements.givenUp.all(JSON.stringify(channels), limit).map(rowToMessage);
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
