/** @jest-environment node */
import { createFirestoreFiguresStore } from "@/lib/analytics/firestore";
import { createSqliteFiguresStore } from "@/lib/analytics/sqlite";
import { openDatabase } from "@/lib/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeFiguresStoreContract } from "./figures-store-contract";

describeOnEveryStore(describeFiguresStoreContract, {
  sqlite: () => createSqliteFiguresStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreFiguresStore(db),
});
