import "server-only";
import type { DelegationFields } from "@/features/delegation/fields";
import type { DelegationStatus, NoteKind, RoleId } from "@/features/delegation/options";
import type { OutboxDraft } from "@/features/outbox/store";
import type { BusinessHours } from "@/platform/business-hours/settings";

export type { DelegationFields } from "@/features/delegation/fields";
export type { DelegationStatus, NoteKind, RoleId } from "@/features/delegation/options";

/** Where a request came from; every value is capped and optional because browsers send what they like. */
export interface RequestSource {
  readonly path: string;
  readonly referrer: string | null;
  readonly utmSource: string | null;
  readonly utmMedium: string | null;
  readonly utmCampaign: string | null;
  readonly utmTerm: string | null;
  readonly utmContent: string | null;
  readonly userAgent: string | null;
}

export interface StatusChange {
  readonly status: DelegationStatus;
  /** Who made the change: "system" for the initial status, otherwise the admin's identifier. */
  readonly by: string;
  readonly at: string;
}

export interface RequestNote {
  readonly id: string;
  readonly author: string;
  readonly body: string;
  readonly at: string;
  /** Notes stored before notes had types read as "note". */
  readonly kind: NoteKind;
  /** A calendar date (YYYY-MM-DD, the team's calendar) to come back to the request; null when none. */
  readonly followUpOn: string | null;
}

/** A reply written on the desk that the outbox gave up on: the lead waits for a reply again from `failedAt`. */
export interface FailedReply {
  /** ISO 8601: when it was sent, which is also when its e-mail note was written (one write), so the note no longer counts as a reply. */
  readonly sentAt: string;
  /** ISO 8601: when the outbox gave up (its last try failed, or the address refused it for good). */
  readonly failedAt: string;
}

/** What a new note carries besides its text. */
export interface NoteDetails {
  readonly kind: NoteKind;
  readonly followUpOn: string | null;
}

export interface Assignment {
  /** The admin's e-mail (their identifier), or null when the request was left without an owner. */
  readonly owner: string | null;
  readonly by: string;
  readonly at: string;
}

/** A stored delegation request, as plain data: no database types leak out of the adapters. */
export interface DelegationRequest extends DelegationFields {
  readonly id: string;
  /** Human-friendly, e.g. "DR-7K2F9Q"; unique. */
  readonly reference: string;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly status: DelegationStatus;
  /** When the visitor accepted the privacy policy (ISO 8601); the form cannot be sent without it. */
  readonly consentAt: string;
  readonly source: RequestSource;
  /** Oldest first; the first entry is always { status: "new", by: "system" }. */
  readonly statusHistory: readonly StatusChange[];
  /** Oldest first. */
  readonly notes: readonly RequestNote[];
  /** The admin who answers this lead (their e-mail); null while nobody does. */
  readonly owner: string | null;
  /** Every change of owner, oldest first; empty until someone is assigned. */
  readonly assignments: readonly Assignment[];
  /** The follow-up date of the latest note (YYYY-MM-DD); a later note without one clears it. */
  readonly followUpOn: string | null;
  /**
   * The last contact with the visitor (ISO 8601): the latest status change or note by staff, otherwise
   * the creation. Retention counts from here.
   */
  readonly lastContactAt: string;
  /** Replies from the desk that never reached the buyer, oldest first; absent while there are none. */
  readonly failedReplies?: readonly FailedReply[];
}

/** Builds a new request's messages from the request as stored; called inside the write, so it must not do I/O. */
export type OutboxDrafter = (request: DelegationRequest) => readonly OutboxDraft[];

export interface NewDelegationRequest {
  /** From the signed form token; a second create with the same key returns the first request. */
  readonly idempotencyKey: string;
  readonly fields: DelegationFields;
  readonly consentAt: string;
  readonly source: RequestSource;
  /**
   * The messages the new request owes, built from it as stored and written in the same atomic write (so a
   * request is never stored without them, nor they without it). A replay of the key writes none.
   */
  readonly outbox?: OutboxDrafter;
}

export interface CreateResult {
  readonly request: DelegationRequest;
  /** False when the idempotency key had been seen and the existing request came back. */
  readonly created: boolean;
  /** The messages this create stored with the request (`outbox`), in order; none for a replay. */
  readonly messageIds: readonly string[];
}

export type ListSort = "newest" | "oldest";

