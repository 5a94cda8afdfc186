/** @jest-environment node */
import { openDatabase } from "@/lib/db/sqlite";
import { createFirestoreRateLimitStore } from "@/lib/rate-limit/firestore";
import { createSqliteRateLimitStore } from "@/lib/rate-limit/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeRateLimitStoreContract } from "./rate-limit-store-contract";

describeOnEveryStore(describeRateLimitStoreContract, {
  sqlite: () => createSqliteRateLimitStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreRateLimitStore(db),
});
