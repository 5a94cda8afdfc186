import "server-only";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isAlreadyExists } from "@/platform/firebase/admin";
import type { ErasureLedger, ErasureRecord } from "@/features/delegation/erasure-ledger/store";

const { erasures } = firestoreCollections;

function fromDocument(id: string, data: DocumentData): ErasureRecord {
  return {
    id,
    kind: data.kind as ErasureRecord["kind"],
    requestIds: [...(data.requestIds as string[])],
    addressHash: (data.addressHash as string | null) ?? null,
    keyId: (data.keyId as string | null) ?? null,
    erasedAt: (data.erasedAt as Timestamp).toDate().toISOString(),
    expireAt: (data[erasures.ttlField] as Timestamp).toDate().toISOString(),
  };
}

/**
 * One document per erasure, keyed by its id, with a TTL policy on its expiry. It lives in the database the
 * site uses; a Firestore restore makes a new database, and the command that finishes it reads this
 * collection from the old one (docs/backups.md).
 */
export function createFirestoreErasureLedger(db: Firestore): ErasureLedger {
  const collection = db.collection(erasures.name);
  return {
    async record(entry) {
      try {
        await collection.doc(entry.id).create({
          kind: entry.kind,
          requestIds: [...entry.requestIds],
          addressHash: entry.addressHash,
          keyId: entry.keyId,
          erasedAt: Timestamp.fromDate(new Date(entry.erasedAt)),
          [erasures.ttlField]: Timestamp.fromDate(new Date(entry.expireAt)),
        });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async list(now) {
      const snapshot = await collection.where(erasures.ttlField, ">", Timestamp.fromDate(new Date(now))).get();
      return snapshot.docs
        .map((doc) => fromDocument(doc.id, doc.data()))
        .sort((a, b) => a.erasedAt.localeCompare(b.erasedAt) || a.id.localeCompare(b.id));
    },
    async purgeExpired(now) {
      // The TTL policy deletes them within a day or so; this is for the command that wants them gone now.
      let purged = 0;
      for (;;) {
        const page = await collection.where(erasures.ttlField, "<=", Timestamp.fromDate(new Date(now))).limit(400).get();
        if (page.empty) return purged;
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
        purged += page.size;
      }
    },
  };
}
