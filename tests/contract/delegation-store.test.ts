/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { openDatabase } from "@/lib/db/sqlite";
import { createSqliteDelegationStore } from "@/lib/delegation/sqlite/sqlite-store";
import { describeDelegationStoreContract } from "./delegation-store-contract";

describeDelegationStoreContract("SQLite", async () => createSqliteDelegationStore(openDatabase(".", ":memory:")));

const emulator = process.env.FIRESTORE_EMULATOR_HOST;

if (emulator) {
  describeDelegationStoreContract(`Firestore emulator at ${emulator}`, async () => {
    const { initializeApp } = await import("firebase-admin/app");
    const { getFirestore } = await import("firebase-admin/firestore");
    const { createFirestoreDelegationStore } = await import("@/lib/delegation/firestore/firestore-store");
    const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-openseat" }, `contract-${randomUUID()}`);
    // A fresh collection per test keeps tests independent without clearing the emulator.
    return createFirestoreDelegationStore(getFirestore(app), `delegationRequests-contract-${randomUUID()}`);
  });
} else {
  console.info("Firestore contract tests skipped: FIRESTORE_EMULATOR_HOST is not set (start the emulator and set it to run them).");
  describe("DelegationRequestStore contract: Firestore", () => {
    it.skip("skipped: FIRESTORE_EMULATOR_HOST is not set", () => undefined);
  });
}
