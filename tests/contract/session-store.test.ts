/** @jest-environment node */
import { createFirestoreSessionStore } from "@/lib/auth/session-store/firestore";
import { createSqliteSessionStore } from "@/lib/auth/session-store/sqlite";
import { openDatabase } from "@/lib/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeSessionStoreContract } from "./session-store-contract";

describeOnEveryStore(describeSessionStoreContract, {
  sqlite: () => createSqliteSessionStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreSessionStore(db),
});
