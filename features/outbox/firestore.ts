import "server-only";
import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type Firestore, type DocumentSnapshot, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isChangedSince } from "@/platform/firebase/admin";
import { checkedDraft } from "@/features/outbox/channels";
import { earlierOwnerKind, outboxOwnerSchema, ownerFromKey, ownerKey, type OutboxOwner } from "@/features/outbox/owners";
import { cappedAttempts } from "@/features/outbox/rules";
import { outboxStates } from "@/features/outbox/store";
import type { OutboxDraft, OutboxMessage, OutboxOutcome, OutboxPayload, OutboxState, OutboxStore } from "@/features/outbox/store";

const { outboxMessages } = firestoreCollections;
const expiryField = outboxMessages.ttlField;

interface StoredAttempt {
  readonly at: Timestamp;
  readonly ok: boolean;
  readonly error: string | null;
}

const iso = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/**
 * A document written before owners had a key of their own has no `owner`: its `requestId` names the request
 * it belongs to. No job rewrites those documents; they are read as they are until their TTL removes them.
 */
function ownerOf(data: DocumentData): OutboxOwner {
  return typeof data.owner === "string" ? ownerFromKey(data.owner) : { kind: earlierOwnerKind, id: data.requestId as string };
}

/**
 * The fields an owner is found by. Every document has `owner`; a request's also keeps `requestId`, as every
 * message had before owners: one query on it finds a request's messages of either age, and the request's
 * store finds them by it to move their expiry and erase them (platform/db/firestore-collections.ts, ofRequest).
 */
function ownerFields(owner: OutboxOwner): Record<string, string> {
  return { owner: ownerKey(owner), ...(owner.kind === earlierOwnerKind ? { requestId: owner.id } : {}) };
}

function fromDocument(id: string, data: DocumentData): OutboxMessage {
  const lease = data.lease as { holder: string; until: Timestamp } | null | undefined;
  return {
    id,
    owner: ownerOf(data),
    channel: data.channel as string,
    recipients: [...(data.recipients as string[])],
    payload: { ...(data.payload as OutboxPayload) },
    state: data.state as OutboxState,
    attemptCount: data.attemptCount as number,
    attempts: ((data.attempts ?? []) as StoredAttempt[]).map((attempt) => ({ at: iso(attempt.at)!, ok: attempt.ok, error: attempt.error })),
    nextAttemptAt: iso(data.nextAttemptAt),
    lease: lease ? { holder: lease.holder, until: iso(lease.until)! } : null,
    createdAt: iso(data.createdAt)!,
    sentAt: iso(data.sentAt),
  };
}

/**
 * Adds an owner's new messages to the batch or transaction that writes the owner (a new request, a booking's
 * change): one commit stores both or neither. Each carries the owner's expiry, so Firestore's TTL policy
 * removes them with it. Every draft is checked before the first is added; returns their ids in order.
 */
export function addOutboxWrites(
  db: Firestore,
  batch: WriteBatch | Transaction,
  owner: OutboxOwner,
  createdAt: Timestamp,
  expiry: Timestamp,
  drafts: readonly OutboxDraft[],
): string[] {
  const collection = db.collection(outboxMessages.name);
  const fields = ownerFields(outboxOwnerSchema.parse(owner));
  const checked = drafts.map(checkedDraft);
  return checked.map((draft) => {
    const ref = collection.doc(randomUUID());
    batch.create(ref, {
      ...fields,
      channel: draft.channel,
      recipients: [...draft.recipients],
      payload: { ...draft.payload },
      state: "pending",
      attemptCount: 0,
      attempts: [],
      nextAttemptAt: createdAt,
      lease: null,
      createdAt,
      sentAt: null,
      [expiryField]: expiry,
    });
    return ref.id;
  });
}

/** An owner's messages: a request's by `requestId`, which documents of either age carry; any other's by `owner`. */
function ofOwner(db: Firestore, owner: OutboxOwner) {
  const collection = db.collection(outboxMessages.name);
  return owner.kind === earlierOwnerKind ? collection.where("requestId", "==", owner.id) : collection.where("owner", "==", ownerKey(owner));
}

/** Deletes at most this many documents per batch, under Firestore's 500 writes. */
const ERASE_BATCH = 400;

/**
 * What the owner's feature writes when the outbox gives up on one of its messages (failed after the last try, or
 * bounced): called inside the transaction that settles it, after the message is read and before it is written, so
 * it may read (Firestore reads come before writes) and both are stored or neither. `at` is the last try's time.
 */
export type FirestoreGiveUpWriter = (tx: Transaction, message: OutboxMessage, at: string) => Promise<void>;

export interface FirestoreOutboxOptions {
  readonly onGiveUp?: FirestoreGiveUpWriter;
}

/** What a settle builds on: the tries a message had when it was read. */
interface TriesSoFar {
  readonly attemptCount: number;
  readonly attempts: readonly StoredAttempt[];
}

