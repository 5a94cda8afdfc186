/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { createFirestoreAdminStore } from "@/lib/auth/admin-store-firestore";
import { describeAdminStoreContract } from "./admin-store-contract";

const emulator = process.env.FIRESTORE_EMULATOR_HOST;

if (emulator) {
  describeAdminStoreContract(`Firestore emulator at ${emulator}`, async () => {
    const { initializeApp } = await import("firebase-admin/app");
    const { getFirestore } = await import("firebase-admin/firestore");
    const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-openseat" }, `admins-contract-${randomUUID()}`);
    // Fresh collections per test keep tests independent without clearing the emulator.
    return createFirestoreAdminStore(getFirestore(app), `contract-${randomUUID()}-`);
  });
} else {
  console.info("Firestore admin-store contract skipped: FIRESTORE_EMULATOR_HOST is not set (start the emulator and set it to run it).");
  describe("Firestore admin store", () => {
    it.skip("skipped: FIRESTORE_EMULATOR_HOST is not set", () => undefined);
  });
}
