import "server-only";
import { formatOnBothClocks } from "@/platform/business-hours/both-clocks";
import { buyerDisplayZone, type DisplayZone } from "@/platform/business-hours/display-zone";
import { formatInstant } from "@/platform/business-hours/instant-format";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { businessHours } from "@/platform/business-hours/settings";
import { buyerConfirmationCopy, staffAlertCopy } from "@/features/delegation/lead-mail-copy";
import { labelled, rolesText, tasksText } from "@/features/delegation/answer-text";
import { budgetLabels, heardFromLabels, hoursLabels, organisationTypeLabels, roleLabels, startLabels } from "@/features/delegation/options";
import type { DelegationRequest } from "@/features/delegation/store";
import { taskIds } from "@/features/delegation/tasks";
import { timeZoneLabel, timeZoneValues } from "@/platform/business-hours/time-zones";
import { site } from "@/platform/config/site";
import { paragraph, renderMail, type MailContent, type MailFact } from "@/platform/mail/document";
import { greetingName } from "@/platform/mail/greeting-name";

export type { MailContent } from "@/platform/mail/document";

/**
 * The two e-mails a stored request sends, composed from the stored request alone, so a retry days later
 * composes the same message. Times come from the one reply rule (platform/business-hours/reply-due.ts) and the
 * one date format (platform/business-hours/instant-format.ts) the pages and the admin area use too.
 */

interface Times {
  readonly received: string;
  readonly due: string;
}

function timesIn(request: DelegationRequest, zone: DisplayZone): Times {
  const received = new Date(request.createdAt);
  if (Number.isNaN(received.getTime())) throw new RangeError(`Request ${request.reference} has no valid creation time`);
  return { received: formatInstant(received, zone), due: formatInstant(replyDueAt(received, businessHours), zone) };
}

/** The label for a value on one of the form's lists, or "" for anything else, which is then left out. */
function listLabel(labels: Readonly<Record<string, string>>, value: string | null): string {
  return value !== null && Object.hasOwn(labels, value) ? labelled(labels, value) : "";
}

/**
 * What the buyer chose, as the form's labels. Free text (message, other tasks, company, website, phone)
 * is left out on purpose: it is what would let someone use our e-mail to say something to a stranger.
 * The form accepts only values on its lists, but a row edited by hand or written by an older version
 * could hold anything; such a value is dropped here rather than shown as stored, as the admin area does.
 */
function buyerChoices(request: DelegationRequest): MailFact[] {
  const labels = buyerConfirmationCopy.summaryLabels;
  const facts: Array<[string, string]> = [
    [labels.organisationType, listLabel(organisationTypeLabels, request.organisationType)],
    [labels.roles, rolesText(request.roles.filter((role) => Object.hasOwn(roleLabels, role)))],
    [labels.tasks, tasksText(request.tasks.filter((task) => taskIds.has(task)))],
    [labels.hoursPerWeek, listLabel(hoursLabels, request.hoursPerWeek)],
    [labels.startTimeline, listLabel(startLabels, request.startTimeline)],
    [labels.monthlyBudget, listLabel(budgetLabels, request.monthlyBudget)],
    [labels.timeZone, timeZoneValues.has(request.timeZone) ? timeZoneLabel(request.timeZone) : ""],
    [labels.heardFrom, listLabel(heardFromLabels, request.heardFrom)],
  ];
  return facts.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}

