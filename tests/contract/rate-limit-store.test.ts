/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreRateLimitStore } from "@/platform/rate-limit/firestore";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { describeOnEveryStore, describeWithFirestore, freshFirestore } from "../support/firestore-emulator";
import { describeRateLimitStoreContract } from "./rate-limit-store-contract";

describeOnEveryStore(describeRateLimitStoreContract, {
  sqlite: () => createSqliteRateLimitStore(openDatabase(".", ":memory:")),
  firestore: (db) => createFirestoreRateLimitStore(db),
});

describeWithFirestore("Firestore rate limits: the counts come with the commit", () => {
  const T0 = Date.UTC(2026, 0, 2, 3, 0, 0);
  const later = T0 + 60_000;

  /** The store over a Firestore whose document reads are counted (getAll and get; the real emulator answers them). */
  async function counted() {
    const db = await freshFirestore();
    let reads = 0;
    const getAll = db.getAll.bind(db);
    db.getAll = ((...args: Parameters<typeof db.getAll>) => {
      reads += 1;
      return getAll(...args);
    }) as typeof db.getAll;
    return { store: createFirestoreRateLimitStore(db), reads: () => reads };
  }

  it("admits and refuses at the ceiling on what the commit answered, reading nothing back", async () => {
    const { store, reads } = await counted();
    await store.add("b", { at: T0, expiresAt: later });
    const hits = [
      { key: "a", hit: { at: T0, expiresAt: later, member: "m1", ceiling: 1 } },
      { key: "b", hit: { at: T0, expiresAt: later, ceiling: 1 } },
    ];
    // "b" holds 1 already: its increment comes to 2, past its ceiling, so it alone is taken back.
    expect(await store.addAll(hits)).toEqual([
      { outcome: "counted", count: 1 },
      { outcome: "full", count: 1 },
    ]);
    expect(await store.add("a", { at: T0, expiresAt: later, member: "m2", ceiling: 1 })).toEqual({ outcome: "full", count: 1 });
    expect(reads()).toBe(0);
    expect(await store.read(["a", "b"], T0)).toEqual([
      { count: 1, lastAt: T0, hasMember: false },
      { count: 1, lastAt: T0, hasMember: false },
    ]);
  });
});
