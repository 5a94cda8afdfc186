import "server-only";
import type { OutboxOwner } from "@/features/outbox/owners";

/**
 * pending: still to be delivered (or being delivered under a lease); sent: accepted by the other side;
 * failed: given up after the attempt limit; bounced: refused for good at SMTP time (the recipient does not exist);
 * held: pending when a backup was restored, so perhaps sent since; nothing delivers it until an admin releases it.
 */
export const outboxStates = ["pending", "sent", "failed", "bounced", "held"] as const;
export type OutboxState = (typeof outboxStates)[number];

/** An e-mail as composed when it was queued: every try sends exactly this. */
export interface MailPayload {
  readonly kind: "mail";
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** A calendar invitation (.ics) sent with it: REQUEST books or moves the event, CANCEL removes it. */
  readonly calendar?: CalendarPart;
  /** Where answers go, when a person wrote it (a reply from the desk: the signed-in admin's address); From stays MAIL_FROM. */
  readonly replyTo?: string;
}

export interface CalendarPart {
  readonly method: "REQUEST" | "CANCEL";
  readonly content: string;
}

/** The webhook's JSON body, serialised once, so every try signs and sends the same bytes. */
export interface WebhookPayload {
  readonly kind: "webhook";
  readonly body: string;
}

export type OutboxPayload = MailPayload | WebhookPayload;

/** How a payload travels: the outbox's two transports, each with its sender. */
export type OutboxTransport = OutboxPayload["kind"];

/** A message as its feature composes it (features/outbox/channels.ts, `draft`): the store adds the owner, the id, the state and the times. */
export interface OutboxDraft {
  /** The kind of message, a channel some feature declares: "buyer-confirmation", "call-staff", … */
  readonly channel: string;
  /** E-mail addresses, or the webhook's URL. */
  readonly recipients: readonly string[];
  readonly payload: OutboxPayload;
}

export interface OutboxAttempt {
  /** ISO 8601. */
  readonly at: string;
  readonly ok: boolean;
  /** What the other side or the network said, capped; null on success. */
  readonly error: string | null;
}

export interface OutboxLease {
  readonly holder: string;
  /** ISO 8601: after this, another deliverer may claim the message. */
  readonly until: string;
}

export interface OutboxMessage extends OutboxDraft {
  /** Stable: the SMTP Message-ID's local part and the webhook-id, the same on every try. */
  readonly id: string;
  /** Whose message it is: it is listed and erased with its owner. */
  readonly owner: OutboxOwner;
  readonly state: OutboxState;
  /** Every try counted, including those no longer in `attempts`. */
  readonly attemptCount: number;
  /** The latest tries, oldest first, capped (outboxSettings.keptAttempts). */
  readonly attempts: readonly OutboxAttempt[];
  /** ISO 8601 when pending; null once settled. While leased, the lease's end. */
  readonly nextAttemptAt: string | null;
  readonly lease: OutboxLease | null;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** What a deliverer writes back after one try. */
export interface OutboxOutcome {
  readonly attempt: OutboxAttempt;
  /** Never "held": only a restore holds a message, and only an admin's release ends it. */
  readonly state: Exclude<OutboxState, "held">;
  /** When to try again (pending), null otherwise. */
  readonly nextAttemptAt: string | null;
  readonly keptAttempts: number;
}

/** When an owner's new messages are written and until when they are kept. */
export interface EnqueueOptions {
  /** ISO 8601: their creation, and when they are first due. */
  readonly at: string;
  /**
   * ISO 8601: when Firestore's TTL policy may delete them, whatever their state (a request's messages carry
   * the request's expiry). SQLite has no TTL: there the owner's feature erases them (eraseOwner) when it
   * erases or purges the owner, as the request's purge does.
   */
  readonly expiresAt: string;
}

/**
 * The messages the site owes. A feature writes its owner's messages in the owner's own atomic write where it
 * has one (the request's create(), a booking's transaction: features/outbox/sqlite.ts and firestore.ts export the
 * writers), or with enqueue(); this store claims, settles, reads and erases them. Claiming is the only way to
 * send: a claim is a lease in the store, so two instances never hold one message at once, and a holder that
 * dies loses it when the lease ends (the claim moves nextAttemptAt to the lease's end, so an expired lease is
 * just due).
 */
export interface OutboxStore {
  /** Writes an owner's new messages in one write, each due at once; returns them as stored. Throws on a malformed draft, writing none. */
  enqueue(owner: OutboxOwner, drafts: readonly OutboxDraft[], options: EnqueueOptions): Promise<OutboxMessage[]>;
  /** Leases up to `limit` pending messages due at `now` (ISO 8601) to `holder` for `leaseMs`; oldest due first. */
  claimDue(now: string, holder: string, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  /**
   * The same for named messages only (those a write just stored): leases those of `ids` that are pending and due,
   * without looking for any other. An id that is missing, leased, settled or not yet due is passed over.
   */
  claimIds(ids: readonly string[], now: string, holder: string, leaseMs: number): Promise<OutboxMessage[]>;
  /** Writes a try's outcome and ends the lease; false (and nothing written) when `holder` no longer holds it. */
  settle(id: string, holder: string, outcome: OutboxOutcome): Promise<boolean>;
  get(id: string): Promise<OutboxMessage | null>;
  /** An owner's messages, oldest first. */
  listForOwner(owner: OutboxOwner): Promise<OutboxMessage[]>;
  /**
   * Deletes an owner's messages, whatever their state; returns how many. For an owner whose feature erases it
   * (a request's store deletes the request's messages itself, in the same write as the request).
   */
  eraseOwner(owner: OutboxOwner): Promise<number>;
  /**
   * Takes `recipient` (an e-mail address, compared lower-cased) off every message of these channels not yet
   * sent (pending, leased or not, and held): a message to them alone is deleted, one to others as well goes to
   * the others only. Sent, failed and bounced messages stay as they are. Returns how many messages changed; a
   * second call finds none, so a caller may repeat it. For a member leaving the team (features/admin/team.ts).
   */
  withdrawRecipient(recipient: string, channels: readonly string[]): Promise<number>;
  /** Messages of these channels the outbox gave up on (failed or bounced), newest first, at most `limit`: the dashboard's notice. */
  listGivenUp(channels: readonly string[], limit: number): Promise<OutboxMessage[]>;
  /** Counts messages by state: the admin area's health line and the tests. */
  countByState(): Promise<Readonly<Record<OutboxState, number>>>;
  /**
   * After a restore: every pending message (leased or not) becomes held, since the backup cannot tell which
   * of them went out after it was taken. Returns how many.
   */
  holdPending(): Promise<number>;
  /** An admin's release: every held message is pending again, due at `now` (ISO 8601). Returns how many. */
  releaseHeld(now: string): Promise<number>;
  /** How many messages are held: the dashboard asks on every view, so one count, not one per state. */
  countHeld(): Promise<number>;
}
