import "server-only";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import type { FigureHit } from "./beacon";
import { dimensionList, distinctValueCaps, keptValue, type Dimension } from "./dimensions";
import type { FigureCount, FiguresStore } from "./store";

/**
 * How many documents one day's counters are spread over.
 *
 * Firestore documents one sustained write per second per document as the rate beyond which updates to it
 * contend ("Distributed counters": throughput grows linearly with the number of shards), and bills per
 * document written and read. So a beacon writes ONE document: the day's counters live as map fields
 * (`counts.<dimension>.<value>`) of a shard document, and each beacon increments every counter it carries on
 * one shard picked at random, with FieldValue.increment (no transaction, no read first). Twenty shards take
 * about twenty beacons a second sustained (1.7 million a day), far past this site's traffic, and a burst
 * spreads over them. One document per (day, dimension, value, shard) would cost a visit's four counters four
 * writes instead of one, and a 90-day chart thousands of reads; here the admin page reads 20 documents a day
 * (1,800 for 90 days). A shard's map stays small: every dimension's values are capped per day.
 */
export const FIGURE_SHARDS = 20;

/**
 * A value as a map key. Firestore reserves field names of the form `__…__`, and a value is whatever a link
 * said (a campaign); the prefix keeps every key clear of that, and URI encoding of dots and backticks.
 */
function fieldKey(value: string): string {
  return `v${encodeURIComponent(value)}`;
}

function valueOfKey(key: string): string | null {
  if (!key.startsWith("v")) return null;
  try {
    return decodeURIComponent(key.slice(1));
  } catch {
    return null;
  }
}

function byDayDimensionValue(a: FigureCount, b: FigureCount): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.dimension !== b.dimension) return a.dimension < b.dimension ? -1 : 1;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

type Counts = Partial<Record<Dimension, Record<string, number>>>;
type KnownValues = Partial<Record<Dimension, Record<string, true>>>;

interface ShardDocument {
  readonly day: string;
  readonly counts?: Counts;
}

/**
 * Collections `figureCounts` (one document per day and shard, `<day>~<shard>`) and `figureValues` (one per
 * day: the values each dimension has counted, which is what the cap is checked against). The hot path reads
 * the day's values document and writes one shard; a value not seen yet that day is admitted in a transaction
 * on the values document, so the cap holds under any concurrency, and that happens at most the cap's number
 * of times per dimension per day. Once a dimension is full, junk goes straight to "other" without a transaction.
 */
