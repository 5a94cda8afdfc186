import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isAlreadyExists } from "@/platform/firebase/admin";
import { byDisplayName, storedDatesOff, storedWorkingHours } from "@/features/team/profile";
import { MAX_TEAM_SIZE, type TeamMember, type TeamStore } from "@/features/team/store";

// E-mails may hold "/", which a document id may not: the id is the e-mail, URI-encoded.
const idOf = (email: string) => encodeURIComponent(email);

function toMember(data: Record<string, unknown>): TeamMember {
  return {
    email: String(data.email),
    name: String(data.name ?? ""),
    takesCalls: data.takesCalls === true,
    daysOff: (Array.isArray(data.daysOff) ? data.daysOff : []) as Weekday[],
    meetingUrl: typeof data.meetingUrl === "string" ? data.meetingUrl : "",
    // Absent on profiles stored before: the team's hours, no dates off.
    hours: storedWorkingHours(data.hours ?? null),
    datesOff: storedDatesOff(data.datesOff),
    joinedAt: String(data.joinedAt),
    // Absent on profiles stored before the digest existed: on, as for everyone who has not turned it off.
    morningDigest: data.morningDigest !== false,
  };
}

/** One document per admin; a first sign-in is a create-only write, so two at once keep one profile. */
export function createFirestoreTeamStore(db: Firestore, now: () => Date = () => new Date()): TeamStore {
  const collection = db.collection(firestoreCollections.teamMembers.name);
  return {
    async record(email) {
      try {
        // Every admin takes calls until they opt out on the team page (and is offered once they give a name).
        await collection.doc(idOf(email)).create({ email, name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [], joinedAt: now().toISOString() });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async get(email) {
      const snapshot = await collection.doc(idOf(email)).get();
      return snapshot.exists ? toMember(snapshot.data()!) : null;
    },
    async list() {
      const snapshot = await collection.limit(MAX_TEAM_SIZE).get();
      return snapshot.docs.map((doc) => toMember(doc.data())).sort(byDisplayName);
    },
    async update(email, change) {
      const ref = collection.doc(idOf(email));
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const joinedAt = snapshot.exists ? String(snapshot.get("joinedAt")) : now().toISOString();
        const morningDigest = change.morningDigest ?? (snapshot.exists ? snapshot.get("morningDigest") !== false : true);
        tx.set(ref, {
          email,
          name: change.name,
          takesCalls: change.takesCalls,
          daysOff: [...change.daysOff],
          meetingUrl: change.meetingUrl,
          hours: change.hours ? { timeZone: change.hours.timeZone, opens: { ...change.hours.opens }, closes: { ...change.hours.closes } } : null,
          datesOff: change.datesOff.map((range) => ({ start: range.start, end: range.end })),
          joinedAt,
          morningDigest,
        });
      });
      return toMember((await ref.get()).data()!);
    },
  };
}