export interface ListQuery {
  readonly status?: DelegationStatus;
  readonly role?: RoleId;
  /** Inclusive lower bound on createdAt (ISO 8601 date or date-time). */
  readonly from?: string;
  /** Exclusive upper bound on createdAt (ISO 8601 date or date-time). */
  readonly to?: string;
  /**
   * Case-insensitive; matches requests where some word of the full name, e-mail, company or website's host,
   * or some tail of the phone's digits, starts with the term (so "acm" finds "Acme Ltd" and "jane@acme.io",
   * "7946" finds "+44 20 7946 0000"). Whitespace-separated terms must all match.
   * Served from an index of words in both stores, so its cost follows the matches, not the collection.
   */
  readonly search?: string;
  /** An admin's e-mail: only requests they own; null: only requests nobody owns; absent: any. */
  readonly owner?: string | null;
  readonly sort: ListSort;
  /** Opaque, from a previous page's nextCursor. */
  readonly cursor?: string;
  /** 1–100. */
  readonly limit: number;
}

export interface ListPage {
  readonly items: readonly DelegationRequest[];
  /** Null on the last page. */
  readonly nextCursor: string | null;
}

export type StatusCounts = Readonly<Record<DelegationStatus, number>>;

/** What every adapter's factory takes besides its database. */
export interface DelegationStoreOptions {
  /** Tests pass a fixed sequence to force a reference clash; the random generator otherwise. */
  readonly generateReference?: () => string;
  /** The clock for createdAt, status changes, notes and last contact; tests control it. */
  readonly now?: () => Date;
  /**
   * Months a request is kept after its last contact. Firestore writes the resulting expiry into a TTL
   * field; every store's purge takes its cutoff from the caller.
   */
  readonly retentionMonths?: number;
  /** Told how many documents (Firestore) or request rows (SQLite) each query read: tests and the bench count cost. */
  readonly onRead?: (count: number) => void;
  /**
   * The team's hours, for the reply due time each request stores (platform/business-hours/reply-due.ts) so the
   * reminder sweep reads by it; the site's own (platform/business-hours/settings.ts) unless a test passes others.
   */
  readonly hours?: BusinessHours;
}

/**
 * The one contract every storage adapter meets (tests/contract runs the same suite against each).
 * It knows nothing about sessions: callers authorise before they call.
 * Methods taking an id resolve to null (or false) when no such request exists.
 */
export interface DelegationRequestStore {
  create(input: NewDelegationRequest): Promise<CreateResult>;
  /**
   * `key`: the idempotency key the request was created with, where the caller has it (the booking link the
   * form's answer issues carries it). A store that names its record by the key reads that record directly,
   * no query; the answer is the same as without it, and a key that does not name this id's request is ignored.
   */
  get(id: string, key?: string): Promise<DelegationRequest | null>;
  list(query: ListQuery): Promise<ListPage>;
  updateStatus(id: string, status: DelegationStatus, by: string): Promise<DelegationRequest | null>;
  /**
   * Without details the note is a plain "note" with no follow-up. `outbox`: the messages the note records (a
   * reply written on the desk, logged as an e-mail note), built from the request as stored after it and written
   * in the same atomic write.
   */
  addNote(id: string, author: string, body: string, details?: NoteDetails, outbox?: OutboxDrafter): Promise<DelegationRequest | null>;
  /**
   * Sets (or, with null, clears) the owner and records who did it and when; not a contact with the visitor.
   * `outbox`: the messages the change owes (the new owner's e-mail), built from the request as stored after
   * it and written in the same atomic write.
   */
  assign(id: string, owner: string | null, by: string, outbox?: OutboxDrafter): Promise<DelegationRequest | null>;
  /** The request with this reference (compared case-insensitively), or null. */
  getByReference(reference: string): Promise<DelegationRequest | null>;
  /**
   * Requests still "new" whose stored reply due time is within [from, to] (ISO 8601), earliest due first, at most
   * `limit`: the reminder sweep's read, served by an index on (status, due time). The due time is stored at
   * creation and moved in the writes that change it (a canceled call, a reply the outbox gave up on); the caller applies the whole reply rule (notes, calls) to what it gets.
   */
  listAwaitingReply(from: string, to: string, limit: number): Promise<DelegationRequest[]>;
  /** Requests whose follow-up date is on or before `date` (YYYY-MM-DD), earliest follow-up first, at most `limit`. */
  listFollowUpsDue(date: string, limit: number): Promise<DelegationRequest[]>;
  delete(id: string): Promise<boolean>;
  countByStatus(): Promise<StatusCounts>;
  /** Every request sent from this e-mail address (compared whole, lower-cased), newest first. */
  listByEmail(email: string): Promise<DelegationRequest[]>;
  /** Deletes, with their notes and history, the requests whose last contact is before `cutoff` (ISO 8601); returns how many. */
  purgeContactedBefore(cutoff: string): Promise<number>;
}
