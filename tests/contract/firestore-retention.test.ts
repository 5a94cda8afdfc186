/** @jest-environment node */
import type { Timestamp } from "firebase-admin/firestore";
import { delegationCollection, referenceCollection } from "@/lib/delegation/firestore/document-mapping";
import { createFirestoreDelegationStore, expiryField } from "@/lib/delegation/firestore/firestore-store";
import { searchCollection } from "@/lib/delegation/firestore/search-index";
import { describeWithFirestore, freshFirestore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";

/**
 * Firestore deletes expired documents itself through a TTL policy on `expireAt` (see the README's
 * deployment steps); the emulator does not run TTL, so this shows every document of a request carries
 * the right expiry, moved on by each contact.
 */
describeWithFirestore("Firestore retention: the TTL field on every document of a request", () => {
  it("sets expiry to the last contact plus the retention period, on the request, its reference and its search entries", async () => {
    const db = await freshFirestore();
    let clock = new Date("2026-02-10T12:00:00.000Z");
    const store = createFirestoreDelegationStore(db, { now: () => clock, retentionMonths: 24 });
    const { request } = await store.create(newRequest());
    const expiries = async () => {
      const docs = [
        ...(await db.collection(delegationCollection).get()).docs,
        ...(await db.collection(referenceCollection).get()).docs,
        ...(await db.collection(searchCollection).get()).docs,
      ];
      return docs.map((doc) => (doc.get(expiryField) as Timestamp).toDate().toISOString());
    };
    expect(await expiries()).toEqual(Array(4).fill("2028-02-10T12:00:00.000Z"));

    clock = new Date("2026-07-01T08:30:00.000Z");
    await store.addNote(request.id, "sam", "Proposal sent");
    expect(await expiries()).toEqual(Array(4).fill("2028-07-01T08:30:00.000Z"));

    clock = new Date("2026-08-01T08:30:00.000Z");
    await store.updateStatus(request.id, "contacted", "sam");
    expect(await expiries()).toEqual(Array(4).fill("2028-08-01T08:30:00.000Z"));
    // The search entries follow the status as well.
    expect((await db.collection(searchCollection).where("status", "==", "contacted").get()).size).toBe(2);

    expect(await store.delete(request.id)).toBe(true);
    expect(await expiries()).toEqual([]);
  });
});
