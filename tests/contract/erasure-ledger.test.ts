/** @jest-environment node */
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createFirestoreErasureLedger } from "@/features/delegation/erasure-ledger/firestore";
import { createSqliteErasureLedger } from "@/features/delegation/erasure-ledger/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeErasureLedgerContract } from "./erasure-ledger-contract";

describeOnEveryStore(describeErasureLedgerContract, {
  // The ledger on a database of its own, as it is on its own file beside the restored one.
  sqlite: () => {
    const requests = openDatabase(".", ":memory:");
    return { ledger: createSqliteErasureLedger(openDatabase(".", ":memory:")), requests: (options) => createSqliteDelegationStore(requests, options) };
  },
  firestore: (db) => ({ ledger: createFirestoreErasureLedger(db), requests: (options) => createFirestoreDelegationStore(db, options) }),
});
