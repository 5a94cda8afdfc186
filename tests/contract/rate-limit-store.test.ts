/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreRateLimitStore } from "@/platform/rate-limit/firestore";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeRateLimitStoreContract } from "./rate-limit-store-contract";

describeOnEveryStore(describeRateLimitStoreContract, {
  sqlite: () => createSqliteRateLimitStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreRateLimitStore(db),
});
