import "server-only";
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { isAlreadyExists } from "@/platform/firebase/admin";
import { memberAt, passesCeiling, type RateHit, type RateHitResult, type RateLimitStore } from "@/platform/rate-limit/store";

interface CounterDocument {
  readonly count: number;
  readonly lastAt: number;
  readonly expiresAt: Timestamp;
}

function isLive(data: { expiresAt?: Timestamp } | undefined, now: number): boolean {
  return data?.expiresAt !== undefined && data.expiresAt.toMillis() > now;
}

/**
 * Collection `rateLimits`. A counter is one document per policy, subject and window, changed only by
 * FieldValue.increment, so hits never wait on each other's locks: on the emulator a burst of 30 hits on
 * one counter took 19–50 ms as increments, 81–591 ms as transactions (18 s on a busy machine). A counted
 * member is a document of its own (`<counter>~<member>`), made with create() in the same batch as the
 * increment, so the second of two identical hits fails whole wherever they run, and counts nothing.
 *
 * The ceiling is checked after the increment, on the count the commit answers (what the increment came to,
 * commitCounting below; read back where the client does not say): a hit that finds the count past the
 * ceiling takes its increment (and its member) back and is refused. Every admitted hit's increment is in
 * the count the last admitted one read, so no more than the ceiling are ever admitted; in a burst right at
 * the ceiling a few may be refused that one-at-a-time would have passed, which errs on the safe side.
 * `addAll` commits every hit's member and increment together and has every count in the commit's answer (one
 * round trip for any number of limits, not two each); when its first hit is refused, the others' increments are
 * taken back with it, so for that moment another hit may see them and be refused too: the same safe side.
 *
 * `expiresAt` is a Timestamp so a Firestore TTL policy on that field deletes spent counters and members
 * (platform/db/firestore-collections.ts); reads ignore an expired document that TTL has not removed yet (TTL
 * deletes within a day or so, not at the second).
 */
/** What each counter's increment came to, in the commit's order of hits; null when the client did not say. */
type CommittedCounts = number[] | null;

/** The client's internal commit, which answers the server's CommitResponse as it came. */
interface RawCommitBatch {
  _commit?: (options: { retryCodes: number[] }) => Promise<{ writeResults?: { transformResults?: { integerValue?: string | number; doubleValue?: number }[] | null }[] | null }>;
}

// The public commit's retries: ABORTED, RESOURCE_EXHAUSTED, UNAVAILABLE (the client's configuration for Commit).
const commitRetryCodes = [10, 8, 14];

/**
 * Commits the batch and answers what the increments at `counterWrites` (indexes of its writes) came to. Firestore
 * applies an increment atomically with the commit and answers its result (the write's transform results), so the
 * count comes back without a read: the same count the read back gave, taken at the commit, so each hit on a
 * counter sees its own number, with every increment committed before it. The public commit() drops that
 * answer; the client's internal _commit() returns it (@google-cloud/firestore 7). Another version without it, or
 * an answer without the results, gives null, and the caller reads the counts back as before.
 */
async function commitCounting(batch: WriteBatch, counterWrites: readonly number[]): Promise<CommittedCounts> {
  const raw = batch as unknown as RawCommitBatch;
  if (typeof raw._commit !== "function") {
    await batch.commit();
    return null;
  }
  // Errors are the ones the public commit() throws (its wrapper adds only the caller's stack): ALREADY_EXISTS too.
  const response = await raw._commit({ retryCodes: commitRetryCodes });
  const counts = counterWrites.map((index) => {
    const value = response.writeResults?.[index]?.transformResults?.[0];
    const count = Number(value?.integerValue ?? value?.doubleValue);
    return Number.isFinite(count) ? count : null;
  });
  return counts.every((count): count is number => count !== null) ? counts : null;
}

