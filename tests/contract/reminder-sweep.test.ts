/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import type { Firestore } from "firebase-admin/firestore";
import { createFirestoreReminderStore } from "@/features/admin/reminders/firestore";
import { createSqliteReminderStore } from "@/features/admin/reminders/sqlite";
import { digestOwner } from "@/features/admin/reminders/outbox-channels";
import { runReminderSweep, type SweepDependencies } from "@/features/admin/reminders/sweep";
import { createFirestoreBookingStore } from "@/features/booking/firestore";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { requestOwner } from "@/features/delegation/outbox-channels";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxStore } from "@/features/outbox/store";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";
import { londonHours } from "../unit/platform/business-hours/london-hours";

/**
 * The sweep on real stores: each reminder once, even from two sweeps at once (two instances: on Firestore
 * two sets of stores on one database), the alerts at their instants, and a digest with references only.
 */
interface World {
  /** Two instances' dependencies over the same data, each with its own clock. */
  readonly instances: readonly [(at: string) => SweepDependencies, (at: string) => SweepDependencies];
  readonly requests: DelegationRequestStore;
  readonly outbox: OutboxStore;
  readonly setClock: (at: string) => void;
}

const ana = "ana@team.test";
const profile = { name: "Ana Lopez", takesCalls: true, daysOff: [], meetingUrl: "https://meet.example.com/ana", hours: null, datesOff: [] } as const;

function world(make: () => Omit<SweepDependencies, "hours" | "salesInbox" | "siteUrl" | "now" | "log">, requests: DelegationRequestStore, outbox: OutboxStore, setClock: (at: string) => void): World {
  const instance = () => {
    const parts = make();
    return (at: string): SweepDependencies => ({ ...parts, hours: londonHours, salesInbox: ["sales@team.test"], siteUrl: new URL("https://www.openseat.example"), now: () => new Date(at), log: () => undefined });
  };
  return { instances: [instance(), instance()], requests, outbox, setClock };
}