export function createFirestoreFiguresStore(firestore: Firestore): FiguresStore {
  const counts = firestore.collection(firestoreCollections.figureCounts.name);
  const valuesCollection = firestore.collection(firestoreCollections.figureValues.name);

  /** Each hit's value as the cap lets it be counted, and the values it newly admits. */
  function resolve(hits: readonly FigureHit[], known: KnownValues) {
    const admitted: KnownValues = {};
    const resolved = hits.map(({ dimension, value }) => {
      const seen = new Set(Object.keys({ ...known[dimension], ...admitted[dimension] }).map(valueOfKey).filter((v): v is string => v !== null));
      const kept = keptValue(value, seen, distinctValueCaps[dimension]);
      if (!seen.has(kept)) (admitted[dimension] ??= {})[fieldKey(kept)] = true;
      return { dimension, value: kept };
    });
    return { resolved, admitted };
  }

  const hasAny = (values: KnownValues) => Object.values(values).some((entry) => entry && Object.keys(entry).length > 0);

  /*
   * The values each recent day is known to hold, as this instance has seen them. Only ever added to while
   * the day lasts (a value once counted stays counted), so a value found here is surely in the store and
   * costs no read; a value not found here is checked against the store, under the transaction.
   */
  const knownByDay = new Map<string, Promise<KnownValues>>();
  const KNOWN_DAYS_KEPT = 3;

  function knownOn(day: string): Promise<KnownValues> {
    let known = knownByDay.get(day);
    if (!known) {
      known = valuesCollection.doc(day).get().then((snapshot) => (snapshot.data()?.values ?? {}) as KnownValues);
      // A read that failed is not kept: the next beacon reads again.
      known.catch(() => knownByDay.delete(day));
      knownByDay.set(day, known);
      for (const kept of knownByDay.keys()) if (knownByDay.size > KNOWN_DAYS_KEPT && kept !== day) knownByDay.delete(kept);
    }
    return known;
  }

  function remember(day: string, values: KnownValues): void {
    knownByDay.set(day, Promise.resolve(values));
  }

  /*
   * New values are admitted one transaction at a time per instance: a burst of beacons carrying the same new
   * value then costs one transaction, and the beacons behind it find the value known. Transactions between
   * instances are what keeps the cap exact wherever the beacons land.
   */
  let admissions: Promise<unknown> = Promise.resolve();

  function admit(day: string, hits: readonly FigureHit[], expireAt: Timestamp): Promise<FigureHit[]> {
    const run = async (): Promise<FigureHit[]> => {
      const cached = resolve(hits, await knownOn(day));
      if (!hasAny(cached.admitted)) return cached.resolved;
      const valuesRef = valuesCollection.doc(day);
      const { resolved, merged } = await firestore.runTransaction(async (transaction) => {
        const stored = ((await transaction.get(valuesRef)).data()?.values ?? {}) as KnownValues;
        const outcome = resolve(hits, stored);
        if (hasAny(outcome.admitted)) transaction.set(valuesRef, { day, values: outcome.admitted, expireAt }, { merge: true });
        const all: KnownValues = { ...stored };
        for (const [dimension, keys] of Object.entries(outcome.admitted) as [Dimension, Record<string, true>][]) all[dimension] = { ...all[dimension], ...keys };
        return { resolved: outcome.resolved, merged: all };
      });
      // Remembered only once committed: a value this instance takes as known must be in the store.
      remember(day, merged);
      return resolved;
    };
    const next = admissions.then(run, run);
    admissions = next.catch(() => undefined);
    return next;
  }

  return {
    async add(day, hits, expiresAt) {
      if (hits.length === 0) return;
      const expireAt = Timestamp.fromDate(expiresAt);
      const first = resolve(hits, await knownOn(day));
      const resolved = hasAny(first.admitted) ? await admit(day, hits, expireAt) : first.resolved;
      const tally: Record<string, Record<string, number>> = {};
      for (const { dimension, value } of resolved) {
        const field = (tally[dimension] ??= {});
        field[fieldKey(value)] = (field[fieldKey(value)] ?? 0) + 1;
      }
      const increments = Object.fromEntries(
        Object.entries(tally).map(([dimension, keys]) => [dimension, Object.fromEntries(Object.entries(keys).map(([key, n]) => [key, FieldValue.increment(n)]))]),
      );
      const shard = Math.floor(Math.random() * FIGURE_SHARDS);
      // set with merge takes the nested keys as they are (not as dotted paths), and creates the shard on first use.
      await counts.doc(`${day}~${shard}`).set({ day, shard, counts: increments, expireAt }, { merge: true });
    },

    async read(from, to) {
      const snapshot = await counts.where("day", ">=", from).where("day", "<=", to).get();
      const totals = new Map<string, FigureCount>();
      for (const doc of snapshot.docs) {
        const data = doc.data() as ShardDocument;
        for (const dimension of dimensionList) {
          for (const [key, count] of Object.entries(data.counts?.[dimension] ?? {})) {
            const value = valueOfKey(key);
            if (value === null || typeof count !== "number") continue;
            const id = `${data.day}\u0000${dimension}\u0000${value}`;
            const before = totals.get(id)?.count ?? 0;
            totals.set(id, { day: data.day as CalendarDate, dimension, value, count: before + count });
          }
        }
      }
      return [...totals.values()].sort(byDayDimensionValue);
    },

    async purgeBefore(firstKept) {
      for (const day of [...knownByDay.keys()]) if (day < firstKept) knownByDay.delete(day);
      // TTL deletes expired days in production; this catches what it has not reached yet (and the emulator, which has no TTL).
      const days = new Set<string>();
      for (const collection of [counts, valuesCollection]) {
        const old = await collection.where("day", "<", firstKept).select("day").get();
        for (let start = 0; start < old.docs.length; start += 400) {
          const batch = firestore.batch();
          for (const doc of old.docs.slice(start, start + 400)) {
            days.add(String(doc.get("day")));
            batch.delete(doc.ref);
          }
          await batch.commit();
        }
      }
      return days.size;
    },
  };
}
