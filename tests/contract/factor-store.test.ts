/** @jest-environment node */
import { createFirestoreFactorStore } from "@/lib/auth/factor-store/firestore";
import { createSqliteFactorStore } from "@/lib/auth/factor-store/sqlite";
import { openDatabase } from "@/lib/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeFactorStoreContract } from "./factor-store-contract";

describeOnEveryStore(describeFactorStoreContract, {
  sqlite: () => createSqliteFactorStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreFactorStore(db),
});