function describeSweep(name: string, makeWorld: () => Promise<World>): void {
  describe(`the reminder sweep on ${name}`, () => {
    it("sends the due-soon reminder and the overdue alert at their instants, each once, from two sweeps at once", async () => {
      const { instances, requests, outbox, setClock } = await makeWorld();
      // Friday, March 13, 2026, 16:55 in London: the reply is due on Monday at 16:55.
      setClock("2026-03-13T16:55:00.000Z");
      const { request } = await requests.create(newRequest({ fullName: "Jane <b>Doe</b>", company: "Acme Ltd" }));
      const sweepBoth = (at: string) => Promise.all(instances.map((instance) => runReminderSweep(instance(at))));
      const mine = async () => (await outbox.listForOwner(requestOwner.of(request.id))).filter((message) => message.channel.startsWith("reply-"));

      await sweepBoth("2026-03-16T15:54:00.000Z");
      expect(await mine()).toEqual([]);
      const [first, second] = await sweepBoth("2026-03-16T15:56:00.000Z");
      expect([...first!, ...second!].filter((item) => item.written)).toHaveLength(1);
      await sweepBoth("2026-03-16T16:30:00.000Z");
      expect((await mine()).map((message) => [message.channel, message.recipients])).toEqual([["reply-due-soon", ["sales@team.test"]]]);

      await sweepBoth("2026-03-16T16:56:00.000Z");
      await sweepBoth("2026-03-17T10:00:00.000Z");
      const messages = await mine();
      expect(messages.map((message) => [message.channel, message.recipients])).toEqual([
        ["reply-due-soon", ["sales@team.test"]],
        ["reply-overdue", ["sales@team.test"]],
      ]);
      const alert = messages[1]!.payload;
      if (alert.kind !== "mail") throw new Error("an e-mail");
      expect(alert.subject).toBe(`Overdue: ${request.reference}, Jane <b>Doe</b>, Acme Ltd`);
      expect(alert.html).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
      expect(alert.text).toContain("Monday, March 16, 2026, 4:55 PM GMT (UTC+00:00)");
      expect(alert.text).toContain(`https://www.openseat.example/admin/requests/${request.id}`);
    });

    it("sends nothing for an answered lead", async () => {
      const { instances, requests, outbox, setClock } = await makeWorld();
      setClock("2026-03-13T16:55:00.000Z");
      const { request } = await requests.create(newRequest());
      await requests.addNote(request.id, ana, "Wrote to them.", { kind: "e-mail", followUpOn: null });
      await runReminderSweep(instances[0]("2026-03-16T16:00:00.000Z"));
      await runReminderSweep(instances[0]("2026-03-16T17:00:00.000Z"));
      expect(await outbox.listForOwner(requestOwner.of(request.id))).toEqual([]);
    });

    it("sends an admin's morning digest once: their follow-ups and calls, by reference, no buyer's name or address", async () => {
      const { instances, requests, outbox, setClock } = await makeWorld();
      const deps = instances[0]("2026-03-16T09:00:00.000Z");
      await deps.team.update(ana, { ...profile, hours: { timeZone: "America/New_York", opens: { hour: 4, minute: 0 }, closes: { hour: 13, minute: 0 } } });
      setClock("2026-03-12T10:00:00.000Z");
      const followed = (await requests.create(newRequest({ fullName: "Fiona Follow", email: "fiona@buyer.example" }))).request;
      await requests.assign(followed.id, ana, ana);
      await requests.addNote(followed.id, ana, "Call back Monday.", { kind: "call", followUpOn: "2026-03-16" });
      const called = (await requests.create(newRequest({ fullName: "Carl Caller", email: "carl@buyer.example" }))).request;
      await deps.bookings.book({ requestId: called.id, candidates: [ana], rotate: false, start: "2026-03-16T14:00:00.000Z", end: "2026-03-16T14:20:00.000Z", kind: "video", phone: null, meetingUrls: { [ana]: profile.meetingUrl }, at: "2026-03-12T11:00:00.000Z" });

      await Promise.all([runReminderSweep(deps), runReminderSweep(instances[1]("2026-03-16T09:00:00.000Z"))]);
      await runReminderSweep(instances[0]("2026-03-16T11:00:00.000Z"));
      const digests = await outbox.listForOwner(digestOwner.of(ana));
      expect(digests).toHaveLength(1);
      const digest = digests[0]!.payload;
      if (digest.kind !== "mail") throw new Error("an e-mail");
      expect(digests[0]!.recipients).toEqual([ana]);
      expect(digest.subject).toBe("Your day, Monday, March 16, 2026: 1 call, 0 leads to answer, 1 follow-up");
      expect(digest.text).toContain(followed.reference);
      expect(digest.text).toContain(called.reference);
      // The call's time on the team's clock with its offset, and on Ana's own.
      expect(digest.text).toContain("2:00 PM GMT (UTC+00:00) (10:00 AM EDT in New York on your clock), video call");
      expect(digest.html).toContain('href="https://meet.example.com/ana"');
      for (const personal of ["Fiona", "Carl", "buyer.example"]) {
        expect(digest.text).not.toContain(personal);
        expect(digest.html).not.toContain(personal);
      }
    });

    it("sends no digest to an admin who turned it off", async () => {
      const { instances, requests, outbox, setClock } = await makeWorld();
      const deps = instances[0]("2026-03-16T09:00:00.000Z");
      await deps.team.update(ana, { ...profile, morningDigest: false });
      setClock("2026-03-12T10:00:00.000Z");
      const followed = (await requests.create(newRequest())).request;
      await requests.assign(followed.id, ana, ana);
      await requests.addNote(followed.id, ana, "Call back Monday.", { kind: "call", followUpOn: "2026-03-16" });
      expect(await runReminderSweep(deps)).toEqual([]);
      expect(await outbox.listForOwner(digestOwner.of(ana))).toEqual([]);
    });
  });
}

function firestoreWorld(db: Firestore): World {
  let clock = new Date();
  const requests = createFirestoreDelegationStore(db, { now: () => clock, hours: londonHours });
  return world(
    () => ({ requests: createFirestoreDelegationStore(db, { hours: londonHours }), bookings: createFirestoreBookingStore(db, { hours: londonHours }), team: createFirestoreTeamStore(db), reminders: createFirestoreReminderStore(db) }),
    requests,
    createFirestoreOutboxStore(db),
    (at) => (clock = new Date(at)),
  );
}

describeOnEveryStore(describeSweep, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    let clock = new Date();
    const requests = createSqliteDelegationStore(db, { now: () => clock, hours: londonHours });
    return world(
      () => ({ requests, bookings: createSqliteBookingStore(db, { hours: londonHours }), team: createSqliteTeamStore(db), reminders: createSqliteReminderStore(db) }),
      requests,
      createSqliteOutboxStore(db),
      (at) => (clock = new Date(at)),
    );
  },
  firestore: (db) => firestoreWorld(db),
});
