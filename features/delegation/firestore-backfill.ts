import "server-only";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours, type BusinessHours } from "@/platform/business-hours/settings";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import type { StoredNote, StoredStatusChange } from "@/features/delegation/firestore-mapping";
import { searchEntry, searchEntryId } from "@/features/delegation/firestore-search-index";
import { addMonths } from "@/features/delegation/retention";

const { delegationRequests, delegationReferences, delegationSearch } = firestoreCollections;
const expiryField = delegationRequests.ttlField;

/** Requests handled per batch: five writes each, under Firestore's 500 per batch. */
const BATCH = 80;

/** The last contact as the store records it: the latest staff status change or note, otherwise the creation. */
function lastContactOf(snapshot: DocumentSnapshot): Timestamp {
  const created = snapshot.get("createdAt") as Timestamp;
  const history = (snapshot.get("statusHistory") ?? []) as StoredStatusChange[];
  const notes = (snapshot.get("notes") ?? []) as StoredNote[];
  const moments = [
    ...history.filter((change) => change.by !== "system").map((change) => change.at),
    ...notes.map((note) => note.at),
  ].filter((at): at is Timestamp => at instanceof Timestamp);
  return moments.reduce((latest, at) => (at.toMillis() > latest.toMillis() ? at : latest), created);
}

/**
 * Brings requests stored before search entries and retention existed up to date: writes their two
 * search entries (words of the name, e-mail, company, phone and website; the owner), `lastContactAt` and
 * the TTL field on the request and its reference. Idempotent (every
 * write is a merge or an overwrite of derived data), so it can be run again after an interruption.
 * Returns how many requests it updated.
 */
export async function backfillFirestoreRequests(db: Firestore, retentionMonths: number, hours: BusinessHours = businessHours): Promise<number> {
  const requests = db.collection(delegationRequests.name);
  let updated = 0;
  let after: DocumentSnapshot | undefined;
  for (;;) {
    let page = requests.orderBy("__name__").limit(BATCH);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return updated;
    const batch = db.batch();
    for (const doc of snapshot.docs) {
      const createdAt = doc.get("createdAt") as Timestamp;
      const lastContactAt = (doc.get("lastContactAt") as Timestamp | undefined) ?? lastContactOf(doc);
      const expiry = { [expiryField]: Timestamp.fromDate(addMonths(lastContactAt.toDate(), retentionMonths)) };
      const fields = {
        fullName: String(doc.get("fullName") ?? ""),
        email: String(doc.get("email") ?? ""),
        company: String(doc.get("company") ?? ""),
        phone: (doc.get("phone") as string | null | undefined) ?? null,
        website: (doc.get("website") as string | null | undefined) ?? null,
        roles: (doc.get("roles") ?? []) as string[],
      };
      // The reminder sweep reads by the reply due time: one stored before it gets its due from its creation (a
      // due time already there, perhaps moved by a canceled call, stays).
      const due = doc.get("replyDueAt") instanceof Timestamp ? {} : { replyDueAt: Timestamp.fromDate(replyDueAt(createdAt.toDate(), hours)) };
      batch.set(doc.ref, { lastContactAt, ...expiry, ...due }, { merge: true });
      const reference: unknown = doc.get("reference");
      if (typeof reference === "string") batch.set(db.collection(delegationReferences.name).doc(reference), { requestKey: doc.id, ...expiry }, { merge: true });
      for (const order of ["newest", "oldest"] as const) {
        batch.set(db.collection(delegationSearch.name).doc(searchEntryId(order, createdAt.toMillis(), doc.get("id") as string)), {
          ...searchEntry(order, fields, String(doc.get("status")), doc.id, (doc.get("owner") as string | null | undefined) ?? null),
          ...expiry,
        });
      }
      updated += 1;
    }
    await batch.commit();
    after = snapshot.docs.at(-1);
  }
}
