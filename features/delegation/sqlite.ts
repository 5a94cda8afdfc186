import "server-only";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { delegationSchema } from "@/features/delegation/sqlite-schema";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { randomUUID } from "node:crypto";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { clampLimit, decodeCursor, encodeCursor, toInstant } from "@/features/delegation/list-cursor";
import { fieldKeys, fieldStorage } from "@/features/delegation/fields";
import { delegationStatuses } from "@/features/delegation/options";
import { generateReference } from "@/features/delegation/reference";
import { replyChannels, requestOwner } from "@/features/delegation/outbox-channels";
import { sqliteOutboxEraser, sqliteOutboxWriter, type SqliteGiveUpWriter } from "@/features/outbox/sqlite";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { searchTerms, searchWords } from "@/features/delegation/search-words";
import {
  fieldsToParams,
  rowToRequest,
  type AssignmentRow,
  type HistoryRow,
  type NoteRow,
  type RequestRow,
} from "@/features/delegation/sqlite-mapping";
import type {
  CreateResult,
  DelegationRequest,
  DelegationRequestStore,
  DelegationStatus,
  DelegationStoreOptions,
  FailedReply,
  ListPage,
  ListQuery,
  NewDelegationRequest,
  StatusCounts,
} from "@/features/delegation/store";

// Filters are parameters of one fixed statement ("? IS NULL OR ..."), so every query is prepared once.
const listFilters = `
  (@status IS NULL OR r.status = @status)
  AND (@role IS NULL OR EXISTS (SELECT 1 FROM json_each(r.roles) WHERE json_each.value = @role))
  AND (@from IS NULL OR r.created_at >= @from)
  AND (@to IS NULL OR r.created_at < @to)
  AND (@ownerFilter = 0 OR r.owner IS @owner)`;
const afterNewest = "(@afterCreated IS NULL OR r.created_at < @afterCreated OR (r.created_at = @afterCreated AND r.id < @afterId))";
const afterOldest = "(@afterCreated IS NULL OR r.created_at > @afterCreated OR (r.created_at = @afterCreated AND r.id > @afterId))";
/**
 * The same bounds as row values, which SQLite reads as a range of the (created_at, id) index: a page after
 * the cursor starts there instead of walking every row before it (the export's 500th batch of 100 walked
 * 50,000). The first page has no cursor, so its bound lies beyond every row (listBounds).
 */
const rangeNewest = "(r.created_at, r.id) < (@rangeCreated, @rangeId)";
const rangeOldest = "(r.created_at, r.id) > (@rangeCreated, @rangeId)";

/**
 * Search words become an FTS5 query: every term a quoted prefix, all required. Terms hold letters and
 * digits only (search-words.ts), so quoting cannot be escaped from.
 */
/**
 * The row-value bound's parameters: the cursor's row, or before the first page a bound every row passes (ISO
 * times and ids are ASCII, so U+FFFF sorts after each of them and "" before). Prepared statements ignore
 * parameters they do not name, so each statement takes both kinds of bound.
 */
function listBounds(after: { readonly createdAt: string; readonly id: string } | null | undefined, oldest: boolean): { rangeCreated: string; rangeId: string } {
  if (after) return { rangeCreated: after.createdAt, rangeId: after.id };
  return oldest ? { rangeCreated: "", rangeId: "" } : { rangeCreated: "\uffff", rangeId: "" };
}

function matchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"*`).join(" AND ");
}

// Read by shape, not `instanceof Error`: better-sqlite3's native part keeps the error class of the first
// realm that loaded it, so under Jest (a realm per test file) its errors need not be this realm's Errors.
function isUniqueViolation(error: unknown, index: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "SQLITE_CONSTRAINT_UNIQUE" && typeof message === "string" && message.includes(index);
}

// The form's fields go in the columns the field map names, in its order.
const fieldColumnList = fieldKeys.map((key) => fieldStorage[key].column).join(", ");
const fieldParamList = fieldKeys.map((key) => `@${fieldStorage[key].column}`).join(", ");

