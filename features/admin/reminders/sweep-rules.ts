import { awaitsFirstReply, replyDueOf, teamToday, type LeadState } from "@/features/admin/lead-desk";
import { businessDayMs, businessInstantAfter, businessInstantBefore } from "@/platform/business-hours/business-time";
import { closingOf, isBusinessDay, openingOf } from "@/platform/business-hours/business-days";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import type { BusinessHours } from "@/platform/business-hours/settings";

/*
 * What the reminder sweep sends at one instant, as plain data: the store reads the candidates, this decides,
 * and the sweep (sweep.ts) writes each reminder once with its e-mail. The reply due time is the desk's own
 * (lead-desk.ts replyDueOf, awaitsFirstReply), so a reminder never disagrees with what the desk shows.
 */

/** Before the due time, the owner hears of it this much business time ahead: one business hour. */
export const dueSoonMs = 60 * 60_000;

/** A lead as the sweep reads it: the desk's reply rule, and whom to tell. */
export interface SweepLead extends LeadState {
  readonly id: string;
  readonly reference: string;
  /** The owner's e-mail, null while nobody owns the lead. */
  readonly owner: string | null;
}

/** A follow-up date an admin set on a lead they own. */
export interface SweepFollowUp {
  readonly id: string;
  readonly reference: string;
  readonly owner: string | null;
  /** YYYY-MM-DD on the team's calendar. */
  readonly followUpOn: string;
}

/** A booked call, without the buyer: the digest carries references, times and links only. */
export interface SweepCall {
  readonly requestId: string;
  readonly reference: string;
  readonly admin: string;
  readonly start: string;
  readonly kind: "phone" | "video";
  /** The meeting link the buyer has ("" for a phone call). */
  readonly meetingUrl: string;
}

export interface SweepAdmin {
  readonly email: string;
  /** False when they turned the morning digest off on their profile. */
  readonly digest: boolean;
}

export interface SweepInput {
  readonly now: Date;
  readonly hours: BusinessHours;
  /** SALES_INBOX's addresses. */
  readonly salesInbox: readonly string[];
  /** Leads whose stored reply due time is inside readWindow(now): the rule checks each again. */
  readonly leads: readonly SweepLead[];
  readonly admins: readonly SweepAdmin[];
  /** Follow-ups on or before today (teamToday). */
  readonly followUps: readonly SweepFollowUp[];
  /** Calls booked today on the team's calendar. */
  readonly calls: readonly SweepCall[];
  /** Keys of the reminders already written (reminderKey): each is sent once. */
  readonly sent: ReadonlySet<string>;
}

export interface LeadReminder {
  readonly kind: "due-soon" | "overdue";
  readonly key: string;
  readonly lead: SweepLead;
  /** ISO 8601. */
  readonly dueAt: string;
  readonly recipients: readonly string[];
}

export interface DigestLead {
  readonly id: string;
  readonly reference: string;
  readonly dueAt: string;
  readonly overdue: boolean;
  /** False for a lead nobody owns. */
  readonly theirs: boolean;
}

export interface Digest {
  readonly kind: "digest";
  readonly key: string;
  readonly admin: string;
  readonly date: CalendarDate;
  readonly followUps: readonly SweepFollowUp[];
  readonly leads: readonly DigestLead[];
  readonly calls: readonly SweepCall[];
  readonly recipients: readonly string[];
}

export type Reminder = LeadReminder | Digest;

/** The create-only key a reminder is written under: per lead, kind and due time; per admin and day for the digest. */
export function reminderKey(kind: Reminder["kind"], subject: string, at: string): string {
  return `${kind}:${subject}:${at}`;
}

/**
 * The due times the sweep acts on at `now`: from one business day before it (older ones are the backlog the
 * desk shows; the first run after an upgrade must not alert all of it) to one business hour after it.
 * The store reads leads by their stored due time within these bounds.
 */
export function readWindow(now: Date, hours: BusinessHours): { readonly from: Date; readonly to: Date } {
  return { from: businessInstantBefore(now, businessDayMs(hours), hours), to: businessInstantAfter(now, dueSoonMs, hours) };
}

