import "server-only";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { teamRoleSchema } from "@/features/team/roles";
import { invitationStates, isLive, linkState, type Invitation } from "@/features/team/invitations/rules";
import { SETTLED_KEPT_MS, type InvitationStore } from "@/features/team/invitations/store";

// E-mails may hold "/", which a document id may not: the id is the address, URI-encoded.
const idOf = (address: string) => encodeURIComponent(address);

// A hand-edited role reads as a member and an unknown state as canceled: never more than the document says.
function toInvitation(data: Record<string, unknown>): Invitation {
  const state = String(data.state);
  return {
    address: String(data.address),
    role: teamRoleSchema.catch("member").parse(data.role),
    inviter: String(data.inviter),
    createdAt: String(data.createdAt),
    expiresAt: String(data.expiresAt),
    tokenHash: String(data.tokenHash),
    state: (invitationStates as readonly string[]).includes(state) ? (state as Invitation["state"]) : "canceled",
    settledAt: typeof data.settledAt === "string" ? data.settledAt : null,
  };
}

const keepUntil = (iso: string) => Timestamp.fromDate(new Date(Date.parse(iso) + SETTLED_KEPT_MS));

/** One document per address; every change is a transaction on it, so a link is consumed once on any instance. */
export function createFirestoreInvitationStore(db: Firestore): InvitationStore {
  const collection = db.collection(firestoreCollections.teamInvitations.name);

  const refByHash = async (tokenHash: string): Promise<DocumentReference | null> => {
    const found = await collection.where("tokenHash", "==", tokenHash).limit(1).get();
    return found.empty ? null : found.docs[0]!.ref;
  };

  return {
    async create(invitation, now) {
      const ref = collection.doc(idOf(invitation.address));
      const stored = { ...invitation, state: "pending", settledAt: null, [firestoreCollections.teamInvitations.ttlField]: keepUntil(invitation.expiresAt) };
      const refused = await db.runTransaction(async (tx) => {
        const before = await tx.get(ref);
        if (before.exists && isLive(toInvitation(before.data()!), new Date(now))) return true;
        tx.set(ref, stored);
        return false;
      });
      if (refused) return { ok: false, reason: "pending" };
      return { ok: true, invitation: toInvitation((await ref.get()).data()!) };
    },
    async get(address) {
      const snapshot = await collection.doc(idOf(address)).get();
      return snapshot.exists ? toInvitation(snapshot.data()!) : null;
    },
    async findByTokenHash(tokenHash) {
      const ref = await refByHash(tokenHash);
      if (!ref) return null;
      const snapshot = await ref.get();
      return snapshot.exists && snapshot.get("tokenHash") === tokenHash ? toInvitation(snapshot.data()!) : null;
    },
    async listPending(now) {
      // Filtered by expiry here: an equality and a range on two fields would need an index of their own.
      const snapshot = await collection.where("state", "==", "pending").limit(500).get();
      return snapshot.docs
        .map((doc) => toInvitation(doc.data()))
        .filter((invitation) => isLive(invitation, new Date(now)))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async resend(address, change) {
      const ref = collection.doc(idOf(address));
      const done = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || !isLive(toInvitation(snapshot.data()!), new Date(change.createdAt))) return false;
        tx.update(ref, { ...change, [firestoreCollections.teamInvitations.ttlField]: keepUntil(change.expiresAt) });
        return true;
      });
      return done ? toInvitation((await ref.get()).data()!) : null;
    },
    async cancel(address, at) {
      const ref = collection.doc(idOf(address));
      const done = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || snapshot.get("state") !== "pending") return false;
        tx.update(ref, { state: "canceled", settledAt: at, [firestoreCollections.teamInvitations.ttlField]: keepUntil(at) });
        return true;
      });
      return done ? toInvitation((await ref.get()).data()!) : null;
    },
    async consume(tokenHash, at) {
      const ref = await refByHash(tokenHash);
      if (!ref) return { ok: false, reason: "unknown" };
      // The transaction reads the document again: of two consumptions at once, the second is retried, sees it
      // accepted (or its hash replaced by a resend) and is refused.
      const outcome = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const invitation = snapshot.exists ? toInvitation(snapshot.data()!) : null;
        if (!invitation || invitation.tokenHash !== tokenHash) return { ok: false as const, reason: "unknown" as const };
        const state = linkState(invitation, new Date(at));
        if (state !== "open") return { ok: false as const, reason: state };
        tx.update(ref, { state: "accepted", settledAt: at, [firestoreCollections.teamInvitations.ttlField]: keepUntil(at) });
        return { ok: true as const, invitation: { ...invitation, state: "accepted" as const, settledAt: at } };
      });
      return outcome;
    },
  };
}
