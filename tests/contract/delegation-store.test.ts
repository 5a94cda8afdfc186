/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeDelegationStoreContract } from "./delegation-store-contract";

describeOnEveryStore(describeDelegationStoreContract, {
  sqlite: (options) => createSqliteDelegationStore(openDatabase(".", ":memory:"), options),
  firestore: (db, options) => createFirestoreDelegationStore(db, options),
});