/**
 * The outbox's give-up writer for requests (features/outbox/sqlite.ts onGiveUp): when it gives up on a reply
 * written on the desk, the request records it and its stored reply due time moves to the business-day rule
 * counted from then (features/admin/lead-desk.ts replyDueOf), so the lead waits for a reply again, for the
 * desk and the reminder sweep, in the same transaction as the message's failure. Other messages: nothing.
 */
export function sqliteReplyLapse(db: SqliteDatabase, hours: BusinessHours = businessHours): SqliteGiveUpWriter {
  ensureSchemas(db, [delegationSchema]);
  const read = db.prepare<[string], { failed_replies: string }>("SELECT failed_replies FROM delegation_requests WHERE id = ?");
  const write = db.prepare("UPDATE delegation_requests SET failed_replies = ?, reply_due_at = ? WHERE id = ?");
  return (message, at) => {
    if (message.owner.kind !== requestOwner.kind || message.channel !== replyChannels.reply.name) return;
    const row = read.get(message.owner.id);
    if (!row) return;
    const failed: FailedReply[] = [...(JSON.parse(row.failed_replies) as FailedReply[]), { sentAt: message.createdAt, failedAt: new Date(at).toISOString() }];
    write.run(JSON.stringify(failed), replyDueAt(new Date(at), hours).toISOString(), message.owner.id);
  };
}

