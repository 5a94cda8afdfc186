import "server-only";

/**
 * One signed-in admin session, keyed by the random id its token carries. It holds what must hold on every
 * instance of the server: when the admin signed in, when they last made a request of their own, when a
 * Google admin's claim was last read from Firebase. Sign-out deletes it; an ended session has none.
 */
export interface SessionRecord {
  readonly id: string;
  readonly email: string;
  readonly provider: "password" | "firebase";
  /** The Firebase user a Google admin signed in as; null for a password admin. */
  readonly uid: string | null;
  /**
   * The device in a few plain words ("Chrome on Android", features/auth/session/device-label.ts), told from the
   * User-Agent at sign-in so the admin can tell their sessions apart; "" when unknown (and for records made before).
   */
  readonly device: string;
  /** Milliseconds since the epoch, as every time below. */
  readonly signedInAt: number;
  /** The admin's last request of their own: the account page's "last active", moved on at most once a minute. */
  readonly lastSeenAt: number;
  readonly claimCheckedAt: number;
  /** When the record may be forgotten (its lifetime's end): Firestore's TTL deletes it, SQLite on writes. */
  readonly expiresAt: number;
}

export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  /** The record, or null when there is none or it has expired. */
  find(id: string, now: number): Promise<SessionRecord | null>;
  /** Moves the last-seen or claim-checked time on (never back); a missing record stays missing. */
  update(id: string, times: { readonly lastSeenAt?: number; readonly claimCheckedAt?: number }): Promise<void>;
  /** Ends the session: later finds return null. */
  end(id: string): Promise<void>;
  /** The e-mail's sessions that have not expired, the most recently active first (the account page's list). */
  listByEmail(email: string, now: number): Promise<SessionRecord[]>;
  /** Ends every session of this e-mail but the one kept (the admin's own); returns how many ended. */
  endOthers(email: string, keepId: string): Promise<number>;
  /**
   * Ends every session at once, after a restore: the restored records are those of the backup's moment,
   * including sessions signed out or ended since. Returns how many there were.
   */
  endAll(): Promise<number>;
  /**
   * Spends a finished sign-in (its pending token's random id) on the session about to be issued: true the
   * first time, on any instance, false every time after, concurrent calls included, so one finished
   * sign-in gives one session. A create-only record, kept until `expiresAt` (the token's own end, after
   * which the token is refused anyway).
   */
  claimSignIn(id: string, expiresAt: number, now: number): Promise<boolean>;
}
