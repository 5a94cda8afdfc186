/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createFirestoreBookingStore } from "@/lib/booking/firestore";
import { createSqliteBookingStore } from "@/lib/booking/sqlite";
import { openDatabase } from "@/lib/db/sqlite";
import { createFirestoreDelegationStore } from "@/lib/delegation/firestore";
import { createSqliteDelegationStore } from "@/lib/delegation/sqlite";
import { createFirestoreOutboxStore } from "@/lib/outbox/firestore";
import { createSqliteOutboxStore } from "@/lib/outbox/sqlite";
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
