import "server-only";
import { composeDigest, composeLeadReminder } from "@/features/admin/reminders/reminder-mail";
import { digestOwner } from "@/features/admin/reminders/outbox-channels";
import type { ReminderStore, ReminderWrite } from "@/features/admin/reminders/store";
import { digestDay, planSweep, readWindow, reminderKey, type Reminder, type SweepCall, type SweepLead } from "@/features/admin/reminders/sweep-rules";
import { replyDueOf } from "@/features/admin/lead-desk";
import type { BookingStore } from "@/features/booking/store";
import { adminRequestUrl } from "@/features/delegation/outbox-messages";
import { requestOwner } from "@/features/delegation/outbox-channels";
import type { DelegationRequest, DelegationRequestStore } from "@/features/delegation/store";
import type { TeamMember, TeamStore } from "@/features/team/store";
import { closingOf } from "@/platform/business-hours/business-days";
import { addDays } from "@/platform/business-hours/calendar-date";
import { instantAt } from "@/platform/business-hours/zoned-clock";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { logEvent, type Log } from "@/platform/logging/log";

/*
 * The reminder sweep: reads the leads whose stored reply due time is in its window (an indexed read, never
 * every request), today's calls and follow-ups when a business day has begun, and the directory; decides
 * with the pure rules (sweep-rules.ts); and writes each reminder's key with its e-mail in one atomic write
 * (store.ts), so a reminder goes out once whichever instance or command runs the sweep, however many at once.
 */

export interface SweepDependencies {
  readonly requests: DelegationRequestStore;
  readonly bookings: BookingStore;
  readonly team: TeamStore;
  readonly reminders: ReminderStore;
  readonly hours: BusinessHours;
  /** SALES_INBOX: unowned leads' reminders and every overdue alert. */
  readonly salesInbox: readonly string[];
  readonly siteUrl: URL;
  readonly now: () => Date;
  readonly log?: Log;
}

export interface SweptReminder {
  readonly kind: Reminder["kind"];
  readonly key: string;
  readonly recipients: readonly string[];
  /** The request's reference, or the digest's day. */
  readonly about: string;
  /** False when another sweep wrote it first (or, on a dry run, nothing was written). */
  readonly written: boolean;
}

/** Messages and keys are kept this long (Firestore's TTL): far past any window the sweep reads. */
const KEEP_MS = 40 * 24 * 60 * 60_000;
/** The store's read cap: leads due in one business day's window, more than a team this size has. */
const READ_LIMIT = 100;

const lower = (address: string) => address.trim().toLowerCase();

async function readInput(deps: SweepDependencies, now: Date) {
  const window = readWindow(now, deps.hours);
  const day = digestDay(now, deps.hours);
  // On a business day, the digest also lists the leads due later today: read up to the day's close.
  const to = day && closingOf(day, deps.hours) > window.to ? closingOf(day, deps.hours) : window.to;
  const [requests, team, followUpRequests, todaysCalls] = await Promise.all([
    deps.requests.listAwaitingReply(window.from.toISOString(), to.toISOString(), READ_LIMIT),
    deps.team.list(),
    day ? deps.requests.listFollowUpsDue(day, READ_LIMIT) : Promise.resolve([] as DelegationRequest[]),
    // The whole day on the team's calendar: an admin with hours of their own may take a call outside the team's.
    day ? deps.bookings.listBooked(instantAt(day, 0, deps.hours.timeZone).toISOString(), instantAt(addDays(day, 1), 0, deps.hours.timeZone).toISOString(), 500) : Promise.resolve([]),
  ]);
  const callsOfLeads = await deps.bookings.getMany(requests.map((request) => request.id));
  const callOf = new Map(callsOfLeads.map((call) => [call.requestId, call]));
  const leads: SweepLead[] = requests.map((request) => {
    const call = callOf.get(request.id);
    return { ...request, call: call ? { status: call.status, canceledAt: call.canceledAt } : null };
  });
  // Today's calls name their request by reference only: read each once.
  const callRequests = new Map<string, string>();
  for (const call of todaysCalls) {
    if (!callRequests.has(call.requestId)) {
      const request = await deps.requests.get(call.requestId);
      if (request) callRequests.set(call.requestId, request.reference);
    }
  }
  const calls: SweepCall[] = todaysCalls.flatMap((call) => {
    const reference = callRequests.get(call.requestId);
    return reference ? [{ requestId: call.requestId, reference, admin: call.admin, start: call.start, kind: call.kind, meetingUrl: call.meetingUrl }] : [];
  });
  const followUps = followUpRequests.flatMap((request) => (request.followUpOn ? [{ id: request.id, reference: request.reference, owner: request.owner, followUpOn: request.followUpOn }] : []));
  return { requests, team, leads, calls, followUps, day };
}

