/** @jest-environment node */
import { Timestamp } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { backfillFirestoreRequests } from "@/features/delegation/firestore-backfill";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createFirestoreBookingStore } from "@/features/booking/firestore";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { describeWithFirestore, freshFirestore } from "../support/firestore-emulator";
import { fields, newRequest } from "./delegation-store-contract";

const { delegationRequests, delegationReferences, delegationSearch } = firestoreCollections;
const requestCollections = [delegationRequests, delegationReferences, delegationSearch];

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
      const expiries: string[] = [];
      for (const { name, ttlField } of requestCollections) {
        for (const doc of (await db.collection(name).get()).docs) expiries.push((doc.get(ttlField) as Timestamp).toDate().toISOString());
      }
      return expiries;
    };
    expect(await expiries()).toEqual(Array(4).fill("2028-02-10T12:00:00.000Z"));

    clock = new Date("2026-07-01T08:30:00.000Z");
    await store.addNote(request.id, "sam", "Proposal sent");
    expect(await expiries()).toEqual(Array(4).fill("2028-07-01T08:30:00.000Z"));

    clock = new Date("2026-08-01T08:30:00.000Z");
    await store.updateStatus(request.id, "contacted", "sam");
    expect(await expiries()).toEqual(Array(4).fill("2028-08-01T08:30:00.000Z"));
    // The search entries follow the status as well.
    expect((await db.collection(delegationSearch.name).where("status", "==", "contacted").get()).size).toBe(2);

    expect(await store.delete(request.id)).toBe(true);
    expect(await expiries()).toEqual([]);
  });

  it("moves and erases the documents other features keep for the request (its messages, its call, the slot it holds, the zone its buyer chose)", async () => {
    const db = await freshFirestore();
    let clock = new Date("2026-02-10T12:00:00.000Z");
    const store = createFirestoreDelegationStore(db, { now: () => clock, retentionMonths: 24 });
    const drafts = [{ channel: "staff-alert" as const, recipients: ["sales@openseat.example"], payload: { kind: "mail" as const, subject: "s", text: "t", html: "<p>t</p>" } }];
    const { request } = await store.create({ ...newRequest(), outbox: () => drafts });
    const booked = await createFirestoreBookingStore(db).book({
      requestId: request.id,
      candidates: ["ann@openseat.example"],
      rotate: false,
      start: "2026-02-12T10:00:00.000Z",
      end: "2026-02-12T10:20:00.000Z",
      kind: "phone",
      phone: "+44 20 7946 0000",
      at: clock.toISOString(),
    });
    expect(booked).toMatchObject({ ok: true });
    expect(await createFirestoreBookingStore(db).chooseZone(request.id, "Asia/Tokyo", clock.toISOString())).toBe(true);
    const owned = Object.values(firestoreCollections).filter((collection) => "ofRequest" in collection);
    expect(owned.map(({ name }) => name).sort()).toEqual(["bookingSlots", "bookingZones", "bookings", "outboxMessages"]);
    const ownedExpiries = async () => {
      const found: Record<string, string[]> = {};
      for (const { name, ttlField } of owned) {
        found[name] = (await db.collection(name).get()).docs.map((doc) => (doc.get(ttlField!) as Timestamp | undefined)?.toDate().toISOString() ?? "none");
      }
      return found;
    };

    clock = new Date("2026-07-01T08:30:00.000Z");
    await store.addNote(request.id, "sam", "Proposal sent");
    const moved = ["2028-07-01T08:30:00.000Z"];
    expect(await ownedExpiries()).toEqual({ outboxMessages: moved, bookings: moved, bookingSlots: moved, bookingZones: moved });

    expect(await store.delete(request.id)).toBe(true);
    expect(await ownedExpiries()).toEqual({ outboxMessages: [], bookings: [], bookingSlots: [], bookingZones: [] });
  });

  it("reads, delivers, moves and erases a request's messages written before owners had a key, and leaves other owners' alone", async () => {
    const db = await freshFirestore();
    let clock = new Date("2026-02-10T12:00:00.000Z");
    const store = createFirestoreDelegationStore(db, { now: () => clock, retentionMonths: 24 });
    const outbox = createFirestoreOutboxStore(db);
    const mail = { kind: "mail" as const, subject: "s", text: "t", html: "<p>t</p>" };
    const { request } = await store.create({ ...newRequest(), outbox: () => [{ channel: "staff-alert", recipients: ["sales@openseat.example"], payload: mail }] });
    const created = Timestamp.fromDate(new Date(request.createdAt));
    // The shape the outbox wrote before owners: the request named by requestId, no owner.
    await db.collection(firestoreCollections.outboxMessages.name).doc("earlier-message").create({
      requestId: request.id,
      channel: "buyer-confirmation",
      recipients: ["jane@acme.io"],
      payload: mail,
      state: "pending",
      attemptCount: 0,
      attempts: [],
      nextAttemptAt: created,
      lease: null,
      createdAt: created,
      sentAt: null,
      expireAt: Timestamp.fromDate(new Date("2028-02-10T12:00:00.000Z")),
    });
    const invitation = defineOutboxOwner("invitation").of(request.id);
    await outbox.enqueue(invitation, [{ channel: "team-invitation", recipients: ["sam@openseat.example"], payload: mail }], {
      at: request.createdAt,
      expiresAt: "2026-02-17T12:00:00.000Z",
    });

    const listed = await outbox.listForOwner(requestOwner.of(request.id));
    expect(listed.map(({ channel, owner }) => ({ channel, owner })).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "buyer-confirmation", owner: { kind: "request", id: request.id } },
      { channel: "staff-alert", owner: { kind: "request", id: request.id } },
    ]);
    const claimed = await outbox.claimDue(new Date(clock.getTime() + 1).toISOString(), "h", 60_000, 10);
    expect(claimed.find((message) => message.id === "earlier-message")?.owner).toEqual({ kind: "request", id: request.id });

    const expiries = async () =>
      Object.fromEntries(
        (await db.collection(firestoreCollections.outboxMessages.name).get()).docs.map((doc) => [doc.get("channel") as string, (doc.get("expireAt") as Timestamp).toDate().toISOString()]),
      );
    clock = new Date("2026-07-01T08:30:00.000Z");
    await store.addNote(request.id, "sam", "Proposal sent");
    expect(await expiries()).toEqual({ "buyer-confirmation": "2028-07-01T08:30:00.000Z", "staff-alert": "2028-07-01T08:30:00.000Z", "team-invitation": "2026-02-17T12:00:00.000Z" });

    expect(await store.delete(request.id)).toBe(true);
    expect(Object.keys(await expiries())).toEqual(["team-invitation"]);
    expect(await outbox.listForOwner(invitation)).toHaveLength(1);
  });

  it("brings a request stored before search entries and retention existed up to date", async () => {
    const db = await freshFirestore();
    const created = Timestamp.fromDate(new Date("2025-01-05T10:00:00.000Z"));
    const contacted = Timestamp.fromDate(new Date("2025-03-01T09:00:00.000Z"));
    // The shape the store wrote before: no search entries, no last contact, no expiry.
    await db.collection(delegationRequests.name).doc("legacy-key").set({
      id: "legacy-id",
      reference: "DR-LEGACY",
      createdAt: created,
      status: "contacted",
      ...fields({ company: "Legacy Holdings" }),
      consentAt: created,
      source: { path: "/delegation-tasks-guide/form" },
      statusHistory: [
        { status: "new", by: "system", at: created },
        { status: "contacted", by: "sam", at: contacted },
      ],
      notes: [],
      searchPrefixes: ["legacy"],
    });
    await db.collection(delegationReferences.name).doc("DR-LEGACY").set({ requestKey: "legacy-key" });
    const store = createFirestoreDelegationStore(db, { retentionMonths: 24 });
    expect((await store.list({ sort: "newest", limit: 10, search: "legacy" })).items).toEqual([]);

    expect(await backfillFirestoreRequests(db, 24)).toBe(1);
    // The reminder sweep's due time, from the creation: Sunday, so at Monday's close.
    expect((await db.collection(delegationRequests.name).doc("legacy-key").get()).get("replyDueAt")).toEqual(Timestamp.fromDate(new Date("2025-01-06T17:30:00.000Z")));
    await db.collection(delegationRequests.name).doc("legacy-key").update({ replyDueAt: Timestamp.fromDate(new Date("2025-01-08T10:00:00.000Z")) });
    expect(await backfillFirestoreRequests(db, 24)).toBe(1);
    expect((await db.collection(delegationRequests.name).doc("legacy-key").get()).get("replyDueAt")).toEqual(Timestamp.fromDate(new Date("2025-01-08T10:00:00.000Z")));
    const found = (await store.list({ sort: "newest", limit: 10, search: "legacy hold", status: "contacted" })).items;
    expect(found.map((request) => [request.reference, request.lastContactAt])).toEqual([["DR-LEGACY", "2025-03-01T09:00:00.000Z"]]);
    expect((await db.collection(delegationSearch.name).get()).size).toBe(2);
    expect(await store.purgeContactedBefore("2025-03-01T09:00:00.001Z")).toBe(1);
    for (const { name } of requestCollections) expect((await db.collection(name).get()).size).toBe(0);
  });
});
