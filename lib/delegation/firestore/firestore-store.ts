import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { clampLimit } from "@/lib/delegation/list-cursor";
import { needsPostFilter, passesPostFilter, planListQuery } from "@/lib/delegation/firestore/list-plan";
import { delegationStatuses } from "@/lib/delegation/options";
import { generateReference } from "@/lib/delegation/reference";
import { searchPrefixes } from "@/lib/delegation/search-words";
import { isAlreadyExists } from "@/lib/firebase/firestore-errors";
import {
  decodeFirestoreCursor,
  delegationCollection,
  encodeFirestoreCursor,
  fromDocument,
  pickFields,
  referenceCollection,
  toTimestamp,
} from "@/lib/delegation/firestore/document-mapping";
import type {
  DelegationRequest,
  DelegationRequestStore,
  DelegationStatus,
  DelegationStoreOptions,
  ListQuery,
  StatusCounts,
} from "@/lib/delegation/store";

// Each draw clashes with probability (stored requests) / 30^6; five in a row do not happen.
const REFERENCE_ATTEMPTS = 5;

/**
 * Firestore adapter. The idempotency key is the document id and each reference is reserved as a
 * document of its own (`delegationReferences/{reference}`), so a create is one atomic batch of two
 * create-only writes: no query and no transaction, hence no locks for concurrent visitors to queue
 * on. A batch that fails because either document exists tells which by reading the request's one
 * document. Requests are found by their public id through a single-field query.
 */
export function createFirestoreDelegationStore(db: Firestore, options: DelegationStoreOptions = {}): DelegationRequestStore {
  const collection = db.collection(delegationCollection);
  const references = db.collection(referenceCollection);
  const drawReference = options.generateReference ?? generateReference;

  async function findDoc(id: string) {
    const snapshot = await collection.where("id", "==", id).limit(1).get();
    return snapshot.docs[0] ?? null;
  }

  async function readById(id: string): Promise<DelegationRequest | null> {
    const doc = await findDoc(id);
    return doc ? fromDocument(doc.data()) : null;
  }

  return {
    async create(input) {
      const ref = collection.doc(input.idempotencyKey);
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = drawReference();
        const batch = db.batch();
        batch.create(ref, {
          id: randomUUID(),
          reference,
          createdAt: FieldValue.serverTimestamp(),
          status: "new",
          ...pickFields(input.fields),
          consentAt: toTimestamp(input.consentAt),
          source: { ...input.source },
          statusHistory: [{ status: "new", by: "system", at: Timestamp.now() }],
          notes: [],
          searchPrefixes: searchPrefixes(input.fields),
        });
        batch.create(references.doc(reference), { requestKey: input.idempotencyKey });
        let created = true;
        try {
          await batch.commit();
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
          created = false;
        }
        // Read back either way: the server fills in createdAt, and a refused batch needs to know why.
        const stored = await ref.get();
        if (stored.exists) return { request: fromDocument(stored.data()!), created };
        // The request is new, so the reference was the taken document: draw another.
      }
      throw new Error(`No free reference after ${REFERENCE_ATTEMPTS} attempts`);
    },

    get: readById,

    async list(query: ListQuery) {
      const limit = clampLimit(query.limit);
      const plan = planListQuery(query);
      let base: Query = collection;
      if (plan.status) base = base.where("status", "==", plan.status);
      if (plan.arrayContains) base = base.where(plan.arrayContains.field, "array-contains", plan.arrayContains.value);
      if (plan.from) base = base.where("createdAt", ">=", toTimestamp(plan.from));
      if (plan.to) base = base.where("createdAt", "<", toTimestamp(plan.to));
      base = base.orderBy("createdAt", plan.direction).orderBy("id", plan.direction);
      const needsFilter = needsPostFilter(plan);
      const matches = (data: Record<string, unknown>) => passesPostFilter(plan, data);

      const found: { data: Record<string, unknown>; createdAt: Timestamp }[] = [];
      let after = decodeFirestoreCursor(query.cursor);
      const batchSize = needsFilter ? Math.max(50, limit * 3) : limit + 1;
      while (found.length <= limit) {
        let page = base;
        if (after) page = page.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
        const snapshot = await page.limit(batchSize).get();
        for (const doc of snapshot.docs) {
          const data = doc.data();
          after = { seconds: data.createdAt.seconds, nanoseconds: data.createdAt.nanoseconds, id: data.id };
          if (matches(data)) found.push({ data, createdAt: data.createdAt as Timestamp });
          if (found.length > limit) break;
        }
        if (snapshot.size < batchSize) break;
      }
      const pageItems = found.slice(0, limit);
      const last = pageItems.at(-1);
      return {
        items: pageItems.map((item) => fromDocument(item.data)),
        nextCursor: found.length > limit && last ? encodeFirestoreCursor(last.createdAt, last.data.id as string) : null,
      };
    },

    async updateStatus(id, status, by) {
      const ref = (await findDoc(id))?.ref;
      if (!ref) return null;
      const updated = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        tx.update(ref, {
          status,
          statusHistory: FieldValue.arrayUnion({ status, by, at: Timestamp.now() }),
        });
        return true;
      });
      return updated ? readById(id) : null;
    },

    async addNote(id, author, body) {
      const ref = (await findDoc(id))?.ref;
      if (!ref) return null;
      const updated = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        tx.update(ref, { notes: FieldValue.arrayUnion({ id: randomUUID(), author, body, at: Timestamp.now() }) });
        return true;
      });
      return updated ? readById(id) : null;
    },

    async delete(id) {
      const doc = await findDoc(id);
      if (!doc) return false;
      const batch = db.batch();
      batch.delete(doc.ref);
      const reference: unknown = doc.get("reference");
      if (typeof reference === "string") batch.delete(references.doc(reference));
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
  };
}
