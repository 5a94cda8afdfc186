/** @jest-environment node */
import { createFirestoreFactorStore } from "@/features/auth/factor-store/firestore";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeFactorStoreContract } from "./factor-store-contract";

describeOnEveryStore(describeFactorStoreContract, {
  sqlite: () => createSqliteFactorStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreFactorStore(db),
});