/**
 * Runs the sweep as at `deps.now()`. With `write: false` it only says what it would send (the command's
 * --now in a deployment); otherwise each planned reminder is written with its e-mail, once.
 */
export async function runReminderSweep(deps: SweepDependencies, options: { readonly write: boolean } = { write: true }): Promise<SweptReminder[]> {
  const now = deps.now();
  const { requests, team, leads, calls, followUps, day } = await readInput(deps, now);
  const admins = team.map((member) => ({ email: member.email, digest: member.morningDigest }));
  const candidateKeys = [
    ...leads.flatMap((lead) => {
      const dueAt = replyDueOf(lead, deps.hours).toISOString();
      return [reminderKey("due-soon", lead.id, dueAt), reminderKey("overdue", lead.id, dueAt)];
    }),
    ...(day ? admins.map((admin) => reminderKey("digest", admin.email, day)) : []),
  ];
  const sent = await deps.reminders.written(candidateKeys);
  const planned = planSweep({ now, hours: deps.hours, salesInbox: deps.salesInbox, leads, admins, followUps, calls, sent });
  const byId = new Map(requests.map((request) => [request.id, request]));
  const memberOf = new Map(team.map((member) => [lower(member.email), member]));
  const zoneOf = (member: TeamMember | undefined) => member?.hours?.timeZone ?? null;
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + KEEP_MS).toISOString();
  const results: SweptReminder[] = [];
  for (const reminder of planned) {
    let write: ReminderWrite;
    let about: string;
    if (reminder.kind === "digest") {
      const member = memberOf.get(lower(reminder.admin));
      const draft = composeDigest({
        digest: reminder,
        readerZone: zoneOf(member),
        requestUrl: (id) => adminRequestUrl(deps.siteUrl, id),
        deskUrl: new URL("/admin", deps.siteUrl).toString(),
        hours: deps.hours,
      });
      write = { key: reminder.key, owner: digestOwner.of(lower(reminder.admin)), drafts: [draft] };
      about = reminder.date;
    } else {
      const request = byId.get(reminder.lead.id)!;
      const owner = request.owner ? memberOf.get(lower(request.owner)) : undefined;
      // One reader with a clock of their own: theirs beside the team's. Several (the sales inbox too): the team's with its offset.
      const onlyReader = reminder.recipients.length === 1 ? memberOf.get(lower(reminder.recipients[0]!)) : undefined;
      const draft = composeLeadReminder({
        reminder,
        request,
        owner: request.owner ? { name: owner?.name ?? "" } : null,
        readerZone: zoneOf(onlyReader),
        adminRequestUrl: adminRequestUrl(deps.siteUrl, request.id),
        hours: deps.hours,
      });
      write = { key: reminder.key, owner: requestOwner.of(request.id), drafts: [draft] };
      about = request.reference;
    }
    const written = options.write ? await deps.reminders.record(write, at, expiresAt) : false;
    results.push({ kind: reminder.kind, key: reminder.key, recipients: reminder.recipients, about, written });
  }
  if (options.write) await deps.reminders.purgeBefore(new Date(now.getTime() - KEEP_MS).toISOString());
  const count = (kind: Reminder["kind"]) => results.filter((item) => item.kind === kind && item.written).length;
  if (results.length > 0) (deps.log ?? logEvent)("reminders.swept", { leadsRead: leads.length, dueSoon: count("due-soon"), overdue: count("overdue"), digests: count("digest"), written: options.write });
  return results;
}
