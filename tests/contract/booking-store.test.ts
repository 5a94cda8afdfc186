/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createFirestoreBookingStore } from "@/features/booking/firestore";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { describeBookingStoreContract } from "./booking-store-contract";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describeOnEveryStore(describeBookingStoreContract, {
  sqlite: () => {
    // A file, not memory: the second instance is a second connection to it, as a second process would open.
    const folder = mkdtempSync(path.join(tmpdir(), "booking-contract-"));
    folders.push(folder);
    const db = openDatabase(folder);
    const second = new Database(path.join(folder, "openseat.sqlite"));
    second.pragma("foreign_keys = ON");
    second.pragma("busy_timeout = 5000");
    return {
      requests: createSqliteDelegationStore(db),
      bookings: createSqliteBookingStore(db),
      otherInstance: createSqliteBookingStore(second),
      outbox: createSqliteOutboxStore(db),
    };
  },
  firestore: (db) => ({
    requests: createFirestoreDelegationStore(db),
    bookings: createFirestoreBookingStore(db),
    otherInstance: createFirestoreBookingStore(db),
    outbox: createFirestoreOutboxStore(db),
  }),
});
