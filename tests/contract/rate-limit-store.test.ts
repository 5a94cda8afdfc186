/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { openDatabase } from "@/lib/db/sqlite";
import { createSqliteRateLimitStore } from "@/lib/rate-limit/sqlite-store";
import { describeRateLimitStoreContract } from "./rate-limit-store-contract";

describeRateLimitStoreContract("SQLite", async () => createSqliteRateLimitStore(openDatabase(".", ":memory:")));

const emulator = process.env.FIRESTORE_EMULATOR_HOST;

if (emulator) {
  describeRateLimitStoreContract(`Firestore emulator at ${emulator}`, async () => {
    const { initializeApp } = await import("firebase-admin/app");
    const { getFirestore } = await import("firebase-admin/firestore");
    const { createFirestoreRateLimitStore } = await import("@/lib/rate-limit/firestore-store");
    const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-openseat" }, `rate-contract-${randomUUID()}`);
    return createFirestoreRateLimitStore(getFirestore(app), `rateLimits-contract-${randomUUID()}`);
  });
} else {
  console.info("Firestore rate-limit contract skipped: FIRESTORE_EMULATOR_HOST is not set (start the emulator and set it to run it).");
  describe("RateLimitStore contract: Firestore", () => {
    it.skip("skipped: FIRESTORE_EMULATOR_HOST is not set", () => undefined);
  });
}
