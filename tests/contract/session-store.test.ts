/** @jest-environment node */
import { createFirestoreSessionStore } from "@/features/auth/session-store/firestore";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeSessionStoreContract } from "./session-store-contract";

describeOnEveryStore(describeSessionStoreContract, {
  sqlite: () => createSqliteSessionStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreSessionStore(db),
});
