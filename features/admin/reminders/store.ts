import "server-only";
import type { OutboxOwner } from "@/features/outbox/owners";
import type { OutboxDraft } from "@/features/outbox/store";

/** One reminder to write: its create-only key, and the message it owes. */
export interface ReminderWrite {
  /** sweep-rules.ts reminderKey: per lead, kind and due time, or per admin and day. */
  readonly key: string;
  readonly owner: OutboxOwner;
  readonly drafts: readonly OutboxDraft[];
}

/**
 * What makes each reminder once only, on every instance: a create-only key written in the same atomic write
 * as its outbox message (a SQLite transaction, a Firestore transaction). Two sweeps at once both try; one
 * writes the key and the message, the other neither.
 */
export interface ReminderStore {
  /** Which of these keys are already written. */
  written(keys: readonly string[]): Promise<Set<string>>;
  /**
   * Writes the key and its messages together, due at `at` (ISO 8601), kept until `expiresAt` (Firestore's TTL,
   * for the key and the messages); false, with nothing written, when the key is there already.
   */
  record(write: ReminderWrite, at: string, expiresAt: string): Promise<boolean>;
  /** Deletes keys written before `cutoff` (ISO 8601): long past any due time a sweep still reads. Returns how many. */
  purgeBefore(cutoff: string): Promise<number>;
}
