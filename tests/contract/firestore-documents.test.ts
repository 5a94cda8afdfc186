/** @jest-environment node */
import { Timestamp } from "firebase-admin/firestore";
import { createFirestoreFiguresStore } from "@/features/analytics/firestore";
import { createFirestoreAdminStore } from "@/features/auth/admin-store/firestore";
import { createFirestoreFactorStore } from "@/features/auth/factor-store/firestore";
import { createFirestoreSessionStore } from "@/features/auth/session-store/firestore";
import { createFirestoreBookingStore } from "@/features/booking/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { fieldKeys } from "@/features/delegation/fields";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { requestMessages } from "@/features/delegation/outbox-messages";
import { createFirestoreRateLimitStore } from "@/platform/rate-limit/firestore";
import { createFirestoreInvitationStore } from "@/features/team/invitations/firestore";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { createFirestoreErasureLedger } from "@/features/delegation/erasure-ledger/firestore";
import { erasureRecord } from "@/features/delegation/erasure-ledger/record";
import { describeWithFirestore, freshFirestore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";
import { createFirestoreReminderStore } from "@/features/admin/reminders/firestore";

/**
 * platform/db/firestore-collections.ts is what the README's TTL steps and the next store's author go by, so it
 * must say what the adapters really write: every collection and every field, and a Timestamp in each TTL field.
 */
describeWithFirestore("Firestore collections: the list matches what the stores write", () => {
  it("lists every collection the stores write, every field of their documents, and their TTL fields", async () => {
    const db = await freshFirestore();
    const requests = createFirestoreDelegationStore(db);
    const messaging = { mail: "smtp" as const, salesInbox: ["sales@openseat.example"], webhookUrl: "https://hooks.example.org/x", siteUrl: new URL("https://www.openseat.example") };
    const { request } = await requests.create({ ...newRequest(), outbox: requestMessages(messaging, true) });
    const outbox = createFirestoreOutboxStore(db);
    // A message with another owner than a request (as the team's invitations will be) has fields of its own.
    const invitation = { channel: "team-invitation", recipients: ["sam@example.com"], payload: { kind: "mail" as const, subject: "s", text: "t", html: "<p>t</p>" } };
    await outbox.enqueue({ kind: "invitation", id: "probe" }, [invitation], { at: new Date(Date.now() + 60_000).toISOString(), expiresAt: "2026-12-01T00:00:00.000Z" });
    const [message] = await outbox.claimDue(new Date(Date.now() + 1_000).toISOString(), "probe", 60_000, 1);
    await outbox.settle(message!.id, "probe", { attempt: { at: new Date().toISOString(), ok: true, error: null }, state: "sent", nextAttemptAt: null, keptAttempts: 10 });
    await requests.addNote(request.id, "sam", "Called back.");
    await requests.updateStatus(request.id, "contacted", "sam");
    await requests.assign(request.id, "sam@example.com", "sam@example.com");
    await requests.addNote(request.id, "sam", "Rang them.", { kind: "call", followUpOn: "2026-03-10" });
    const bookings = createFirestoreBookingStore(db);
    const call = { requestId: request.id, candidates: ["sam@example.com"], rotate: true, kind: "phone" as const, phone: "+44 20 7946 0000" };
    await bookings.book({ ...call, start: "2026-03-26T10:00:00.000Z", end: "2026-03-26T10:20:00.000Z", at: new Date().toISOString() });
    await bookings.book({ ...call, start: "2026-03-26T11:00:00.000Z", end: "2026-03-26T11:20:00.000Z", at: new Date().toISOString() });
    await bookings.chooseZone(request.id, "America/New_York", new Date().toISOString());
    await createFirestoreTeamStore(db).update("sam@example.com", {
      name: "Sam",
      takesCalls: true,
      daysOff: [6, 7],
      meetingUrl: "https://meet.example.com/sam",
      hours: { timeZone: "America/New_York", opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } },
      datesOff: [{ start: "2026-04-01", end: "2026-04-03" }],
    });
    // A role given and a removal: the fields they write on the member and their entries on the audit trail.
    await createFirestoreTeamStore(db).setRole("kim@example.com", "member", { by: "sam@example.com" });
    await createFirestoreTeamStore(db).remove("kim@example.com", { by: "sam@example.com" });
    // An invitation, resent and accepted: every field it writes.
    const invitations = createFirestoreInvitationStore(db);
    const sent = new Date();
    await invitations.create({ address: "lee@example.com", role: "member", inviter: "sam@example.com", tokenHash: "h1", createdAt: sent.toISOString(), expiresAt: new Date(sent.getTime() + 60_000).toISOString() }, sent.toISOString());
    await invitations.resend("lee@example.com", { tokenHash: "h2", inviter: "sam@example.com", createdAt: sent.toISOString(), expiresAt: new Date(sent.getTime() + 60_000).toISOString() });
    await invitations.consume("h2", sent.toISOString());
    const admins = createFirestoreAdminStore(db);
    await admins.create({ email: "boss@example.com", passwordHash: "hash" });
    await admins.revokeSessions("boss@example.com");
    const factors = createFirestoreFactorStore(db);
    await factors.findOrBegin("boss@example.com", "sealed");
    await factors.confirm("boss@example.com", "sealed", 1, ["hash"]);
    const signedIn = Date.now();
    const sessions = createFirestoreSessionStore(db);
    expect(await sessions.claimSignIn("pending-probe", signedIn + 60_000, signedIn)).toBe(true);
    await sessions.create({
      id: "session-probe",
      email: "boss@example.com",
      provider: "password",
      uid: null,
      device: "Chrome on Android",
      signedInAt: signedIn,
      lastSeenAt: signedIn,
      claimCheckedAt: signedIn,
      expiresAt: signedIn + 60_000,
    });
    await createFirestoreFiguresStore(db).add(
      "2026-03-26",
      [
        { dimension: "view", value: "/home" },
        { dimension: "referrer", value: "news.example" },
      ],
      new Date(Date.UTC(2028, 3, 26)),
    );
    await createFirestoreErasureLedger(db).record(
      erasureRecord({ kind: "visitor", email: "gone@example.com", requestIds: ["r-gone"] }, addressKey("probe session secret, long enough"), new Date(), 24),
    );
    await createFirestoreReminderStore(db).record(
      { key: `due-soon:${request.id}:2026-03-27T10:00:00.000Z`, owner: { kind: "request", id: request.id }, drafts: [invitation] },
      new Date().toISOString(),
      "2026-12-01T00:00:00.000Z",
    );
    const limiter = createRateLimiter(createFirestoreRateLimitStore(db));
    expect((await limiter.consume({ name: "probe", limit: 5, windowMs: 60_000 }, "203.0.113.1", "form-token")).allowed).toBe(true);

    const listed = Object.values(firestoreCollections);
    expect((await db.listCollections()).map(({ id }) => id).sort()).toEqual(listed.map(({ name }) => name).sort());
    for (const { name, fields, ttlField } of listed) {
      // The form's answers are fields of the request under their own names (features/delegation/fields.ts).
      const answers = name === firestoreCollections.delegationRequests.name ? fieldKeys : [];
      const known = new Set<string>([...Object.keys(fields), ...answers]);
      const docs = (await db.collection(name).get()).docs;
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        expect({ name, unlisted: Object.keys(doc.data()).filter((field) => !known.has(field)) }).toEqual({ name, unlisted: [] });
        if (ttlField) expect(doc.get(ttlField)).toBeInstanceOf(Timestamp);
      }
    }
  });
});
