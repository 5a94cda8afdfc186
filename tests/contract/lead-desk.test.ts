/** @jest-environment node */
import { openDatabase } from "@/lib/db/sqlite";
import { createFirestoreDelegationStore } from "@/lib/delegation/firestore";
import { createSqliteDelegationStore } from "@/lib/delegation/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeLeadDeskContract } from "./lead-desk-contract";

describeOnEveryStore(describeLeadDeskContract, {
  sqlite: (options) => createSqliteDelegationStore(openDatabase(".", ":memory:"), options),
  firestore: (db, options) => createFirestoreDelegationStore(db, options),
});
