import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { normalizeEmail, DuplicateAdminError, newAdminRecord, type AdminRecord, type AdminStore } from "@/features/auth/admin-store/store";
import { isAlreadyExists } from "@/platform/firebase/admin";

/**
 * Documents are keyed by the normalized e-mail, so uniqueness is enforced by Firestore itself. Session
 * versions are apart from the admins so they also cover Google admins.
 */
export function createFirestoreAdminStore(firestore: Firestore): AdminStore {
  const collection = firestore.collection(firestoreCollections.admins.name);
  const sessions = firestore.collection(firestoreCollections.adminSessions.name);
  const bump = async (email: string) => {
    const ref = sessions.doc(normalizeEmail(email));
    // An increment, not read-then-write: two revocations at once both count, and neither can undo the other.
    await ref.set({ version: FieldValue.increment(1), revokedAt: new Date().toISOString() }, { merge: true });
    return ((await ref.get()).data()?.version as number | undefined) ?? 1;
  };
  return {
    async findByEmail(email) {
      const snapshot = await collection.doc(normalizeEmail(email)).get();
      if (!snapshot.exists) return null;
      const data = snapshot.data() as Omit<AdminRecord, "email">;
      return { id: data.id, email: snapshot.id, passwordHash: data.passwordHash, createdAt: data.createdAt };
    },
    async create({ email, passwordHash }) {
      const record = newAdminRecord({ email, passwordHash });
      try {
        await collection.doc(record.email).create({ id: record.id, passwordHash, createdAt: record.createdAt });
      } catch (error) {
        if (isAlreadyExists(error)) throw new DuplicateAdminError(record.email);
        throw error;
      }
      return record;
    },
    async count() {
      const snapshot = await collection.count().get();
      return snapshot.data().count;
    },
    async setPassword(email, passwordHash) {
      try {
        await collection.doc(normalizeEmail(email)).update({ passwordHash });
        return true;
      } catch (error) {
        // NOT_FOUND: update never creates a document, so a removed admin stays removed.
        if ((error as { code?: unknown }).code === 5) return false;
        throw error;
      }
    },
    async sessionVersion(email) {
      return ((await sessions.doc(normalizeEmail(email)).get()).data()?.version as number | undefined) ?? 0;
    },
    revokeSessions: bump,
    async remove(email) {
      const ref = collection.doc(normalizeEmail(email));
      // One transaction: the account never disappears without its sessions ending with it.
      return firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        transaction.delete(ref);
        transaction.set(
          sessions.doc(normalizeEmail(email)),
          { version: FieldValue.increment(1), revokedAt: new Date().toISOString() },
          { merge: true },
        );
        return true;
      });
    },
  };
}