/** With `bookingUrl` (the request's signed booking link), the buyer can book the first call from the e-mail. */
export function composeBuyerConfirmation(request: DelegationRequest, bookingUrl?: string): MailContent {
  const copy = buyerConfirmationCopy;
  const zone = buyerDisplayZone(request.timeZone, businessHours);
  const times = timesIn(request, zone);
  return renderMail({
    subject: copy.subject(request.reference),
    brand: site.name,
    heading: copy.heading,
    sections: [
      {
        blocks: [
          paragraph(copy.greeting(greetingName(request.fullName))),
          paragraph(copy.intro),
          {
            kind: "facts",
            caption: copy.requestCaption,
            facts: [
              { label: copy.referenceLabel, value: request.reference },
              { label: copy.receivedLabel, value: times.received },
            ],
          },
        ],
      },
      {
        heading: copy.replyHeading,
        blocks: [
          { kind: "paragraph", content: [copy.reply(times.due)], emphasis: "callout" },
          ...(zone.showOffset ? [paragraph(copy.teamClockNote)] : []),
        ],
      },
      ...(bookingUrl
        ? [
            {
              heading: copy.bookingHeading,
              blocks: [paragraph(copy.booking), { kind: "action" as const, text: copy.bookingAction, href: bookingUrl }, { kind: "paragraph" as const, content: [copy.bookingNote], emphasis: "quiet" as const }],
            },
          ]
        : []),
      {
        heading: copy.summaryHeading,
        blocks: [
          { kind: "facts", caption: copy.summaryCaption, facts: buyerChoices(request) },
          paragraph(copy.typedNote),
        ],
      },
      { heading: copy.nextHeading, blocks: [{ kind: "steps", items: copy.next }] },
      {
        heading: copy.contactHeading,
        blocks: [paragraph(...copy.contact(request.reference)), { kind: "paragraph", content: [copy.notYou], emphasis: "quiet" }],
      },
    ],
    footer: copy.footer,
  });
}

/** Staff see what the buyer typed, but an alert is a glance, not the record: the request's page has it whole. */
export const staffFieldMaxLength = 120;
const subjectPartMaxLength = 60;

/** One line of at most `max` characters: control characters and runs of whitespace become one space. */
export function oneLine(value: string, max: number): string {
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

function checkedAdminUrl(adminRequestUrl: string): string {
  const url = new URL(adminRequestUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new RangeError("The admin link must be an http(s) address");
  return url.href;
}

/** A request's text as a staff e-mail shows it: on one line, cut to length, "Not given" when empty. */
export function staffField(value: string | null): string {
  return (value ? oneLine(value, staffFieldMaxLength) : "") || staffAlertCopy.notGiven;
}

/**
 * Who the buyer is and how to reach them, as every staff e-mail about a request opens its summary (the alert
 * on arrival, the assignment to a new owner): one list, so both say it in the same words.
 */
export function buyerFacts(request: Pick<DelegationRequest, "reference" | "fullName" | "company" | "email" | "phone" | "timeZone">): MailFact[] {
  const labels = staffAlertCopy.labels;
  return [
    { label: labels.reference, value: request.reference },
    { label: labels.fullName, value: staffField(request.fullName) },
    { label: labels.company, value: staffField(request.company) },
    { label: labels.email, value: staffField(request.email) },
    { label: labels.phone, value: staffField(request.phone) },
    { label: labels.timeZone, value: timeZoneValues.has(request.timeZone) ? timeZoneLabel(request.timeZone) : staffAlertCopy.notGiven },
  ];
}

export function composeStaffAlert(request: DelegationRequest, adminRequestUrl: string): MailContent {
  const copy = staffAlertCopy;
  const labels = copy.labels;
  // On the team's clock with the buyer's beside it: staff agree times with them.
  const received = new Date(request.createdAt);
  if (Number.isNaN(received.getTime())) throw new RangeError(`Request ${request.reference} has no valid creation time`);
  const times = {
    received: formatOnBothClocks(received, request.timeZone, businessHours),
    due: formatOnBothClocks(replyDueAt(received, businessHours), request.timeZone, businessHours),
  };

  const href = checkedAdminUrl(adminRequestUrl);
  return renderMail({
    subject: copy.subject(request.reference, oneLine(request.fullName, subjectPartMaxLength), oneLine(request.company, subjectPartMaxLength)),
    brand: site.name,
    heading: copy.heading(request.reference),
    sections: [
      {
        blocks: [
          { kind: "paragraph", content: [copy.due(times.due)], emphasis: "callout" },
          {
            kind: "facts",
            caption: copy.summaryCaption,
            facts: [
              ...buyerFacts(request),
              { label: labels.roles, value: rolesText(request.roles) || copy.notGiven },
              { label: labels.monthlyBudget, value: labelled(budgetLabels, request.monthlyBudget) },
              { label: labels.startTimeline, value: labelled(startLabels, request.startTimeline) },
              { label: labels.received, value: times.received },
            ],
          },
          { kind: "action", text: copy.openLink, href },
          paragraph(copy.linkNote),
        ],
      },
    ],
    footer: [[copy.footer]],
  });
}
