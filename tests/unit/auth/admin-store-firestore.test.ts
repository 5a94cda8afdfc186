/** @jest-environment node */
import type { Firestore } from "firebase-admin/firestore";
import { createFirestoreAdminStore } from "@/lib/auth/admin-store-firestore";
import { describeAdminStoreContract } from "./admin-store-contract";

/** Just enough of a Firestore collection to hold the adapter to its mapping; the emulator runs the real thing. */
function fakeFirestore(): Firestore {
  const docs = new Map<string, Record<string, unknown>>();
  const collection = {
    doc: (id: string) => ({
      get: async () => ({ exists: docs.has(id), id, data: () => docs.get(id) }),
      create: async (data: Record<string, unknown>) => {
        if (docs.has(id)) throw Object.assign(new Error("ALREADY_EXISTS"), { code: 6 });
        docs.set(id, data);
      },
    }),
    count: () => ({ get: async () => ({ data: () => ({ count: docs.size }) }) }),
  };
  return { collection: (name: string) => (name === "admins" ? collection : null) } as unknown as Firestore;
}

describeAdminStoreContract("Firestore", () => createFirestoreAdminStore(fakeFirestore()));
