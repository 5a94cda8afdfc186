import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { pickFields } from "@/features/delegation/fields";
import type { Assignment, DelegationRequest, RequestNote, StatusChange } from "@/features/delegation/store";

/** A record as the document holds it: the named ISO 8601 strings are Timestamps there. */
type WithTimestamps<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]: Timestamp };

/** A history or note entry inside the document (arrays cannot hold server timestamps, so each has its own). */
export type StoredStatusChange = WithTimestamps<StatusChange, "at">;
/** Notes written before notes had types lack `kind` and `followUpOn`. */
export type StoredNote = WithTimestamps<Omit<RequestNote, "kind" | "followUpOn">, "at"> & Partial<Pick<RequestNote, "kind" | "followUpOn">>;
export type StoredAssignment = WithTimestamps<Assignment, "at">;

/**
 * The document as read back: the request with Timestamps for its dates (createdAt is one once the server
 * has filled it in), so a field added to the request is in the document without a second edit.
 */
export type DelegationDocument = WithTimestamps<
  Omit<DelegationRequest, "statusHistory" | "notes" | "lastContactAt" | "owner" | "assignments" | "followUpOn" | "failedReplies">,
  "createdAt" | "consentAt"
> & {
  readonly statusHistory: readonly StoredStatusChange[];
  readonly notes: readonly StoredNote[];
  /** Absent only on documents written before it existed: their creation counts. */
  readonly lastContactAt?: Timestamp;
  /** The lead desk's fields: absent until a request is first assigned or given a follow-up. */
  readonly owner?: string | null;
  readonly assignments?: readonly StoredAssignment[];
  readonly followUpOn?: string | null;
  /** Replies from the desk the outbox gave up on: absent until the first. */
  readonly failedReplies?: readonly { readonly sentAt: Timestamp; readonly failedAt: Timestamp }[];
};

export function toTimestamp(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  // A document read inside the same write can still hold a pending server timestamp.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return new Date(value).toISOString();
  throw new TypeError("Expected a Firestore timestamp");
}

export function fromDocument(data: Record<string, unknown>): DelegationRequest {
  const doc = data as unknown as DelegationDocument;
  return {
    id: doc.id,
    reference: doc.reference,
    createdAt: toIso(doc.createdAt),
    status: doc.status,
    ...pickFields(doc),
    consentAt: toIso(doc.consentAt),
    source: { ...doc.source },
    statusHistory: (doc.statusHistory ?? []).map(
      (entry): StatusChange => ({ status: entry.status, by: entry.by, at: toIso(entry.at) }),
    ),
    notes: (doc.notes ?? []).map(
      (note): RequestNote => ({
        id: note.id,
        author: note.author,
        body: note.body,
        at: toIso(note.at),
        kind: note.kind ?? "note",
        followUpOn: note.followUpOn ?? null,
      }),
    ),
    lastContactAt: toIso(doc.lastContactAt ?? doc.createdAt),
    owner: doc.owner ?? null,
    assignments: (doc.assignments ?? []).map((entry): Assignment => ({ owner: entry.owner, by: entry.by, at: toIso(entry.at) })),
    followUpOn: doc.followUpOn ?? null,
    ...(doc.failedReplies?.length ? { failedReplies: doc.failedReplies.map((failed) => ({ sentAt: toIso(failed.sentAt), failedAt: toIso(failed.failedAt) })) } : {}),
  };
}

/**
 * Firestore keeps microseconds; an ISO string keeps milliseconds. A cursor built from the ISO string
 * could skip a request created in the same millisecond, so Firestore cursors carry the exact timestamp.
 */
export interface FirestoreCursor {
  readonly seconds: number;
  readonly nanoseconds: number;
  readonly id: string;
}

export function encodeFirestoreCursor(createdAt: Timestamp, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.seconds, createdAt.nanoseconds, id]), "utf8").toString("base64url");
}

export function decodeFirestoreCursor(cursor: string | undefined): FirestoreCursor | null {
  if (!cursor || cursor.length > 500) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [seconds, nanoseconds, id] = value as unknown[];
    if (!Number.isSafeInteger(seconds) || !Number.isInteger(nanoseconds) || typeof id !== "string") return null;
    if ((nanoseconds as number) < 0 || (nanoseconds as number) > 999_999_999) return null;
    return { seconds: seconds as number, nanoseconds: nanoseconds as number, id };
  } catch {
    return null;
  }
}
