import { replyDueAt, isOverdue } from "@/platform/business-hours/reply-due";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { wallClockAt, type ZoneClock } from "@/platform/business-hours/zoned-clock";
import type { DelegationStatus, NoteKind } from "@/features/delegation/options";

/** The state of the request's booked call, as the reply rule reads it (features/booking/store.ts). */
export interface CallState {
  readonly status: "booked" | "canceled";
  /** ISO 8601 when canceled, else null. */
  readonly canceledAt: string | null;
}

/** What the lead desk's rules read of a request: plain data, so they run anywhere and are tested alone. */
export interface LeadState {
  readonly createdAt: string;
  readonly status: DelegationStatus;
  readonly notes: readonly { readonly kind: NoteKind; readonly at?: string }[];
  /** The buyer's call, when they booked one; absent or null when they never did. */
  readonly call?: CallState | null;
  /** Replies written on the desk that the outbox gave up on (features/delegation/store.ts FailedReply); absent when none. */
  readonly failedReplies?: readonly { readonly sentAt: string; readonly failedAt: string }[];
}

/** Note kinds that are a reply to the buyer: logging one keeps the promise. */
const replyKinds: ReadonlySet<NoteKind> = new Set<NoteKind>(["call", "e-mail"]);

/**
 * The promise is kept once the team has answered: the status moved past "new", a call or an e-mail to
 * the buyer was logged, or the buyer booked a call (the call is the reply the site promised). A plain note
 * or a meeting note is the team talking to itself, so it does not count; nor does the e-mail note of a reply
 * from the desk that never reached the buyer (written at the instant the reply was sent, in the same write).
 */
export function awaitsFirstReply(lead: LeadState): boolean {
  const undelivered = new Set((lead.failedReplies ?? []).map((failed) => Date.parse(failed.sentAt)));
  const isReply = (note: LeadState["notes"][number]) => replyKinds.has(note.kind) && !(note.kind === "e-mail" && note.at !== undefined && undelivered.has(Date.parse(note.at)));
  return lead.status === "new" && lead.call?.status !== "booked" && !lead.notes.some(isReply);
}

/**
 * When the first reply is due: the site's promise ("within one business day") counted from the request's
 * arrival, or, by the same rule, from the latest of what made it wait again: the buyer canceling the call they
 * booked, or the outbox giving up on a reply written on the desk.
 */
export function replyDueOf(lead: Pick<LeadState, "createdAt" | "call" | "failedReplies">, hours: BusinessHours, clock?: ZoneClock): Date {
  const canceledAt = lead.call?.status === "canceled" ? lead.call.canceledAt : null;
  const restarts = [lead.createdAt, ...(canceledAt ? [canceledAt] : []), ...(lead.failedReplies ?? []).map((failed) => failed.failedAt)];
  const from = restarts.reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest));
  return replyDueAt(new Date(from), hours, clock);
}

/** Overdue: still waiting for its first reply after the due time. `clock`: as replyDueAt takes it. */
export function isLeadOverdue(lead: LeadState, now: Date, hours: BusinessHours, clock?: ZoneClock): boolean {
  return awaitsFirstReply(lead) && isOverdue(replyDueOf(lead, hours, clock), now);
}

/** The lead's age in whole units, largest first, at most two: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatAge(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hoursLeft = Math.floor((minutes % 1440) / 60);
  const minutesLeft = minutes % 60;
  if (days > 0) return hoursLeft > 0 ? `${days} d ${hoursLeft} h` : `${days} d`;
  if (hoursLeft > 0) return minutesLeft > 0 ? `${hoursLeft} h ${minutesLeft} min` : `${hoursLeft} h`;
  return `${minutesLeft} min`;
}

/** Today's date on the team's calendar: follow-ups are days there, not in UTC. */
export function teamToday(now: Date, hours: BusinessHours): string {
  return wallClockAt(now, hours.timeZone).date;
}
