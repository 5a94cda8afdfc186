/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeOutboxStoreContract } from "./outbox-store-contract";

describeOnEveryStore(describeOutboxStoreContract, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    return { requests: createSqliteDelegationStore(db), outbox: createSqliteOutboxStore(db) };
  },
  firestore: (db) => ({ requests: createFirestoreDelegationStore(db), outbox: createFirestoreOutboxStore(db) }),
});