/** The digest's morning: the business day `now` falls in, while its hours last; null outside them. */
export function digestDay(now: Date, hours: BusinessHours): CalendarDate | null {
  const today = teamToday(now, hours) as CalendarDate;
  if (!isBusinessDay(today, hours)) return null;
  return now >= openingOf(today, hours) && now < closingOf(today, hours) ? today : null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function unique(addresses: readonly string[]): string[] {
  const out: string[] = [];
  for (const address of addresses) if (address && !out.some((kept) => same(kept, address))) out.push(address);
  return out;
}

/** A lead's reminder due at `now`, if any: answered, closed or booked leads never get one. */
function leadReminder(lead: SweepLead, input: SweepInput, window: { from: Date; to: Date }): LeadReminder | null {
  if (!awaitsFirstReply(lead)) return null;
  const due = replyDueOf(lead, input.hours);
  if (due < window.from || due > window.to) return null;
  const dueAt = due.toISOString();
  if (input.now > due) {
    const key = reminderKey("overdue", lead.id, dueAt);
    return input.sent.has(key) ? null : { kind: "overdue", key, lead, dueAt, recipients: unique([...(lead.owner ? [lead.owner] : []), ...input.salesInbox]) };
  }
  const key = reminderKey("due-soon", lead.id, dueAt);
  return input.sent.has(key) ? null : { kind: "due-soon", key, lead, dueAt, recipients: lead.owner ? [lead.owner] : unique(input.salesInbox) };
}

function digestOf(admin: SweepAdmin, date: CalendarDate, input: SweepInput, window: { from: Date }): Digest | null {
  const key = reminderKey("digest", admin.email, date);
  if (!admin.digest || input.sent.has(key)) return null;
  const endOfDay = closingOf(date, input.hours);
  const followUps = input.followUps.filter((item) => item.owner !== null && same(item.owner, admin.email) && item.followUpOn <= date).sort((a, b) => a.followUpOn.localeCompare(b.followUpOn) || a.reference.localeCompare(b.reference));
  const leads = input.leads
    .filter((lead) => awaitsFirstReply(lead) && (lead.owner === null || same(lead.owner, admin.email)))
    .map((lead) => ({ lead, due: replyDueOf(lead, input.hours) }))
    .filter(({ due }) => due >= window.from && due <= endOfDay)
    .sort((a, b) => a.due.getTime() - b.due.getTime())
    .map(({ lead, due }) => ({ id: lead.id, reference: lead.reference, dueAt: due.toISOString(), overdue: input.now > due, theirs: lead.owner !== null }));
  const calls = input.calls.filter((call) => same(call.admin, admin.email) && teamToday(new Date(call.start), input.hours) === date).sort((a, b) => a.start.localeCompare(b.start));
  // Nothing to do today is no e-mail: the digest is an agenda, not a heartbeat.
  if (followUps.length === 0 && leads.length === 0 && calls.length === 0) return null;
  return { kind: "digest", key, admin: admin.email, date, followUps, leads, calls, recipients: [admin.email] };
}

/**
 * The reminders to write at `now`, each recipient in at most one (the rest wait for the next sweep, a minute
 * later): overdue alerts first (the promise is already broken), then due-soon reminders, earliest due first,
 * then the digests. A reminder already written (its key in `sent`) is never planned again.
 */
export function planSweep(input: SweepInput): Reminder[] {
  const window = readWindow(input.now, input.hours);
  const byDue = (a: LeadReminder, b: LeadReminder) => a.dueAt.localeCompare(b.dueAt) || a.lead.reference.localeCompare(b.lead.reference);
  const leadReminders = input.leads.map((lead) => leadReminder(lead, input, window)).filter((item): item is LeadReminder => item !== null);
  const date = digestDay(input.now, input.hours);
  const digests = date ? input.admins.map((admin) => digestOf(admin, date, input, window)).filter((item): item is Digest => item !== null) : [];
  const ordered: Reminder[] = [...leadReminders.filter((item) => item.kind === "overdue").sort(byDue), ...leadReminders.filter((item) => item.kind === "due-soon").sort(byDue), ...digests];
  const busy: string[] = [];
  const planned: Reminder[] = [];
  for (const reminder of ordered) {
    if (reminder.recipients.length === 0 || reminder.recipients.some((address) => busy.some((taken) => same(taken, address)))) continue;
    busy.push(...reminder.recipients);
    planned.push(reminder);
  }
  return planned;
}
