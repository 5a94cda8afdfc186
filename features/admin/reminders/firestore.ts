import "server-only";
import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { addOutboxWrites } from "@/features/outbox/firestore";
import type { ReminderStore } from "@/features/admin/reminders/store";

const { reminderKeys } = firestoreCollections;

/** A key holds e-mail addresses and colons; its hash is a document id of fixed length with no "/". */
function docId(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Firestore's getAll takes many references per call; this many keeps one call small. */
const READ_BATCH = 100;
const PURGE_BATCH = 400;

export function createFirestoreReminderStore(db: Firestore): ReminderStore {
  const collection = db.collection(reminderKeys.name);
  return {
    async written(keys) {
      const found = new Set<string>();
      for (let index = 0; index < keys.length; index += READ_BATCH) {
        const part = keys.slice(index, index + READ_BATCH);
        const snapshots = await db.getAll(...part.map((key) => collection.doc(docId(key))));
        snapshots.forEach((snapshot, position) => {
          if (snapshot.exists) found.add(part[position]!);
        });
      }
      return found;
    },
    async record(write, at, expiresAt) {
      const ref = collection.doc(docId(write.key));
      const createdAt = Timestamp.fromDate(new Date(at));
      const expiry = Timestamp.fromDate(new Date(expiresAt));
      // Of two sweeps writing one key, the transaction that commits second is retried, reads the key and writes nothing.
      return db.runTransaction(async (transaction) => {
        if ((await transaction.get(ref)).exists) return false;
        transaction.create(ref, { key: write.key, writtenAt: createdAt, expireAt: expiry });
        addOutboxWrites(db, transaction, write.owner, createdAt, expiry, write.drafts);
        return true;
      });
    },
    async purgeBefore(cutoff) {
      let total = 0;
      for (;;) {
        const page = await collection.where("writtenAt", "<", Timestamp.fromDate(new Date(cutoff))).limit(PURGE_BATCH).get();
        if (page.empty) return total;
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
        total += page.size;
      }
    },
  };
}
