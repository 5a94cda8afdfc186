/** @jest-environment node */
import { distinctValueCaps, OTHER } from "@/features/analytics/dimensions";
import { createFirestoreFiguresStore } from "@/features/analytics/firestore";
import { createSqliteFiguresStore } from "@/features/analytics/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore, describeWithFirestore, freshFirestore } from "../support/firestore-emulator";
import { describeFiguresStoreContract } from "./figures-store-contract";

// The emulator serializes contending transactions: the cap's cases take seconds there, more on a busy machine.
jest.setTimeout(60_000);

describeOnEveryStore(describeFiguresStoreContract, {
  sqlite: () => createSqliteFiguresStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreFiguresStore(db),
});

describeWithFirestore("figures on Firestore, several instances", () => {
  it("holds the cap when instances that each know nothing admit new values at once", async () => {
    const db = await freshFirestore();
    // Three stores on one database: three instances of the site, each with its own memory of the day.
    const instances = [createFirestoreFiguresStore(db), createFirestoreFiguresStore(db), createFirestoreFiguresStore(db)];
    const cap = distinctValueCaps.campaign;
    const expiresAt = new Date("2029-01-01T00:00:00Z");
    await Promise.all(
      Array.from({ length: cap + 15 }, (_, index) => instances[index % 3]!.add("2026-05-01", [{ dimension: "campaign", value: `c${index}` }], expiresAt)),
    );
    const rows = await instances[0]!.read("2026-05-01", "2026-05-01");
    expect(rows.filter((row) => row.value !== OTHER)).toHaveLength(cap);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(cap + 15);
  });
});
