import "server-only";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";
import { randomUUID } from "node:crypto";
import { FieldPath, FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Firestore, type Query, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { firestoreCollections, type FirestoreCollection } from "@/platform/db/firestore-collections";
import { clampLimit } from "@/features/delegation/list-cursor";
import { planListQuery } from "@/features/delegation/firestore-list-plan";
import {
  decodeSearchCursor,
  encodeSearchCursor,
  nameRange,
  searchEntry,
  searchEntryId,
  searchEntryIds,
  type SearchOrder,
} from "@/features/delegation/firestore-search-index";
import { delegationStatuses } from "@/features/delegation/options";
import { generateReference } from "@/features/delegation/reference";
import { addMonths } from "@/features/delegation/retention";
import { isAlreadyExists } from "@/platform/firebase/admin";
import { replyChannels, requestOwner } from "@/features/delegation/outbox-channels";
import { addOutboxWrites, type FirestoreGiveUpWriter } from "@/features/outbox/firestore";
import type { BusinessHours } from "@/platform/business-hours/settings";
import {
  decodeFirestoreCursor,
  encodeFirestoreCursor,
  fromDocument,
  toTimestamp,
} from "@/features/delegation/firestore-mapping";
import { pickFields } from "@/features/delegation/fields";
import type {
  DelegationRequest,
  DelegationRequestStore,
  DelegationStatus,
  DelegationStoreOptions,
  OutboxDrafter,
  ListQuery,
  StatusCounts,
} from "@/features/delegation/store";

// Each draw clashes with probability (stored requests) / 30^6; five in a row do not happen.
const REFERENCE_ATTEMPTS = 5;
/**
 * Requests deleted per batch by a purge: each takes four deletes and up to three for its messages, under
 * Firestore's 500 writes per batch.
 */
const PURGE_BATCH = 60;
/** One person's requests: far more than anyone sends, a bound on what one lookup reads. */
const MAX_BY_EMAIL = 1000;
const { delegationRequests, delegationReferences, delegationSearch } = firestoreCollections;
/** The TTL field, the same on all three: Firestore deletes a document some time after this moment passes. */
const expiryField = delegationRequests.ttlField;

/** Every collection whose documents live and die with a request, as the collection list declares them. */
const requestOwnedCollections = Object.values(firestoreCollections).flatMap((collection: FirestoreCollection) =>
  collection.ofRequest ? [{ name: collection.name, ofRequest: collection.ofRequest }] : [],
);

/**
 * Firestore adapter. The idempotency key is the document id and each reference is reserved as a
 * document of its own (`delegationReferences/{reference}`), so a create is one atomic batch of
 * create-only writes (the request, its reference and its two search entries): no query and no
 * transaction, hence no locks for concurrent visitors to queue on. A batch that fails because a
 * document exists tells which by reading the request's one document. Requests are found by their
 * public id through a single-field query, or with their key by a get of their document. Every document of a request carries the TTL field, so
 * Firestore's TTL policy removes all of them once the retention period after the last contact ends.
 */
/**
 * The outbox's give-up writer for requests (features/outbox/firestore.ts onGiveUp): when it gives up on a reply
 * written on the desk, the request records it and its stored reply due time moves to the business-day rule
 * counted from then (features/admin/lead-desk.ts replyDueOf), so the lead waits for a reply again, for the
 * desk and the reminder sweep, in the same transaction as the message's failure. Other messages: nothing.
 */
export function firestoreReplyLapse(db: Firestore, hours: BusinessHours = businessHours): FirestoreGiveUpWriter {
  const collection = db.collection(delegationRequests.name);
  return async (tx, message, at) => {
    if (message.owner.kind !== requestOwner.kind || message.channel !== replyChannels.reply.name) return;
    const found = await tx.get(collection.where("id", "==", message.owner.id).limit(1));
    const doc = found.docs[0];
    if (!doc) return;
    tx.update(doc.ref, {
      failedReplies: FieldValue.arrayUnion({ sentAt: toTimestamp(message.createdAt), failedAt: toTimestamp(at) }),
      replyDueAt: Timestamp.fromDate(replyDueAt(new Date(at), hours)),
    });
  };
}

export function createFirestoreDelegationStore(db: Firestore, options: DelegationStoreOptions = {}): DelegationRequestStore {
  const collection = db.collection(delegationRequests.name);
  const references = db.collection(delegationReferences.name);
  const entries = db.collection(delegationSearch.name);
  const drawReference = options.generateReference ?? generateReference;
  const now = () => Timestamp.fromDate(options.now?.() ?? new Date());
  const retentionMonths = options.retentionMonths ?? 24;
  const hours = options.hours ?? businessHours;
  const expiryAfter = (lastContact: Timestamp) => Timestamp.fromDate(addMonths(lastContact.toDate(), retentionMonths));
  const counted = <T extends { size: number } | readonly unknown[]>(read: T): T => {
    options.onRead?.("size" in read ? read.size : read.length);
    return read;
  };

  async function findDoc(id: string) {
    const snapshot = counted(await collection.where("id", "==", id).limit(1).get());
    return snapshot.docs[0] ?? null;
  }

  async function readById(id: string): Promise<DelegationRequest | null> {
    const doc = await findDoc(id);
    return doc ? fromDocument(doc.data()) : null;
  }

  /** The request's other documents: its reference and its search entries. */
  function companions(snapshot: DocumentSnapshot) {
    const createdAt = snapshot.get("createdAt") as Timestamp;
    const reference: unknown = snapshot.get("reference");
    return {
      reference: typeof reference === "string" ? references.doc(reference) : null,
      entries: searchEntryIds(createdAt.toMillis(), snapshot.get("id") as string).map((id) => entries.doc(id)),
    };
  }

  /**
   * The documents other features keep for the request (platform/db/firestore-collections.ts, ofRequest), those
   * that exist; read inside `tx` when given, as a transaction must read before it writes.
   */
  async function ownedDocsIn(tx: Transaction | null, requestId: string): Promise<DocumentReference[]> {
    const found = await Promise.all(
      requestOwnedCollections.map(async ({ name, ofRequest }) => {
        if (ofRequest.by === "id") {
          const ref = db.collection(name).doc(requestId);
          const snapshot = tx ? await tx.get(ref) : await ref.get();
          return snapshot.exists ? [ref] : [];
        }
        const query = db.collection(name).where(ofRequest.field, "==", requestId);
        const snapshot = tx ? await tx.get(query) : await query.get();
        return snapshot.docs.map((doc) => doc.ref);
      }),
    );
    return found.flat();
  }

  /** Staff touched the request: its last contact moves, and with it every document's expiry. */
  async function touch(id: string, change: (at: Timestamp) => Record<string, unknown>, outbox?: { readonly draft: OutboxDrafter; readonly stored: (data: DocumentData, at: Timestamp) => DocumentData }) {
    const ref = (await findDoc(id))?.ref;
    if (!ref) return null;
    const updated = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return false;
      // Read before any write, as transactions require: the documents kept for the request move with it.
      const owned = await ownedDocsIn(tx, id);
      const at = now();
      const expiry = { [expiryField]: expiryAfter(at) };
      const fields = change(at);
      tx.update(ref, { ...fields, lastContactAt: at, ...expiry });
      const { reference, entries: entryRefs } = companions(snapshot);
      if (reference) tx.set(reference, expiry, { merge: true });
      const entryStatus = typeof fields.status === "string" ? { status: fields.status } : {};
      for (const entry of entryRefs) tx.set(entry, { ...entryStatus, ...expiry }, { merge: true });
      for (const doc of owned) tx.update(doc, expiry);
      if (outbox) addOutboxWrites(db, tx, requestOwner.of(id), at, expiry[expiryField]!, outbox.draft(fromDocument(outbox.stored(snapshot.data()!, at))));
      return true;
    });
    return updated ? readById(id) : null;
  }

  async function deleteAll(batch: WriteBatch, snapshot: DocumentSnapshot) {
    batch.delete(snapshot.ref);
    const { reference, entries: entryRefs } = companions(snapshot);
    if (reference) batch.delete(reference);
    for (const entry of entryRefs) batch.delete(entry);
    // Its messages, its call and the slot the call holds go with it: an erased buyer's time is free again.
    for (const doc of await ownedDocsIn(null, snapshot.get("id") as string)) batch.delete(doc);
  }

  async function searchList(query: ListQuery, terms: readonly string[], limit: number) {
    const order: SearchOrder = query.sort === "oldest" ? "oldest" : "newest";
    const { lower, upper } = nameRange(order, query.from, query.to);
    let base: Query = entries.where("sort", "==", order);
    for (const term of terms) base = base.where(new FieldPath("w", term), "==", true);
    if (query.status) base = base.where("status", "==", query.status);
    if (query.role) base = base.where(new FieldPath("r", query.role), "==", true);
    if (query.owner !== undefined) base = base.where("owner", "==", query.owner);
    if (lower) base = base.where(FieldPath.documentId(), ">=", lower);
    if (upper) base = base.where(FieldPath.documentId(), "<", upper);
    base = base.orderBy(FieldPath.documentId());
    const after = decodeSearchCursor(query.cursor, order);
    if (after) base = base.startAfter(after);
    const snapshot = counted(await base.limit(limit + 1).get());
    const pageEntries = snapshot.docs.slice(0, limit);
    const docs = pageEntries.length
      ? counted(await db.getAll(...pageEntries.map((entry) => collection.doc(entry.get("requestKey") as string))))
      : [];
    const last = pageEntries.at(-1);
    return {
      // A request deleted between the two reads is simply absent.
      items: docs.filter((doc) => doc.exists).map((doc) => fromDocument(doc.data()!)),
      nextCursor: snapshot.size > limit && last ? encodeSearchCursor(last.id) : null,
    };
  }

  return {
    async create(input) {
      const ref = collection.doc(input.idempotencyKey);
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = drawReference();
        const id = randomUUID();
        // The process's clock rather than a server timestamp: the search entries' names carry it,
        // and they are written in the same batch.
        const createdAt = now();
        const expiry = { [expiryField]: expiryAfter(createdAt) };
        const fields = pickFields(input.fields);
        const batch = db.batch();
        const document = {
          id,
          reference,
          createdAt,
          status: "new",
          ...fields,
          consentAt: toTimestamp(input.consentAt),
          source: { ...input.source },
          statusHistory: [{ status: "new", by: "system", at: createdAt }],
          notes: [],
          lastContactAt: createdAt,
          replyDueAt: Timestamp.fromDate(replyDueAt(createdAt.toDate(), hours)),
          ...expiry,
        };
        batch.create(ref, document);
        // In the same batch: a replay (the request document exists) fails the whole batch, messages included.
        const messageIds = input.outbox ? addOutboxWrites(db, batch, requestOwner.of(id), createdAt, expiry[expiryField]!, input.outbox(fromDocument(document))) : [];
        batch.create(references.doc(reference), { requestKey: input.idempotencyKey, ...expiry });
        for (const order of ["newest", "oldest"] as const) {
          batch.create(entries.doc(searchEntryId(order, createdAt.toMillis(), id)), {
            ...searchEntry(order, fields, "new", input.idempotencyKey),
            ...expiry,
          });
        }
        try {
          await batch.commit();
          // Committed as written: the request is the document itself, as its messages were built from it, with
          // no read back (one round trip fewer on every submission; the contract suite reads it back and compares).
          return { request: fromDocument(document), created: true, messageIds };
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
        }
        // A refused batch: the request exists (a replay, answered with the stored one) or the reference was taken.
        const stored = await ref.get();
        if (stored.exists) return { request: fromDocument(stored.data()!), created: false, messageIds: [] };
        // The request is new, so the reference was the taken document: draw another.
      }
      throw new Error(`No free reference after ${REFERENCE_ATTEMPTS} attempts`);
    },

    async get(id, key) {
      // The request's document is named by its key: one get instead of the query on `id` (the confirmation page
      // every new request lands on). A key naming no document, or another request's, falls back to the query.
      if (key !== undefined && key !== "") {
        const doc = await collection.doc(key).get();
        counted([doc]);
        if (doc.exists && doc.get("id") === id) return fromDocument(doc.data()!);
      }
      return readById(id);
    },

    async list(query: ListQuery) {
      const limit = clampLimit(query.limit);
      const plan = planListQuery(query);
      // The entries carry the owner, so an owner filter is equality filters there too, with no composite index.
      if (plan.terms.length > 0 || query.owner !== undefined) return searchList(query, plan.terms, limit);
      let base: Query = collection;
      if (plan.status) base = base.where("status", "==", plan.status);
      if (plan.arrayContains) base = base.where(plan.arrayContains.field, "array-contains", plan.arrayContains.value);
      if (plan.from) base = base.where("createdAt", ">=", toTimestamp(plan.from));
      if (plan.to) base = base.where("createdAt", "<", toTimestamp(plan.to));
      base = base.orderBy("createdAt", plan.direction).orderBy("id", plan.direction);
      const after = decodeFirestoreCursor(query.cursor);
      if (after) base = base.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
      const snapshot = counted(await base.limit(limit + 1).get());
      const page = snapshot.docs.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((doc) => fromDocument(doc.data())),
        nextCursor: snapshot.size > limit && last ? encodeFirestoreCursor(last.get("createdAt") as Timestamp, last.get("id") as string) : null,
      };
    },

    async updateStatus(id, status, by) {
      return touch(id, (at) => ({ status, statusHistory: FieldValue.arrayUnion({ status, by, at }) }));
    },

    async addNote(id, author, body, details, outbox) {
      const kind = details?.kind ?? "note";
      const followUpOn = details?.followUpOn ?? null;
      const noteId = randomUUID();
      // The request as the note leaves it, for the messages it owes: the note appended, the follow-up and last contact set.
      const stored = (data: DocumentData, at: Timestamp) => ({ ...data, notes: [...((data.notes ?? []) as unknown[]), { id: noteId, author, body, at, kind, followUpOn }], followUpOn, lastContactAt: at });
      return touch(id, (at) => ({ notes: FieldValue.arrayUnion({ id: noteId, author, body, at, kind, followUpOn }), followUpOn }), outbox ? { draft: outbox, stored } : undefined);
    },

    async assign(id, owner, by, outbox) {
      const ref = (await findDoc(id))?.ref;
      if (!ref) return null;
      const updated = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const at = now();
        const assignment = { owner, by, at };
        tx.update(ref, { owner, assignments: FieldValue.arrayUnion(assignment) });
        // The entries answer the "Mine" and "Unassigned" views, so they change in the same transaction.
        for (const entry of companions(snapshot).entries) tx.set(entry, { owner }, { merge: true });
        if (outbox) {
          const data = snapshot.data()!;
          const stored = fromDocument({ ...data, owner, assignments: [...((data.assignments ?? []) as unknown[]), assignment] });
          addOutboxWrites(db, tx, requestOwner.of(id), at, snapshot.get(expiryField) as Timestamp, outbox(stored));
        }
        return true;
      });
      return updated ? readById(id) : null;
    },

    async getByReference(reference) {
      const held = await references.doc(reference.trim().toUpperCase()).get();
      const key: unknown = held.exists ? held.get("requestKey") : null;
      if (typeof key !== "string") return null;
      const doc = await collection.doc(key).get();
      return doc.exists ? fromDocument(doc.data()!) : null;
    },

    async listAwaitingReply(from, to, limit) {
      // Served by the composite index (status, replyDueAt) in firestore.indexes.json: only the window is read.
      const snapshot = counted(
        await collection
          .where("status", "==", "new")
          .where("replyDueAt", ">=", toTimestamp(from))
          .where("replyDueAt", "<=", toTimestamp(to))
          .orderBy("replyDueAt")
          .limit(clampLimit(limit))
          .get(),
      );
      return snapshot.docs.map((doc) => fromDocument(doc.data()));
    },

    async listFollowUpsDue(date, limit) {
      // One range on one field: served by Firestore's automatic single-field index. A missing or null
      // follow-up is outside any string range, so requests without one are never read.
      const snapshot = counted(await collection.where("followUpOn", "<=", date).orderBy("followUpOn").limit(clampLimit(limit)).get());
      return snapshot.docs
        .map((doc) => fromDocument(doc.data()))
        .sort((a, b) => (a.followUpOn ?? "").localeCompare(b.followUpOn ?? "") || a.createdAt.localeCompare(b.createdAt));
    },

    async delete(id) {
      const doc = await findDoc(id);
      if (!doc) return false;
      const batch = db.batch();
      await deleteAll(batch, doc);
      await batch.commit();
      return true;
    },

    async countByStatus(): Promise<StatusCounts> {
      const totals = await Promise.all(
        delegationStatuses.map(async (status) => {
          const snapshot = await collection.where("status", "==", status).count().get();
          return [status, snapshot.data().count] as const;
        }),
      );
      return Object.fromEntries(totals) as Record<DelegationStatus, number>;
    },

    async listByEmail(email) {
      const snapshot = counted(await collection.where("email", "==", email.trim().toLowerCase()).limit(MAX_BY_EMAIL).get());
      return snapshot.docs
        .map((doc) => fromDocument(doc.data()))
        .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
    },

    async purgeContactedBefore(cutoff) {
      let purged = 0;
      for (;;) {
        const snapshot = counted(await collection.where("lastContactAt", "<", toTimestamp(cutoff)).limit(PURGE_BATCH).get());
        if (snapshot.empty) return purged;
        const batch = db.batch();
        await Promise.all(snapshot.docs.map((doc) => deleteAll(batch, doc)));
        await batch.commit();
        purged += snapshot.size;
      }
    },
  };
}
