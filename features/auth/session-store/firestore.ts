import "server-only";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isAlreadyExists } from "@/platform/firebase/admin";
import type { SessionRecord, SessionStore } from "@/features/auth/session-store/store";

/** `device` is absent on documents written before it was recorded. */
type SessionDocument = Omit<SessionRecord, "id" | "expiresAt" | "device"> & { readonly expiresAt: Timestamp; readonly device?: string };

function toRecord(id: string, data: SessionDocument): SessionRecord {
  return {
    id,
    email: data.email,
    provider: data.provider,
    uid: data.uid,
    device: data.device ?? "",
    signedInAt: data.signedInAt,
    lastSeenAt: data.lastSeenAt,
    claimCheckedAt: data.claimCheckedAt,
    expiresAt: data.expiresAt.toMillis(),
  };
}

/** One document per session, keyed by its id; the collection's TTL policy on `expiresAt` deletes ended ones. */
export function createFirestoreSessionStore(firestore: Firestore): SessionStore {
  const collection = firestore.collection(firestoreCollections.adminSessionRecords.name);
  const claims = firestore.collection(firestoreCollections.adminSignInClaims.name);
  return {
    async create({ id, expiresAt, ...fields }) {
      await collection.doc(id).create({ ...fields, expiresAt: Timestamp.fromMillis(expiresAt) } satisfies SessionDocument);
    },
    async find(id, now) {
      const snapshot = await collection.doc(id).get();
      if (!snapshot.exists) return null;
      const data = snapshot.data() as SessionDocument;
      const expiresAt = data.expiresAt.toMillis();
      // The TTL policy deletes within a day or so of expiry: until then an expired document still reads.
      if (expiresAt <= now) return null;
      return toRecord(id, data);
    },
    async update(id, times) {
      const ref = collection.doc(id);
      // A transaction: two instances moving the times at once keep the later of each, and an ended session stays ended.
      await firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return;
        const data = snapshot.data() as SessionDocument;
        transaction.update(ref, {
          lastSeenAt: Math.max(data.lastSeenAt, times.lastSeenAt ?? 0),
          claimCheckedAt: Math.max(data.claimCheckedAt, times.claimCheckedAt ?? 0),
        });
      });
    },
    async end(id) {
      await collection.doc(id).delete();
    },
    async listByEmail(email, now) {
      // One equality filter, which Firestore indexes on its own; a team member has a handful of sessions to sort.
      const snapshot = await collection.where("email", "==", email).get();
      return snapshot.docs
        .map((doc) => toRecord(doc.id, doc.data() as SessionDocument))
        .filter((record) => record.expiresAt > now)
        .sort((a, b) => b.lastSeenAt - a.lastSeenAt || b.signedInAt - a.signedInAt);
    },
    async endOthers(email, keepId) {
      const snapshot = await collection.where("email", "==", email).get();
      const others = snapshot.docs.filter((doc) => doc.id !== keepId);
      // A deleted document stays deleted: an update racing this (SessionStore.update) finds nothing to move on.
      for (let start = 0; start < others.length; start += 400) {
        const batch = firestore.batch();
        for (const doc of others.slice(start, start + 400)) batch.delete(doc.ref);
        await batch.commit();
      }
      return others.length;
    },
    async endAll() {
      let ended = 0;
      for (;;) {
        const page = await collection.limit(400).get();
        if (page.empty) return ended;
        const batch = firestore.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
        ended += page.size;
      }
    },
    async claimSignIn(id, expiresAt) {
      // create() fails when the document exists, on every instance at once: no read, no transaction.
      try {
        await claims.doc(id).create({ expiresAt: Timestamp.fromMillis(expiresAt) });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },
  };
}