export function createSqliteDelegationStore(db: SqliteDatabase, options: DelegationStoreOptions = {}): DelegationRequestStore {
  ensureSchemas(db, [delegationSchema, outboxSchema]);
  const drawReference = options.generateReference ?? generateReference;
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const hours = options.hours ?? businessHours;

  // When asked, every request row a list query visits is counted, by a function the query calls per row.
  let rowsRead = 0;
  const countRows = Boolean(options.onRead);
  if (countRows) db.function("count_row_read", { deterministic: false }, (_rowid: unknown) => ((rowsRead += 1), 1));
  const visit = countRows ? "count_row_read(r.rowid) AND " : "";
  function reading<T>(run: () => T): T {
    rowsRead = 0;
    const result = run();
    if (countRows) options.onRead?.(rowsRead);
    return result;
  }

  const statements = {
    byKey: db.prepare<[string], RequestRow>("SELECT * FROM delegation_requests WHERE idempotency_key = ?"),
    byId: db.prepare<[string], RequestRow>("SELECT * FROM delegation_requests WHERE id = ?"),
    insert: db.prepare(`
      INSERT INTO delegation_requests (
        id, idempotency_key, reference, created_at, status, ${fieldColumnList}, consent_at, source, search_text, last_contact_at, reply_due_at
      ) VALUES (
        @id, @idempotency_key, @reference, @created_at, 'new', ${fieldParamList}, @consent_at, @source, @search_text, @created_at, @reply_due_at
      )`),
    insertHistory: db.prepare(
      "INSERT INTO delegation_status_history (request_id, status, changed_by, at) VALUES (?, ?, ?, ?)",
    ),
    setStatus: db.prepare("UPDATE delegation_requests SET status = ?, last_contact_at = ? WHERE id = ?"),
    touch: db.prepare("UPDATE delegation_requests SET last_contact_at = ? WHERE id = ?"),
    insertNote: db.prepare(
      "INSERT INTO delegation_notes (id, request_id, author, body, at, kind, follow_up_on) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ),
    setFollowUp: db.prepare("UPDATE delegation_requests SET follow_up_on = ? WHERE id = ?"),
    setOwner: db.prepare("UPDATE delegation_requests SET owner = ? WHERE id = ?"),
    insertAssignment: db.prepare("INSERT INTO delegation_assignments (request_id, owner, assigned_by, at) VALUES (?, ?, ?, ?)"),
    assignmentsFor: db.prepare<[string], AssignmentRow>(
      "SELECT request_id, owner, assigned_by, at FROM delegation_assignments WHERE request_id IN (SELECT value FROM json_each(?)) ORDER BY seq",
    ),
    byReference: db.prepare<[string], RequestRow>("SELECT * FROM delegation_requests WHERE reference = ?"),
    // Served by delegation_requests_reply_due (status, reply_due_at): only the rows in the window are read.
    awaitingReply: db.prepare<[string, string, number], RequestRow>(
      `SELECT * FROM delegation_requests r WHERE ${visit}r.status = 'new' AND r.reply_due_at IS NOT NULL AND r.reply_due_at >= ? AND r.reply_due_at <= ? ORDER BY r.reply_due_at, r.id LIMIT ?`,
    ),
    followUpsDue: db.prepare<[string, number], RequestRow>(
      `SELECT * FROM delegation_requests r WHERE ${visit}r.follow_up_on IS NOT NULL AND r.follow_up_on <= ? ORDER BY r.follow_up_on, r.created_at, r.id LIMIT ?`,
    ),
    deleteById: db.prepare("DELETE FROM delegation_requests WHERE id = ?"),
    countByStatus: db.prepare<[], { status: string; total: number }>(
      "SELECT status, COUNT(*) AS total FROM delegation_requests GROUP BY status",
    ),
    historyFor: db.prepare<[string], HistoryRow>(
      "SELECT request_id, status, changed_by, at FROM delegation_status_history WHERE request_id IN (SELECT value FROM json_each(?)) ORDER BY seq",
    ),
    notesFor: db.prepare<[string], NoteRow>(
      "SELECT request_id, id, author, body, at, kind, follow_up_on FROM delegation_notes WHERE request_id IN (SELECT value FROM json_each(?)) ORDER BY seq",
    ),
    listNewest: db.prepare(`SELECT r.* FROM delegation_requests r WHERE ${visit}${listFilters} AND ${rangeNewest}
      ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`),
    listOldest: db.prepare(`SELECT r.* FROM delegation_requests r WHERE ${visit}${listFilters} AND ${rangeOldest}
      ORDER BY r.created_at ASC, r.id ASC LIMIT @limit`),
    // Rare words: the full-text index yields the rows holding every word; only those are read, then sorted.
    searchNewest: db.prepare(`SELECT r.* FROM delegation_search JOIN delegation_requests r ON r.rowid = delegation_search.rowid
      WHERE delegation_search MATCH @match AND ${visit}${listFilters} AND ${afterNewest}
      ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`),
    searchOldest: db.prepare(`SELECT r.* FROM delegation_search JOIN delegation_requests r ON r.rowid = delegation_search.rowid
      WHERE delegation_search MATCH @match AND ${visit}${listFilters} AND ${afterOldest}
      ORDER BY r.created_at ASC, r.id ASC LIMIT @limit`),
    // Common words: walk the list order and keep rows in the matching set (built once from the index, no
    // row reads); the unary + stops SQLite from driving the query from that set instead.
    commonNewest: db.prepare(`SELECT r.* FROM delegation_requests r
      WHERE ${visit}+r.rowid IN (SELECT rowid FROM delegation_search WHERE delegation_search MATCH @match) AND ${listFilters} AND ${rangeNewest}
      ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`),
    commonOldest: db.prepare(`SELECT r.* FROM delegation_requests r
      WHERE ${visit}+r.rowid IN (SELECT rowid FROM delegation_search WHERE delegation_search MATCH @match) AND ${listFilters} AND ${rangeOldest}
      ORDER BY r.created_at ASC, r.id ASC LIMIT @limit`),
    countMatches: db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM delegation_search WHERE delegation_search MATCH ?"),
    // An estimate of the table's size that costs one index step (deleted rows leave gaps; near enough).
    highestRowid: db.prepare<[], { top: number | null }>("SELECT max(rowid) AS top FROM delegation_requests"),
    byEmail: db.prepare<[string], RequestRow>(
      `SELECT * FROM delegation_requests r WHERE ${visit}r.email = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 1000`,
    ),
    purgeBefore: db.prepare("DELETE FROM delegation_requests WHERE last_contact_at < ?"),
    idsBefore: db.prepare<[string], { id: string }>("SELECT id FROM delegation_requests WHERE last_contact_at < ?"),
  };

  /**
   * Reading every match and sorting costs the number of matches; walking the list order costs about
   * page / (matches / rows). Whichever is smaller wins: a word in most requests walks, a rare one joins.
   */
  function searchStatement(terms: readonly string[], limit: number, oldest: boolean) {
    const matches = statements.countMatches.get(matchExpression(terms))?.total ?? 0;
    const rows = statements.highestRowid.get()?.top ?? 0;
    const walk = matches > 0 && matches * matches > (limit + 1) * rows;
    if (walk) return oldest ? statements.commonOldest : statements.commonNewest;
    return oldest ? statements.searchOldest : statements.searchNewest;
  }

  function hydrate(rows: readonly RequestRow[]): DelegationRequest[] {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const history = new Map<string, HistoryRow[]>();
    for (const entry of statements.historyFor.all(ids)) {
      history.set(entry.request_id, [...(history.get(entry.request_id) ?? []), entry]);
    }
    const notes = new Map<string, NoteRow[]>();
    for (const note of statements.notesFor.all(ids)) {
      notes.set(note.request_id, [...(notes.get(note.request_id) ?? []), note]);
    }
    const assignments = new Map<string, AssignmentRow[]>();
    for (const entry of statements.assignmentsFor.all(ids)) {
      assignments.set(entry.request_id, [...(assignments.get(entry.request_id) ?? []), entry]);
    }
    return rows.map((row) => rowToRequest(row, history.get(row.id) ?? [], notes.get(row.id) ?? [], assignments.get(row.id) ?? []));
  }

  function getSync(id: string): DelegationRequest | null {
    const row = statements.byId.get(id);
    return row ? (hydrate([row])[0] ?? null) : null;
  }

  const writeOutbox = sqliteOutboxWriter(db);
  const eraseMessages = sqliteOutboxEraser(db);
  // Built as stored, not checked: erasing an id no request has (or could have) simply finds nothing.
  const messagesOf = (ids: readonly string[]) => ids.map((id) => ({ kind: requestOwner.kind, id }));

  // The outbox's table has no foreign key to this one (its messages have other owners too), so the request's
  // messages are deleted here, in the transaction that deletes the request. Notes, history and assignments go
  // by ON DELETE CASCADE, search words by trigger.
  const deleteOne = db.transaction((id: string): boolean => {
    eraseMessages(messagesOf([id]));
    return statements.deleteById.run(id).changes > 0;
  });
  const purgeBefore = db.transaction((cutoff: string): number => {
    eraseMessages(messagesOf(statements.idsBefore.all(cutoff).map((row) => row.id)));
    return statements.purgeBefore.run(cutoff).changes;
  });

  // Every transaction here reads, then writes: each takes the write lock as it begins (.immediate),
  // so beside another writer on the file it waits out busy_timeout instead of failing to upgrade.
  const insertNew = db.transaction((input: NewDelegationRequest, reference: string): CreateResult => {
    const existing = statements.byKey.get(input.idempotencyKey);
    if (existing) return { request: hydrate([existing])[0]!, created: false, messageIds: [] };
    const id = randomUUID();
    const createdAt = now();
    statements.insert.run({
      id,
      idempotency_key: input.idempotencyKey,
      reference,
      created_at: createdAt,
      ...fieldsToParams(input.fields),
      consent_at: input.consentAt,
      source: JSON.stringify(input.source),
      search_text: ` ${searchWords(input.fields).join(" ")}`,
      reply_due_at: replyDueAt(new Date(createdAt), hours).toISOString(),
    });
    statements.insertHistory.run(id, "new", "system", createdAt);
    const request = getSync(id)!;
    const messageIds = input.outbox ? writeOutbox(requestOwner.of(id), createdAt, input.outbox(request)) : [];
    return { request, created: true, messageIds };
  });

  return {
    async create(input) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return insertNew.immediate(input, drawReference());
        } catch (error) {
          // Another process stored the same key between our read and write: theirs is the request.
          if (isUniqueViolation(error, "idempotency_key")) {
            const existing = statements.byKey.get(input.idempotencyKey);
            if (existing) return { request: hydrate([existing])[0]!, created: false, messageIds: [] };
          }
          if (isUniqueViolation(error, "reference") && attempt < 5) continue;
          throw error;
        }
      }
    },

    async get(id) {
      return getSync(id);
    },

    async list(query: ListQuery): Promise<ListPage> {
      const limit = clampLimit(query.limit);
      const after = decodeCursor(query.cursor);
      const terms = searchTerms(query.search);
      const oldest = query.sort === "oldest";
      const statement = terms.length === 0 ? (oldest ? statements.listOldest : statements.listNewest) : searchStatement(terms, limit, oldest);
      const rows = reading(() => statement.all({
        ...(terms.length > 0 ? { match: matchExpression(terms) } : {}),
        status: query.status ?? null,
        role: query.role ?? null,
        from: toInstant(query.from) ?? null,
        to: toInstant(query.to) ?? null,
        ownerFilter: query.owner === undefined ? 0 : 1,
        owner: query.owner ?? null,
        afterCreated: after?.createdAt ?? null,
        afterId: after?.id ?? null,
        ...listBounds(after, oldest),
        // One extra row tells us whether another page exists without a COUNT.
        limit: limit + 1,
      }) as RequestRow[]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: hydrate(page),
        nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    async updateStatus(id, status, by) {
      const change = db.transaction(() => {
        const row = statements.byId.get(id);
        if (!row) return null;
        const at = now();
        statements.setStatus.run(status, at, id);
        statements.insertHistory.run(id, status, by, at);
        return getSync(id);
      });
      return change.immediate();
    },

    async addNote(id, author, body, details, outbox) {
      const add = db.transaction(() => {
        if (!statements.byId.get(id)) return null;
        const at = now();
        const followUpOn = details?.followUpOn ?? null;
        statements.insertNote.run(randomUUID(), id, author, body, at, details?.kind ?? "note", followUpOn);
        statements.setFollowUp.run(followUpOn, id);
        statements.touch.run(at, id);
        const request = getSync(id);
        if (request && outbox) writeOutbox(requestOwner.of(id), at, outbox(request));
        return request;
      });
      return add.immediate();
    },

    async assign(id, owner, by, outbox) {
      const change = db.transaction(() => {
        if (!statements.byId.get(id)) return null;
        const at = now();
        statements.setOwner.run(owner, id);
        statements.insertAssignment.run(id, owner, by, at);
        const request = getSync(id)!;
        if (outbox) writeOutbox(requestOwner.of(id), at, outbox(request));
        return request;
      });
      return change.immediate();
    },

    async getByReference(reference) {
      const row = statements.byReference.get(reference.trim().toUpperCase());
      return row ? (hydrate([row])[0] ?? null) : null;
    },

    async listAwaitingReply(from, to, limit) {
      return hydrate(reading(() => statements.awaitingReply.all(new Date(from).toISOString(), new Date(to).toISOString(), clampLimit(limit))));
    },

    async listFollowUpsDue(date, limit) {
      return hydrate(reading(() => statements.followUpsDue.all(date, clampLimit(limit))));
    },

    async delete(id) {
      return deleteOne.immediate(id);
    },

    async countByStatus(): Promise<StatusCounts> {
      const counts = Object.fromEntries(delegationStatuses.map((status) => [status, 0])) as Record<
        DelegationStatus,
        number
      >;
      for (const row of statements.countByStatus.all()) {
        if ((delegationStatuses as readonly string[]).includes(row.status)) {
          counts[row.status as DelegationStatus] = row.total;
        }
      }
      return counts;
    },

    async listByEmail(email) {
      return hydrate(reading(() => statements.byEmail.all(email.trim().toLowerCase())));
    },

    async purgeContactedBefore(cutoff) {
      return purgeBefore.immediate(new Date(cutoff).toISOString());
    },
  };
}
