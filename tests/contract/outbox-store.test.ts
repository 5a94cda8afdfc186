/** @jest-environment node */
import { openDatabase } from "@/lib/db/sqlite";
import { createFirestoreDelegationStore } from "@/lib/delegation/firestore";
import { createSqliteDelegationStore } from "@/lib/delegation/sqlite";
import { createFirestoreOutboxStore } from "@/lib/outbox/firestore";
import { createSqliteOutboxStore } from "@/lib/outbox/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeOutboxStoreContract } from "./outbox-store-contract";

describeOnEveryStore(describeOutboxStoreContract, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    return { requests: createSqliteDelegationStore(db), outbox: createSqliteOutboxStore(db) };
  },
  firestore: (db) => ({ requests: createFirestoreDelegationStore(db), outbox: createFirestoreOutboxStore(db) }),
});
