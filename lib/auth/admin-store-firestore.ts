import "server-only";
import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { normalizeEmail } from "@/lib/auth/email";
import { DuplicateAdminError, type AdminRecord, type AdminStore } from "@/lib/auth/admin-store";

const COLLECTION = "admins";
// gRPC status ALREADY_EXISTS, returned by create() when the document is there.
const ALREADY_EXISTS = 6;

/** Documents are keyed by the normalised e-mail, so uniqueness is enforced by Firestore itself. */
export function createFirestoreAdminStore(firestore: Firestore): AdminStore {
  const collection = firestore.collection(COLLECTION);
  return {
    async findByEmail(email) {
      const snapshot = await collection.doc(normalizeEmail(email)).get();
      if (!snapshot.exists) return null;
      const data = snapshot.data() as Omit<AdminRecord, "email">;
      return { id: data.id, email: snapshot.id, passwordHash: data.passwordHash, createdAt: data.createdAt };
    },
    async create({ email, passwordHash }) {
      const record: AdminRecord = {
        id: randomUUID(),
        email: normalizeEmail(email),
        passwordHash,
        createdAt: new Date().toISOString(),
      };
      try {
        await collection.doc(record.email).create({ id: record.id, passwordHash, createdAt: record.createdAt });
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) throw new DuplicateAdminError(record.email);
        throw error;
      }
      return record;
    },
    async count() {
      const snapshot = await collection.count().get();
      return snapshot.data().count;
    },
  };
}
