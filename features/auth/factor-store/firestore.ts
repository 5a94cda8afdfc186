import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import { isAlreadyExists } from "@/platform/firebase/admin";
import type { FactorRecord, FactorStore } from "@/features/auth/factor-store/store";

interface FactorDocument {
  readonly sealedSecret: string;
  readonly confirmedAt: string | null;
  readonly lastStep: number | null;
  readonly recoveryCodes: readonly string[];
  readonly createdAt: string;
}

function toRecord(email: string, data: FactorDocument): FactorRecord {
  return {
    email,
    sealedSecret: data.sealedSecret,
    confirmedAt: data.confirmedAt,
    lastStep: data.lastStep,
    recoveryCodesLeft: data.recoveryCodes.length,
    createdAt: data.createdAt,
  };
}

/** Keyed by the normalized e-mail, like the admins; every change that must not race runs in a transaction. */
export function createFirestoreFactorStore(firestore: Firestore): FactorStore {
  const collection = firestore.collection(firestoreCollections.adminFactors.name);

  async function find(key: string): Promise<FactorRecord | null> {
    const snapshot = await collection.doc(key).get();
    return snapshot.exists ? toRecord(key, snapshot.data() as FactorDocument) : null;
  }

  /** Applies `change` to a confirmed factor in a transaction; false when there is none or `change` declines. */
  function updateConfirmed(key: string, change: (data: FactorDocument) => Partial<FactorDocument> | null): Promise<boolean> {
    const ref = collection.doc(key);
    return firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data() as FactorDocument | undefined;
      if (!data || data.confirmedAt === null) return false;
      const update = change(data);
      if (!update) return false;
      transaction.update(ref, update);
      return true;
    });
  }

  return {
    find: (email) => find(normalizeEmail(email)),
    async findOrBegin(email, sealedSecret) {
      const key = normalizeEmail(email);
      const document: FactorDocument = { sealedSecret, confirmedAt: null, lastStep: null, recoveryCodes: [], createdAt: new Date().toISOString() };
      try {
        await collection.doc(key).create(document);
      } catch (error) {
        // An enrollment (or a factor) is there already, and is kept.
        if (!isAlreadyExists(error)) throw error;
      }
      return (await find(key))!;
    },
    async confirm(email, sealedSecret, step, recoveryHashes) {
      const ref = collection.doc(normalizeEmail(email));
      return firestore.runTransaction(async (transaction) => {
        const data = (await transaction.get(ref)).data() as FactorDocument | undefined;
        if (!data || data.confirmedAt !== null || data.sealedSecret !== sealedSecret) return false;
        transaction.update(ref, { confirmedAt: new Date().toISOString(), lastStep: step, recoveryCodes: [...recoveryHashes] });
        return true;
      });
    },
    useStep(email, step) {
      return updateConfirmed(normalizeEmail(email), (data) => (data.lastStep === null || data.lastStep < step ? { lastStep: step } : null));
    },
    useRecoveryCode(email, hash) {
      return updateConfirmed(normalizeEmail(email), (data) =>
        data.recoveryCodes.includes(hash) ? { recoveryCodes: data.recoveryCodes.filter((kept) => kept !== hash) } : null,
      );
    },
    replaceRecoveryCodes(email, recoveryHashes) {
      return updateConfirmed(normalizeEmail(email), () => ({ recoveryCodes: [...recoveryHashes] }));
    },
    async reset(email) {
      const ref = collection.doc(normalizeEmail(email));
      return firestore.runTransaction(async (transaction) => {
        if (!(await transaction.get(ref)).exists) return false;
        transaction.delete(ref);
        return true;
      });
    },
    async list() {
      const snapshot = await collection.get();
      return snapshot.docs.map((doc) => toRecord(doc.id, doc.data() as FactorDocument)).sort((a, b) => a.email.localeCompare(b.email));
    },
  };
}
