import { formatCalendarDate } from "@/features/admin/format";
import { reminderMailCopy } from "@/features/admin/reminders/reminder-mail-copy";
import { reminderChannels } from "@/features/admin/reminders/outbox-channels";
import type { Digest, LeadReminder } from "@/features/admin/reminders/sweep-rules";
import { oneLine, staffFieldMaxLength } from "@/features/delegation/request-mail";
import type { DelegationRequest } from "@/features/delegation/store";
import type { OutboxDraft } from "@/features/outbox/store";
import { personName } from "@/features/team/person-name";
import { buyerClock } from "@/platform/business-hours/both-clocks";
import { formatInstant, timeOfDayAt, utcOffsetLabel } from "@/platform/business-hours/instant-format";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { offsetMinutesAt } from "@/platform/business-hours/zoned-clock";
import { site } from "@/platform/config/site";
import { renderMail, type Inline, type MailBlock } from "@/platform/mail/document";

/*
 * The reminder sweep's e-mails, built like the site's others (platform/mail/document.ts: one set of blocks,
 * a text part and an accessible HTML part). Every time is on the team's clock with its UTC offset, since a
 * reader abroad may not know the zone, and on the reader's own clock beside it when their profile keeps
 * another one.
 */

const copy = reminderMailCopy;

/** "Monday, November 30, 2026, 4:55 PM GMT (UTC+00:00)", then "(11:55 AM EST in New York on your clock)" when the reader's zone differs. */
export function reminderClock(instant: Date, readerZone: string | null, hours: BusinessHours): string {
  const team = formatInstant(instant, { timeZone: hours.timeZone, showOffset: true });
  return copy.onYourClock(team, buyerClock(instant, readerZone, hours));
}

/** A time of day, "2:00 PM GMT (UTC+00:00)": the digest's calls are all on its day. */
function timeOfDay(instant: Date, timeZone: string): string {
  const { time, zoneName } = timeOfDayAt(instant, timeZone);
  return `${time} ${zoneName} (${utcOffsetLabel(offsetMinutesAt(instant, timeZone))})`;
}

export interface LeadReminderMail {
  readonly reminder: LeadReminder;
  readonly request: Pick<DelegationRequest, "reference" | "fullName" | "company" | "createdAt">;
  /** The owner as the directory has them; null for a lead nobody owns. Only their name is shown. */
  readonly owner: { readonly name: string } | null;
  /** The reader's own zone when the e-mail has one reader whose profile keeps one; else null. */
  readonly readerZone: string | null;
  readonly adminRequestUrl: string;
  readonly hours: BusinessHours;
}

/** The reminder before a first reply is due, or the alert once it is late: who the buyer is, the due time and the link. */
export function composeLeadReminder(mail: LeadReminderMail): OutboxDraft {
  const { reminder, request, hours } = mail;
  const words = reminder.kind === "overdue" ? copy.overdue : copy.dueSoon;
  const field = (value: string) => oneLine(value, staffFieldMaxLength) || copy.notGiven;
  const due = reminderClock(new Date(reminder.dueAt), mail.readerZone, hours);
  const blocks: MailBlock[] = [
    { kind: "paragraph", content: [words.callout(due)], emphasis: "callout" },
    ...(reminder.kind === "due-soon" && mail.owner === null ? [{ kind: "paragraph" as const, content: [copy.dueSoon.unowned] }] : []),
    {
      kind: "facts",
      caption: copy.summaryCaption,
      facts: [
        { label: copy.factLabels.reference, value: request.reference },
        { label: copy.factLabels.fullName, value: field(request.fullName) },
        { label: copy.factLabels.company, value: field(request.company) },
        { label: copy.factLabels.due, value: due },
        { label: copy.factLabels.received, value: reminderClock(new Date(request.createdAt), mail.readerZone, hours) },
        { label: copy.factLabels.owner, value: mail.owner ? (personName(mail.owner) ?? copy.nobody) : copy.nobody },
      ],
    },
    { kind: "action", text: copy.openLink, href: mail.adminRequestUrl },
  ];
  const content = renderMail({
    subject: words.subject(request.reference, oneLine(request.fullName, 60), oneLine(request.company, 60)),
    brand: site.name,
    heading: words.heading(request.reference),
    sections: [{ blocks }],
    footer: [[words.footer]],
  });
  const channel = reminder.kind === "overdue" ? reminderChannels.overdue : reminderChannels.dueSoon;
  return channel.draft(reminder.recipients, { kind: "mail", subject: content.subject, text: content.text, html: content.html });
}

export interface DigestMail {
  readonly digest: Digest;
  /** The admin's own zone when their profile keeps one. */
  readonly readerZone: string | null;
  /** The admin page of a request, by id. */
  readonly requestUrl: (requestId: string) => string;
  readonly deskUrl: string;
  readonly hours: BusinessHours;
}

/** Each admin's morning digest: references, times and links only, never a buyer's name or address. */
export function composeDigest(mail: DigestMail): OutboxDraft {
  const { digest, hours } = mail;
  const words = copy.digest;
  const link = (reference: string, requestId: string): Inline => ({ text: reference, href: mail.requestUrl(requestId) });
  const time = (iso: string) => {
    const instant = new Date(iso);
    const team = timeOfDay(instant, hours.timeZone);
    const own = buyerClock(instant, mail.readerZone, hours);
    return copy.onYourClock(team, own);
  };
  const none: MailBlock[] = [{ kind: "paragraph", content: [words.none], emphasis: "quiet" }];
  const calls: MailBlock[] = digest.calls.map((call) => ({
    kind: "paragraph",
    content: [
      words.call(time(call.start), call.kind),
      link(call.reference, call.requestId),
      ...(call.kind === "video" && call.meetingUrl ? [", ", { text: words.meetingLink, href: call.meetingUrl }] : []),
    ],
  }));
  const leads: MailBlock[] = digest.leads.map((lead) => ({
    kind: "paragraph",
    content: [link(lead.reference, lead.id), (lead.overdue ? words.leadOverdue : words.leadDue)(reminderClock(new Date(lead.dueAt), mail.readerZone, hours), lead.theirs)],
  }));
  const followUps: MailBlock[] = digest.followUps.map((item) => ({
    kind: "paragraph",
    content: [link(item.reference, item.id), words.followUp(formatCalendarDate(item.followUpOn), item.followUpOn === digest.date)],
  }));
  const day = formatCalendarDate(digest.date);
  const content = renderMail({
    subject: words.subject(day, { calls: digest.calls.length, leads: digest.leads.length, followUps: digest.followUps.length }),
    brand: site.name,
    heading: words.heading(day),
    sections: [
      { blocks: [{ kind: "paragraph", content: [words.intro] }] },
      { heading: words.callsHeading, blocks: calls.length > 0 ? calls : none },
      { heading: words.leadsHeading, blocks: leads.length > 0 ? leads : none },
      { heading: words.followUpsHeading, blocks: followUps.length > 0 ? followUps : none },
      { blocks: [{ kind: "action", text: words.deskLink, href: mail.deskUrl }] },
    ],
    footer: [[words.footer]],
  });
  return reminderChannels.digest.draft(digest.recipients, { kind: "mail", subject: content.subject, text: content.text, html: content.html });
}
