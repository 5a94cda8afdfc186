import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { clampLimit } from "@/lib/delegation/list-cursor";
import { needsPostFilter, passesPostFilter, planListQuery } from "@/lib/delegation/firestore/list-plan";
import { delegationStatuses } from "@/lib/delegation/options";
import { generateReference } from "@/lib/delegation/reference";
import { searchPrefixes } from "@/lib/delegation/search-words";
import {
  decodeFirestoreCursor,
  delegationCollection,
  encodeFirestoreCursor,
  fromDocument,
  pickFields,
  toTimestamp,
} from "@/lib/delegation/firestore/document-mapping";
import type {
  DelegationRequest,
  DelegationRequestStore,
  DelegationStatus,
  ListQuery,
  StatusCounts,
} from "@/lib/delegation/store";

/**
 * Firestore adapter. The idempotency key is the document id, so the create transaction's read
 * of that one document decides whether the request is new. Requests are found by their public id
 * through a single-field query.
 */
export function createFirestoreDelegationStore(db: Firestore, collectionName = delegationCollection): DelegationRequestStore {
  const collection = db.collection(collectionName);

  async function findRef(id: string) {
    const snapshot = await collection.where("id", "==", id).limit(1).get();
    return snapshot.docs[0]?.ref ?? null;
  }

  async function readById(id: string): Promise<DelegationRequest | null> {
    const snapshot = await collection.where("id", "==", id).limit(1).get();
    const doc = snapshot.docs[0];
    return doc ? fromDocument(doc.data()) : null;
  }

  return {
    async create(input) {
      const ref = collection.doc(input.idempotencyKey);
      const created = await db.runTransaction(async (tx) => {
        const existing = await tx.get(ref);
        if (existing.exists) return false;
        let reference = generateReference();
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const clash = await tx.get(collection.where("reference", "==", reference).limit(1));
          if (clash.empty) break;
          reference = generateReference();
        }
        const now = Timestamp.now();
        tx.create(ref, {
          id: randomUUID(),
          reference,
          createdAt: FieldValue.serverTimestamp(),
          status: "new",
          ...pickFields(input.fields),
          consentAt: toTimestamp(input.consentAt),
          source: { ...input.source },
          statusHistory: [{ status: "new", by: "system", at: now }],
          notes: [],
          searchPrefixes: searchPrefixes(input.fields),
        });
        return true;
      });
      const stored = await ref.get();
      return { request: fromDocument(stored.data()!), created };
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
      const ref = await findRef(id);
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
      const ref = await findRef(id);
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
      const ref = await findRef(id);
      if (!ref) return false;
      await ref.delete();
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
