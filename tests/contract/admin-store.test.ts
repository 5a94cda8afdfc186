/** @jest-environment node */
import { createFirestoreAdminStore } from "@/lib/auth/admin-store/firestore";
import { createSqliteAdminStore } from "@/lib/auth/admin-store/sqlite";
import { openDatabase } from "@/lib/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeAdminStoreContract } from "./admin-store-contract";

describeOnEveryStore(describeAdminStoreContract, {
  sqlite: () => createSqliteAdminStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreAdminStore(db),
});
