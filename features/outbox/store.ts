import "server-only";

/** Who a message is for: the buyer, the sales inbox, the sales channel's webhook, or either side of a booked call. */
export const outboxChannels = ["buyer-confirmation", "staff-alert", "webhook", "call-buyer", "call-staff"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * pending: still to be delivered (or being delivered under a lease); sent: accepted by the other side;
 * failed: given up after the attempt limit; bounced: refused for good at SMTP time (the recipient does not exist);
 * held: pending when a backup was restored, so perhaps sent since; nothing delivers it until an admin releases it.
 */
export const outboxStates = ["pending", "sent", "failed", "bounced", "held"] as const;
export type OutboxState = (typeof outboxStates)[number];

/** An e-mail as composed when the request was stored: every try sends exactly this. */
export interface MailPayload {
  readonly kind: "mail";
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** A calendar invitation (.ics) sent with it: REQUEST books or moves the event, CANCEL removes it. */
  readonly calendar?: CalendarPart;
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

/** A message as the request's create() writes it: the store adds the id, the state and the times. */
export interface OutboxDraft {
  readonly channel: OutboxChannel;
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
  readonly requestId: string;
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

/**
 * The messages the site owes. They are written by the delegation store's create(), in the request's own
 * atomic write; this store claims, settles and reads them. Claiming is the only way to send: a claim is a
 * lease in the store, so two instances never hold one message at once, and a holder that dies loses it
 * when the lease ends (the claim moves nextAttemptAt to the lease's end, so an expired lease is just due).
 */
export interface OutboxStore {
  /** Leases up to `limit` pending messages due at `now` (ISO 8601) to `holder` for `leaseMs`; oldest due first. */
  claimDue(now: string, holder: string, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  /** Writes a try's outcome and ends the lease; false (and nothing written) when `holder` no longer holds it. */
  settle(id: string, holder: string, outcome: OutboxOutcome): Promise<boolean>;
  get(id: string): Promise<OutboxMessage | null>;
  /** A request's messages, oldest first. */
  listForRequest(requestId: string): Promise<OutboxMessage[]>;
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