export function createFirestoreRateLimitStore(firestore: Firestore): RateLimitStore {
  const collection = firestore.collection(firestoreCollections.rateLimits.name);
  const memberRef = (key: string, member: string) => collection.doc(`${key}~${member}`);

  async function countOf(ref: DocumentReference, now: number): Promise<number> {
    return liveCount((await ref.get()).data() as CounterDocument | undefined, now);
  }

  function liveCount(data: CounterDocument | undefined, now: number): number {
    return isLive(data, now) ? (data?.count ?? 0) : 0;
  }

  function incrementOf(hit: RateHit) {
    return { count: FieldValue.increment(1), lastAt: hit.at, expiresAt: Timestamp.fromMillis(hit.expiresAt) };
  }

  /** Takes one counted hit back: its increment and its member. */
  function undoInto(batch: WriteBatch, key: string, hit: RateHit): void {
    batch.set(collection.doc(key), { count: FieldValue.increment(-1) }, { merge: true });
    if (hit.member !== undefined) batch.delete(memberRef(key, hit.member));
  }

  async function addOne(key: string, hit: RateHit): Promise<RateHitResult> {
    const ref = collection.doc(key);
    // A key names its window, and hits only ever land in the current one: a counter is written only
    // before it expires, so no hit has to restart an expired one.
    const increment = incrementOf(hit);
    // The member and its count in one commit: one round trip, not two, and never a member without its count.
    const batch = firestore.batch();
    if (hit.member !== undefined) batch.create(memberRef(key, hit.member), { at: hit.at, expiresAt: increment.expiresAt });
    batch.set(ref, increment, { merge: true });
    let committed: CommittedCounts;
    try {
      committed = await commitCounting(batch, [hit.member === undefined ? 0 : 1]);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      return { outcome: "seen", count: await countOf(ref, hit.at) };
    }
    const count = committed?.[0] ?? (await countOf(ref, hit.at));
    if (hit.ceiling !== undefined && passesCeiling(count, hit.ceiling)) {
      const undo = firestore.batch();
      undoInto(undo, key, hit);
      await undo.commit();
      return { outcome: "full", count: count - 1 };
    }
    return { outcome: "counted", count };
  }

  return {
    async read(keys, now, member) {
      if (keys.length === 0) return [];
      const refs = keys.map((key) => collection.doc(key));
      // Only the members asked are read, after the counters, in the same round trip.
      const asked = keys.flatMap((key, index) => {
        const one = memberAt(member, index);
        return one === undefined ? [] : [{ index, ref: memberRef(key, one) }];
      });
      const snapshots = await firestore.getAll(...refs, ...asked.map((entry) => entry.ref));
      const memberData = new Map(asked.map((entry, position) => [entry.index, snapshots[keys.length + position]?.data()]));
      return keys.map((_key, index) => {
        const data = snapshots[index]?.data() as CounterDocument | undefined;
        if (!isLive(data, now) || !data) return null;
        return { count: data.count, lastAt: data.lastAt, hasMember: isLive(memberData.get(index) as { expiresAt?: Timestamp } | undefined, now) };
      });
    },

    add: addOne,

    async addAll(hits) {
      const [first, ...rest] = hits;
      if (!first) return [];
      // Every member and increment in one commit; when a member was already counted the commit fails whole
      // (nothing counted), and the hits go one at a time, as `add` would, to say which one was seen.
      const batch = firestore.batch();
      const counterWrites: number[] = [];
      let writes = 0;
      for (const { key, hit } of hits) {
        const increment = incrementOf(hit);
        if (hit.member !== undefined) {
          batch.create(memberRef(key, hit.member), { at: hit.at, expiresAt: increment.expiresAt });
          writes += 1;
        }
        batch.set(collection.doc(key), increment, { merge: true });
        counterWrites.push(writes);
        writes += 1;
      }
      let committed: CommittedCounts;
      try {
        committed = await commitCounting(batch, counterWrites);
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        const head = await addOne(first.key, first.hit);
        if (head.outcome === "full") return [head, ...rest.map(() => null)];
        return [head, ...(await Promise.all(rest.map(({ key, hit }) => addOne(key, hit))))];
      }
      // Each ceiling is checked on the count after the increment, as in `add`: every admitted hit's increment is in
      // it. The commit's own answer says what each increment came to (no read back); a client that drops it reads.
      const counts =
        committed ??
        (await firestore.getAll(...hits.map(({ key }) => collection.doc(key)))).map((snapshot, index) =>
          liveCount(snapshot.data() as CounterDocument | undefined, hits[index]!.hit.at),
        );
      const over = hits.map(({ hit }, index) => hit.ceiling !== undefined && passesCeiling(counts[index]!, hit.ceiling));
      const undo = firestore.batch();
      if (over[0]) {
        // The first refused: none of them counts.
        for (const { key, hit } of hits) undoInto(undo, key, hit);
        await undo.commit();
        return [{ outcome: "full", count: counts[0]! - 1 }, ...rest.map(() => null)];
      }
      const results = hits.map((_entry, index): RateHitResult => (over[index] ? { outcome: "full", count: counts[index]! - 1 } : { outcome: "counted", count: counts[index]! }));
      if (over.some(Boolean)) {
        hits.forEach(({ key, hit }, index) => {
          if (over[index]) undoInto(undo, key, hit);
        });
        await undo.commit();
      }
      return results;
    },

    async clear(keys) {
      // Members go with their counter: listed by id range, since every member id starts with "<counter>~".
      const batch = firestore.batch();
      for (const key of keys) {
        batch.delete(collection.doc(key));
        const members = await collection.orderBy("__name__").startAt(`${key}~`).endAt(`${key}~\uf8ff`).select().get();
        for (const doc of members.docs) batch.delete(doc.ref);
      }
      await batch.commit();
    },
  };
}