function triesSoFar(data: DocumentData): TriesSoFar {
  return { attemptCount: data.attemptCount as number, attempts: (data.attempts ?? []) as StoredAttempt[] };
}

/** A message this process leased with a plain write: the write's time, and its tries as the claim read them. */
interface OwnClaim extends TriesSoFar {
  readonly holder: string;
  readonly writeTime: Timestamp;
}

/** The messages a round's claims won (a null lost its race), oldest first as the store promises. */
function claimedOldestFirst(claimed: readonly (OutboxMessage | null)[]): OutboxMessage[] {
  return claimed.filter((message): message is OutboxMessage => message !== null).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The due rule a claim reads a message by (the due query's, for a message read otherwise): pending, and its try due by now. */
function isDue(data: DocumentData | undefined, now: Timestamp): data is DocumentData {
  return data !== undefined && data.state === "pending" && (data.nextAttemptAt as Timestamp).toMillis() <= now.toMillis();
}

/** A claim's instant and its lease's end. */
function leaseWindow(nowIso: string, leaseMs: number): { readonly now: Timestamp; readonly until: Timestamp } {
  const now = Timestamp.fromDate(new Date(nowIso));
  return { now, until: Timestamp.fromMillis(now.toMillis() + leaseMs) };
}

/** What a claim writes, and the message as it leaves it. */
function leasedTo(holder: string, until: Timestamp) {
  return { lease: { holder, until }, nextAttemptAt: until };
}

export function createFirestoreOutboxStore(db: Firestore, options: FirestoreOutboxOptions = {}): OutboxStore {
  const collection = db.collection(outboxMessages.name);
  /**
   * Claims made here and not yet settled. Only a shortcut: a message missing from it (claimed by a transaction,
   * or by another instance of this store) is settled by the transaction, which reads the lease first.
   */
  const ownClaims = new Map<string, OwnClaim>();

  /**
   * A due message is claimed with one write on condition that it is as the query read it (its update time): of
   * two instances reading the same candidates, the first write holds the lease and the other's fails, as a
   * transaction's read and write would, at half the round trips (each message's claim and settle were four, a
   * quarter of a request's whole write path on the Firestore emulator: docs/performance.md). When the message
   * changed since the query (claimed meanwhile, or its expiry moved), the transaction decides.
   */
  async function claimOne(doc: DocumentSnapshot, now: Timestamp, holder: string, until: Timestamp): Promise<OutboxMessage | null> {
    const data = doc.data()!;
    const leased = leasedTo(holder, until);
    try {
      const { writeTime } = await doc.ref.update(leased, { lastUpdateTime: doc.updateTime! });
      ownClaims.set(doc.id, { holder, writeTime, ...triesSoFar(data) });
      return fromDocument(doc.id, { ...data, ...leased });
    } catch (error) {
      if (!isChangedSince(error)) throw error;
    }
    return claimInTransaction(doc.id, now, holder, until);
  }

  async function claimInTransaction(id: string, now: Timestamp, holder: string, until: Timestamp): Promise<OutboxMessage | null> {
    const ref = collection.doc(id);
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const data = snapshot.data();
      if (!isDue(data, now)) return null;
      const leased = leasedTo(holder, until);
      tx.update(ref, leased);
      return fromDocument(id, { ...data, ...leased });
    });
  }

  /** What a try's outcome writes onto the message as it was read (by the claim, or by the settle's transaction). */
  function settledFields(read: TriesSoFar, outcome: OutboxOutcome) {
    const attempt: StoredAttempt = { ...outcome.attempt, at: Timestamp.fromDate(new Date(outcome.attempt.at)) };
    return {
      state: outcome.state,
      attemptCount: read.attemptCount + 1,
      attempts: cappedAttempts(read.attempts, attempt, outcome.keptAttempts),
      nextAttemptAt: outcome.state === "pending" && outcome.nextAttemptAt ? Timestamp.fromDate(new Date(outcome.nextAttemptAt)) : null,
      sentAt: outcome.state === "sent" ? attempt.at : null,
      lease: null,
    };
  }

  return {
    async enqueue(owner, drafts, options) {
      const at = Timestamp.fromDate(new Date(options.at));
      const batch = db.batch();
      const ids = addOutboxWrites(db, batch, owner, at, Timestamp.fromDate(new Date(options.expiresAt)), drafts);
      await batch.commit();
      const stored = ids.length > 0 ? await db.getAll(...ids.map((id) => collection.doc(id))) : [];
      return stored.map((doc) => fromDocument(doc.id, doc.data()!));
    },

    async claimDue(nowIso, holder, leaseMs, limit) {
      const { now, until } = leaseWindow(nowIso, leaseMs);
      const due = await collection.where("state", "==", "pending").where("nextAttemptAt", "<=", now).orderBy("nextAttemptAt").limit(limit).get();
      const claimed = await Promise.all(due.docs.map((doc) => claimOne(doc, now, holder, until)));
      return claimedOldestFirst(claimed);
    },

    async claimIds(ids, nowIso, holder, leaseMs) {
      if (ids.length === 0) return [];
      const { now, until } = leaseWindow(nowIso, leaseMs);
      // One read of the named documents instead of the due query, which the emulator answers by scanning the
      // collection (docs/performance.md); each due one is then claimed as a queried one is.
      const read = await db.getAll(...ids.map((id) => collection.doc(id)));
      const due = read.filter((doc) => isDue(doc.data(), now));
      const claimed = await Promise.all(due.map((doc) => claimOne(doc, now, holder, until)));
      return claimedOldestFirst(claimed);
    },

    async settle(id, holder, outcome) {
      const ref = collection.doc(id);
      const own = ownClaims.get(id);
      ownClaims.delete(id);
      const givesUp = (outcome.state === "failed" || outcome.state === "bounced") && options.onGiveUp;
      // Untouched since this process's claim (its write's time): still leased to it, as the claim left it.
      if (own && own.holder === holder && !givesUp) {
        try {
          await ref.update(settledFields(own, outcome), { lastUpdateTime: own.writeTime });
          return true;
        } catch (error) {
          if (!isChangedSince(error)) throw error;
        }
      }
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const data = snapshot.data();
        if (!data || (data.lease as { holder?: string } | null)?.holder !== holder) return false;
        if (givesUp) await options.onGiveUp!(tx, fromDocument(id, data), outcome.attempt.at);
        tx.update(ref, settledFields(triesSoFar(data), outcome));
        return true;
      });
    },

    async get(id) {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? fromDocument(id, snapshot.data()!) : null;
    },

    async listForOwner(owner) {
      const snapshot = await ofOwner(db, owner).get();
      return snapshot.docs
        .map((doc) => fromDocument(doc.id, doc.data()))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },

    async eraseOwner(owner) {
      let erased = 0;
      for (;;) {
        const snapshot = await ofOwner(db, owner).limit(ERASE_BATCH).get();
        if (snapshot.empty) return erased;
        const batch = db.batch();
        for (const doc of snapshot.docs) batch.delete(doc.ref);
        await batch.commit();
        erased += snapshot.size;
      }
    },

    async withdrawRecipient(address, channels) {
      const recipient = address.trim().toLowerCase();
      if (channels.length === 0) return 0;
      // Served by the composite index (recipients array-contains, state) in firestore.indexes.json: a member's unsent messages only.
      const unsent = await collection.where("recipients", "array-contains", recipient).where("state", "in", ["pending", "held"]).get();
      const results = await Promise.all(
        unsent.docs
          .filter((doc) => channels.includes(doc.get("channel") as string))
          .map((doc) =>
            // Checked again in a transaction: a deliverer that sent it meanwhile keeps it as sent.
            db.runTransaction(async (tx) => {
              const snapshot = await tx.get(doc.ref);
              if (!["pending", "held"].includes(snapshot.get("state") as string)) return false;
              const others = (snapshot.get("recipients") as string[]).filter((one) => one.toLowerCase() !== recipient);
              if (others.length === 0) tx.delete(doc.ref);
              else tx.update(doc.ref, { recipients: others });
              return true;
            }),
          ),
      );
      return results.filter(Boolean).length;
    },

    async listGivenUp(channels, limit) {
      if (channels.length === 0) return [];
      // Served by the composite index (channel, state, createdAt) in firestore.indexes.json.
      const page = await collection.where("channel", "in", [...channels]).where("state", "in", ["failed", "bounced"]).orderBy("createdAt", "desc").limit(limit).get();
      return page.docs.map((doc) => fromDocument(doc.id, doc.data()));
    },

    async countByState() {
      const totals = await Promise.all(
        outboxStates.map(async (state) => [state, (await collection.where("state", "==", state).count().get()).data().count] as const),
      );
      return Object.fromEntries(totals) as Record<OutboxState, number>;
    },

    async holdPending() {
      return moveAll("pending", () => ({ state: "held", lease: null }));
    },

    async releaseHeld(now) {
      const due = Timestamp.fromDate(new Date(now));
      return moveAll("held", () => ({ state: "pending", nextAttemptAt: due }));
    },

    async countHeld() {
      return (await collection.where("state", "==", "held").count().get()).data().count;
    },
  };

  /**
   * Moves every message in one state to another, a page at a time; each update is checked in a transaction,
   * so a message a deliverer settled meanwhile keeps the state it was settled to.
   */
  async function moveAll(from: OutboxState, change: () => DocumentData): Promise<number> {
    let moved = 0;
    for (;;) {
      const page = await collection.where("state", "==", from).limit(200).get();
      if (page.empty) return moved;
      const results = await Promise.all(
        page.docs.map((doc) =>
          db.runTransaction(async (tx) => {
            const snapshot = await tx.get(doc.ref);
            if (snapshot.get("state") !== from) return false;
            tx.update(doc.ref, change());
            return true;
          }),
        ),
      );
      moved += results.filter(Boolean).length;
    }
  }
}
