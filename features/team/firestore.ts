import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isAlreadyExists } from "@/platform/firebase/admin";
import { byDisplayName, storedDatesOff, storedWorkingHours } from "@/features/team/profile";
import { defaultRole, teamChangeProblem, teamRoleSchema, type TeamAuditEntry, type TeamRole } from "@/features/team/roles";
import { MAX_TEAM_SIZE, type TeamChangeBy, type TeamChangeResult, type TeamMember, type TeamStore } from "@/features/team/store";

// E-mails may hold "/", which a document id may not: the id is the e-mail, URI-encoded.
const idOf = (email: string) => encodeURIComponent(email);

// Absent on documents stored before roles: an owner, so nobody loses access. A hand-edited value that is
// neither reads as a member: never more access than the field says.
const roleOf = (value: unknown): TeamRole => (value === null || value === undefined ? defaultRole : teamRoleSchema.catch("member").parse(value));

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
    role: roleOf(data.role),
    removedAt: typeof data.removedAt === "string" ? data.removedAt : null,
    // Absent on profiles stored before the digest existed: on, as for everyone who has not turned it off.
    morningDigest: data.morningDigest !== false,
  };
}

function toEntry(data: Record<string, unknown>): TeamAuditEntry {
  return {
    at: String(data.at),
    by: String(data.by),
    action: String(data.action) as TeamAuditEntry["action"],
    subject: String(data.subject),
    role: data.role === null || data.role === undefined ? null : roleOf(data.role),
  };
}

const emptyProfile = (email: string, at: string, role: TeamRole) => ({
  email,
  name: "",
  // Every admin takes calls until they opt out on the team page (and is offered once they give a name).
  takesCalls: true,
  daysOff: [],
  meetingUrl: "",
  hours: null,
  datesOff: [],
  joinedAt: at,
  role,
  removedAt: null,
});

/** One document per admin; a first sign-in is a create-only write, so two at once keep one profile. */
export function createFirestoreTeamStore(db: Firestore, now: () => Date = () => new Date()): TeamStore {
  const collection = db.collection(firestoreCollections.teamMembers.name);
  const trail = db.collection(firestoreCollections.teamAudit.name);

  // One transaction per change: the rule reads the whole team (a handful of documents) in the transaction that
  // makes the change, so two owners demoting each other at once cannot both succeed.
  const change = async (email: string, role: TeamRole | null, { by, force }: TeamChangeBy): Promise<TeamChangeResult> => {
    const ref = collection.doc(idOf(email));
    const at = now().toISOString();
    const outcome = await db.runTransaction(async (tx): Promise<TeamChangeResult | null> => {
      const team = (await tx.get(collection.limit(MAX_TEAM_SIZE))).docs.map((doc) => toMember(doc.data()));
      const reason = teamChangeProblem(team, { email, role, force });
      if (reason) return { ok: false, reason };
      const before = team.find((member) => member.email === email);
      if (role === null) {
        tx.update(ref, { removedAt: at });
        tx.create(trail.doc(), { at, by, action: "removed", subject: email, role: null });
      } else if (!before) {
        tx.create(ref, emptyProfile(email, at, role));
        tx.create(trail.doc(), { at, by, action: "role", subject: email, role });
      } else if (before.removedAt !== null || before.role !== role) {
        tx.update(ref, { role, removedAt: null });
        tx.create(trail.doc(), { at, by, action: "role", subject: email, role });
      }
      return null;
    });
    return outcome ?? { ok: true, member: toMember((await ref.get()).data()!) };
  };

  return {
    async record(email, role = defaultRole) {
      try {
        await collection.doc(idOf(email)).create(emptyProfile(email, now().toISOString(), role));
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
      // Filtered here, not by a query: documents stored before removals have no removedAt field to match.
      return snapshot.docs.map((doc) => toMember(doc.data())).filter((member) => member.removedAt === null).sort(byDisplayName);
    },
    async listFormer() {
      const snapshot = await collection.limit(MAX_TEAM_SIZE).get();
      return snapshot.docs.map((doc) => toMember(doc.data())).filter((member) => member.removedAt !== null).sort(byDisplayName);
    },
    async update(email, change) {
      const ref = collection.doc(idOf(email));
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const joinedAt = snapshot.exists ? String(snapshot.get("joinedAt")) : now().toISOString();
        const morningDigest = change.morningDigest ?? (snapshot.exists ? snapshot.get("morningDigest") !== false : true);
        const profile = {
          email,
          name: change.name,
          takesCalls: change.takesCalls,
          daysOff: [...change.daysOff],
          meetingUrl: change.meetingUrl,
          hours: change.hours ? { timeZone: change.hours.timeZone, opens: { ...change.hours.opens }, closes: { ...change.hours.closes } } : null,
          datesOff: change.datesOff.map((range) => ({ start: range.start, end: range.end })),
          joinedAt,
          morningDigest,
        };
        // The role and removal are the owners' to change, never the profile's.
        if (snapshot.exists) tx.set(ref, profile, { merge: true });
        else tx.set(ref, { ...profile, role: defaultRole, removedAt: null });
      });
      return toMember((await ref.get()).data()!);
    },
    async setRole(email, role, by) {
      return change(email, role, by);
    },
    async remove(email, by) {
      return change(email, null, by);
    },
    async audit(entry) {
      await trail.doc().create({ ...entry });
    },
    async auditTrail(limit) {
      const snapshot = await trail.orderBy("at", "desc").limit(limit).get();
      return snapshot.docs.map((doc) => toEntry(doc.data()));
    },
  };
}
