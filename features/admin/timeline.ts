import type { DelegationStatus, NoteKind } from "@/features/delegation/options";
import type { Assignment, RequestNote, StatusChange } from "@/features/delegation/store";

/** A message the site sent (or tried to send) about a request, as the outbox reports it. */
export interface TimelineMessage {
  /** The kind of message, a channel its feature declares (features/admin/outbox-kinds.ts gives each its label). */
  readonly channel: string;
  /** ISO 8601. */
  readonly at: string;
  readonly outcome: "queued" | "sent" | "failed" | "bounced";
  /** What the other side answered, when it said something worth keeping; null otherwise. */
  readonly detail: string | null;
}

/** What the timeline reads of a request: its status history, notes and assignments. */
export interface TimelineSource {
  readonly statusHistory: readonly StatusChange[];
  readonly notes: readonly RequestNote[];
  readonly assignments: readonly Assignment[];
}

export type TimelineEntry =
  | { readonly type: "status"; readonly at: string; readonly by: string; readonly status: DelegationStatus }
  | {
      readonly type: "note";
      readonly at: string;
      readonly by: string;
      readonly id: string;
      readonly kind: NoteKind;
      readonly body: string;
      readonly followUpOn: string | null;
    }
  | { readonly type: "assignment"; readonly at: string; readonly by: string; readonly owner: string | null }
  | ({ readonly type: "message"; readonly by: "system" } & TimelineMessage)
  | { readonly type: "call"; readonly at: string; readonly by: string; readonly change: CallEvent["type"]; readonly start: string; readonly admin: string };

/** What the buyer, or staff, did with the call (features/booking/store.ts BookingEvent). */
export interface CallEvent {
  readonly type: "booked" | "rescheduled" | "canceled" | "handed-over";
  readonly at: string;
  readonly start: string;
  readonly admin: string;
  /** The admin who made the change; absent when the buyer did. */
  readonly by?: string;
}

// Entries at the same instant keep a fixed order: what changed the request, then what was said about it.
const typeOrder: Readonly<Record<TimelineEntry["type"], number>> = { status: 0, call: 1, assignment: 2, note: 3, message: 4 };

/**
 * One list of everything that happened to a request, oldest first: status changes, the buyer's call booked,
 * moved or canceled, notes, changes of owner and each message sent or failed. The sort is stable, so entries of one kind at the same instant keep
 * the order they were stored in.
 */
export function buildTimeline(source: TimelineSource, messages: readonly TimelineMessage[], calls: readonly CallEvent[] = []): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...source.statusHistory.map((change): TimelineEntry => ({ type: "status", at: change.at, by: change.by, status: change.status })),
    ...source.assignments.map((entry): TimelineEntry => ({ type: "assignment", at: entry.at, by: entry.by, owner: entry.owner })),
    ...source.notes.map(
      (note): TimelineEntry => ({
        type: "note",
        at: note.at,
        by: note.author,
        id: note.id,
        kind: note.kind,
        body: note.body,
        followUpOn: note.followUpOn,
      }),
    ),
    ...messages.map((message): TimelineEntry => ({ type: "message", by: "system", ...message })),
    ...calls.map((call): TimelineEntry => ({ type: "call", at: call.at, by: call.by ?? "buyer", change: call.type, start: call.start, admin: call.admin })),
  ];
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || typeOrder[a.entry.type] - typeOrder[b.entry.type] || a.index - b.index)
    .map(({ entry }) => entry);
}

/** What the timeline reads of one outbox message: its channel, state and tries (features/outbox/store.ts). */
export interface DeliveryRecord {
  readonly channel: TimelineMessage["channel"];
  readonly state: "pending" | "sent" | "failed" | "bounced" | "held";
  readonly createdAt: string;
  readonly attempts: readonly { readonly at: string; readonly ok: boolean; readonly error: string | null }[];
}

/**
 * A message's entries: queued when the request was stored, then each kept try as sent or failed; the last
 * try of a bounced message reads as bounced, since the address refused it and nothing will try again.
 */
export function deliveryEntries(records: readonly DeliveryRecord[]): TimelineMessage[] {
  return records.flatMap((record) => [
    { channel: record.channel, at: record.createdAt, outcome: "queued" as const, detail: null },
    ...record.attempts.map((attempt, index): TimelineMessage => {
      const last = index === record.attempts.length - 1;
      const outcome = attempt.ok ? "sent" : last && record.state === "bounced" ? "bounced" : "failed";
      return { channel: record.channel, at: attempt.at, outcome, detail: attempt.ok ? null : attempt.error };
    }),
  ]);
}
