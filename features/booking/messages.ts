import "server-only";
import { buyerDisplayZone, teamDisplayZone } from "@/platform/business-hours/display-zone";
import { formatInstant } from "@/platform/business-hours/instant-format";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { callInvitationIcs } from "@/features/booking/invitation";
import { bookingUid, type Booking } from "@/features/booking/store";
import { callMailCopy } from "@/features/booking/booking-copy";
import type { DelegationRequest } from "@/features/delegation/store";
import { oneLine } from "@/features/delegation/request-mail";
import { paragraph, renderMail, type MailContent, type MailFact } from "@/platform/mail/document";
import { greetingName } from "@/platform/mail/greeting-name";
import type { OutboxDraft } from "@/features/outbox/store";
import { displayName, type TeamMember } from "@/features/team/profile";
import { site } from "@/platform/config/site";

export type CallChange = "booked" | "rescheduled" | "canceled";

/** Everything the two invitations say besides the call itself, gathered by the caller before the write. */
export interface CallMailContext {
  readonly request: Pick<DelegationRequest, "id" | "reference" | "email" | "fullName" | "timeZone">;
  readonly admin: Pick<TeamMember, "email" | "name" | "meetingUrl">;
  /** The buyer's signed link to move or cancel the call. */
  readonly manageUrl: string;
  readonly adminRequestUrl: string;
  /** The right-hand side of every UID: the site's host. */
  readonly host: string;
  readonly hours: BusinessHours;
}

const asPayload = (content: MailContent, method: "REQUEST" | "CANCEL", ics: string) => ({
  kind: "mail" as const,
  subject: content.subject,
  text: content.text,
  html: content.html,
  calendar: { method, content: ics },
});

function location(booking: Booking, meetingUrl: string): string {
  if (booking.kind === "phone") return callMailCopy.location.phone(booking.phone ?? "");
  return meetingUrl ? callMailCopy.location.video(meetingUrl) : callMailCopy.location.videoToFollow;
}

function invitation(context: CallMailContext, booking: Booking, change: CallChange, description: string): string {
  const buyerName = oneLine(context.request.fullName, 120);
  return callInvitationIcs({
    uid: bookingUid(booking, context.host),
    sequence: booking.sequence,
    method: change === "canceled" ? "CANCEL" : "REQUEST",
    start: new Date(booking.start),
    end: new Date(booking.end),
    title: callMailCopy.title(context.request.reference),
    description,
    location: location(booking, context.admin.meetingUrl),
    url: booking.kind === "video" && context.admin.meetingUrl ? context.admin.meetingUrl : null,
    organizer: { name: displayName(context.admin), email: context.admin.email },
    attendee: { name: buyerName || context.request.email, email: context.request.email },
    productId: `${site.name}/booking`,
  });
}

function callFacts(context: CallMailContext, booking: Booking, when: string, forStaff: boolean): MailFact[] {
  const labels = callMailCopy.labels;
  const facts: MailFact[] = [
    { label: labels.when, value: when },
    { label: labels.length, value: callMailCopy.length },
    { label: labels.kind, value: callMailCopy.kind[booking.kind] },
    forStaff ? { label: labels.buyer, value: `${oneLine(context.request.fullName, 120)} <${context.request.email}>` } : { label: labels.with, value: displayName(context.admin) },
  ];
  if (booking.kind === "phone" && booking.phone) facts.push({ label: labels.phone, value: booking.phone });
  if (booking.kind === "video") facts.push({ label: labels.link, value: context.admin.meetingUrl || (forStaff ? callMailCopy.noLink : callMailCopy.linkToFollow) });
  facts.push({ label: labels.reference, value: context.request.reference });
  return facts;
}

/** The buyer's e-mail: the call, the link to change it, and the invitation that puts it in their calendar. */
export function composeBuyerCallMail(context: CallMailContext, booking: Booking, change: CallChange): OutboxDraft {
  const when = formatInstant(new Date(booking.start), buyerDisplayZone(context.request.timeZone, context.hours));
  const copy = callMailCopy;
  const manage = change === "canceled" ? copy.bookAgain : copy.manage;
  const content = renderMail({
    subject: copy.buyerSubject[change](when),
    brand: site.name,
    heading: copy.buyerHeading[change],
    sections: [
      {
        blocks: [
          paragraph(copy.greeting(greetingName(context.request.fullName))),
          paragraph(copy.buyerIntro[change]),
          { kind: "facts", caption: copy.factsCaption, facts: callFacts(context, booking, when, false) },
        ],
      },
      {
        heading: copy.manageHeading,
        blocks: [{ kind: "action", text: manage, href: context.manageUrl }, { kind: "paragraph", content: [copy.manageNote], emphasis: "quiet" }],
      },
    ],
    footer: copy.buyerFooter,
  });
  const ics = invitation(context, booking, change, `${manage}: ${context.manageUrl}`);
  return { channel: "call-buyer", recipients: [context.request.email], payload: asPayload(content, change === "canceled" ? "CANCEL" : "REQUEST", ics) };
}

/** The admin's e-mail: who booked, how to reach them, the request's page, and the same event for their calendar. */
export function composeStaffCallMail(context: CallMailContext, booking: Booking, change: CallChange): OutboxDraft {
  const when = formatInstant(new Date(booking.start), teamDisplayZone(context.hours));
  const copy = callMailCopy;
  const content = renderMail({
    subject: copy.staffSubject[change](context.request.reference, when),
    brand: site.name,
    heading: copy.staffHeading[change],
    sections: [
      {
        blocks: [
          { kind: "facts", caption: copy.factsCaption, facts: callFacts(context, booking, when, true) },
          { kind: "action", text: copy.openLink, href: context.adminRequestUrl },
        ],
      },
    ],
    footer: [[copy.staffFooter]],
  });
  const ics = invitation(context, booking, change, `${copy.openLink}: ${context.adminRequestUrl}`);
  return { channel: "call-staff", recipients: [context.admin.email], payload: asPayload(content, change === "canceled" ? "CANCEL" : "REQUEST", ics) };
}

export function callMessages(context: CallMailContext, booking: Booking, change: CallChange): OutboxDraft[] {
  return [composeBuyerCallMail(context, booking, change), composeStaffCallMail(context, booking, change)];
}
