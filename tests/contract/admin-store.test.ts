/** @jest-environment node */
import { createFirestoreAdminStore } from "@/features/auth/admin-store/firestore";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeAdminStoreContract } from "./admin-store-contract";

describeOnEveryStore(describeAdminStoreContract, {
  sqlite: () => createSqliteAdminStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreAdminStore(db),
});
