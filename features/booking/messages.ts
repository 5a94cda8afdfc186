import "server-only";
import { formatOnBothClocks } from "@/platform/business-hours/both-clocks";
import { buyerDisplayZone } from "@/platform/business-hours/display-zone";
import { formatInstant } from "@/platform/business-hours/instant-format";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { callInvitationIcs } from "@/features/booking/invitation";
import { bookingUid, type Booking } from "@/features/booking/store";
import { callMailCopy } from "@/features/booking/booking-copy";
import { callChannels } from "@/features/booking/outbox-channels";
import type { DelegationRequest } from "@/features/delegation/store";
import { oneLine } from "@/features/delegation/request-mail";
import { paragraph, renderMail, type MailBlock, type MailContent, type MailFact } from "@/platform/mail/document";
import { greetingName } from "@/platform/mail/greeting-name";
import type { OutboxDraft } from "@/features/outbox/store";
import { personName } from "@/features/team/person-name";
import type { TeamMember } from "@/features/team/profile";
import { site } from "@/platform/config/site";

/** What the buyer did to their call through their link. */
export type CallChange = "booked" | "rescheduled" | "canceled";
/** What a buyer's e-mail says happened: their own change, or the team's (canceled, another admin, a new meeting link). */
export type BuyerCallNotice = CallChange | "withdrawn" | "new-host" | "new-link";
/** What an admin's e-mail says happened: the buyer's change, the team's cancellation, or the call handed to them or away. */
export type StaffCallNotice = CallChange | "withdrawn" | "handed-to-you" | "handed-away";

/** Everything the invitations say besides the call itself, gathered by the caller before the write. */
export interface CallMailContext {
  readonly request: Pick<DelegationRequest, "id" | "reference" | "email" | "fullName" | "timeZone">;
  /** The admin the e-mail is about: the call's, or for "handed-away", the one it left. */
  readonly admin: Pick<TeamMember, "email" | "name">;
  /** The buyer's signed link to move, cancel or book again. */
  readonly manageUrl: string;
  /** When that link stops booking: the close of the request's booking window. */
  readonly bookingClosesAt: Date;
  readonly adminRequestUrl: string;
  /** The team page, where an admin adds their meeting link. */
  readonly teamUrl: string;
  /** The right-hand side of every UID: the site's host. */
  readonly host: string;
  readonly hours: BusinessHours;
}

/** Who else an admin's e-mail names: the colleague who canceled the call, or took it over. */
export interface StaffNoticeParties {
  readonly by?: Pick<TeamMember, "name"> | null;
  readonly to?: Pick<TeamMember, "name"> | null;
}

const removesEvent = (notice: BuyerCallNotice | StaffCallNotice) => notice === "canceled" || notice === "withdrawn" || notice === "handed-away";

const asPayload = (content: MailContent, method: "REQUEST" | "CANCEL", ics: string) => ({
  kind: "mail" as const,
  subject: content.subject,
  text: content.text,
  html: content.html,
  calendar: { method, content: ics },
});

function location(booking: Booking): string {
  if (booking.kind === "phone") return callMailCopy.location.phone(booking.phone ?? "");
  return booking.meetingUrl ? callMailCopy.location.video(booking.meetingUrl) : callMailCopy.location.videoToFollow;
}

function invitation(context: CallMailContext, booking: Booking, method: "REQUEST" | "CANCEL", description: string): string {
  return callInvitationIcs({
    uid: bookingUid(booking, context.host),
    sequence: booking.sequence,
    method,
    start: new Date(booking.start),
    end: new Date(booking.end),
    title: callMailCopy.title(context.request.reference),
    description,
    location: location(booking),
    url: booking.kind === "video" && booking.meetingUrl ? booking.meetingUrl : null,
    // A name a person gave, never an address: calendars show CN as who the event is with.
    organizer: { name: personName(context.admin) ?? site.name, email: context.admin.email },
    attendee: { name: oneLine(context.request.fullName, 120) || callMailCopy.unnamedBuyer, email: context.request.email },
    productId: `${site.name}/booking`,
  });
}

function callFacts(context: CallMailContext, booking: Booking, when: string, forStaff: boolean, removed: boolean): MailFact[] {
  const labels = callMailCopy.labels;
  const facts: MailFact[] = [
    { label: labels.when, value: when },
    { label: labels.length, value: callMailCopy.length },
    { label: labels.kind, value: callMailCopy.kind[booking.kind] },
  ];
  const buyerName = oneLine(context.request.fullName, 120);
  if (forStaff) facts.push({ label: labels.buyer, value: buyerName ? `${buyerName} <${context.request.email}>` : context.request.email });
  else {
    const name = personName(context.admin);
    if (name) facts.push({ label: labels.with, value: name });
  }
  if (!removed && booking.kind === "phone" && booking.phone) facts.push({ label: labels.phone, value: booking.phone });
  if (!removed && booking.kind === "video") facts.push({ label: labels.link, value: booking.meetingUrl || (forStaff ? callMailCopy.noLink : callMailCopy.linkToFollow) });
  facts.push({ label: labels.reference, value: context.request.reference });
  return facts;
}

function buyerIntro(notice: BuyerCallNotice, context: CallMailContext, booking: Booking): string {
  const intro = callMailCopy.buyerIntro;
  if (notice === "new-host") return intro["new-host"](personName(context.admin));
  if (notice === "new-link" && booking.kind === "video" && !booking.meetingUrl) return intro.linkWithdrawn;
  return intro[notice];
}

/** The buyer's e-mail: what happened to the call, the link to change it or book again, and the invitation for their calendar. */
export function composeBuyerCallMail(context: CallMailContext, booking: Booking, notice: BuyerCallNotice): OutboxDraft {
  const zone = buyerDisplayZone(context.request.timeZone, context.hours);
  const when = formatInstant(new Date(booking.start), zone);
  const copy = callMailCopy;
  const removed = removesEvent(notice);
  // A call that is gone offers a new one: its link books again until the booking window closes.
  const manage: MailBlock[] = removed
    ? [
        { kind: "action", text: copy.bookAgain, href: context.manageUrl },
        { kind: "paragraph", content: [copy.bookAgainNote(formatInstant(context.bookingClosesAt, zone))], emphasis: "quiet" },
      ]
    : [
        { kind: "action", text: copy.manage, href: context.manageUrl },
        { kind: "paragraph", content: [copy.manageNote], emphasis: "quiet" },
      ];
  const content = renderMail({
    subject: notice === "new-host" ? copy.buyerSubject["new-host"](when, personName(context.admin)) : copy.buyerSubject[notice](when),
    brand: site.name,
    heading: copy.buyerHeading[notice],
    sections: [
      {
        blocks: [
          paragraph(copy.greeting(greetingName(context.request.fullName))),
          paragraph(buyerIntro(notice, context, booking)),
          { kind: "facts", caption: copy.factsCaption, facts: callFacts(context, booking, when, false, removed) },
        ],
      },
      { heading: removed ? copy.bookAgainHeading : copy.manageHeading, blocks: manage },
    ],
    footer: copy.buyerFooter,
  });
  const method = removed ? "CANCEL" : "REQUEST";
  const ics = invitation(context, booking, method, `${removed ? copy.bookAgain : copy.manage}: ${context.manageUrl}`);
  return callChannels.buyer.draft([context.request.email], asPayload(content, method, ics));
}

function staffIntro(notice: StaffCallNotice, parties: StaffNoticeParties): string | null {
  const intro = callMailCopy.staffIntro;
  if (notice === "withdrawn") return intro.withdrawn(personName(parties.by));
  if (notice === "handed-to-you") return intro["handed-to-you"];
  if (notice === "handed-away") return intro["handed-away"](personName(parties.to));
  return null;
}

/**
 * An admin's e-mail: who the buyer is, the time on the team's clock with the buyer's beside it, the request's
 * page, and the same event for their calendar (removed from it when the call is canceled or handed away).
 */
export function composeStaffCallMail(context: CallMailContext, booking: Booking, notice: StaffCallNotice, parties: StaffNoticeParties = {}): OutboxDraft {
  const when = formatOnBothClocks(new Date(booking.start), context.request.timeZone, context.hours);
  const copy = callMailCopy;
  const removed = removesEvent(notice);
  const intro = staffIntro(notice, parties);
  const needsLink = !removed && booking.kind === "video" && !booking.meetingUrl;
  const content = renderMail({
    subject: copy.staffSubject[notice](context.request.reference, when),
    brand: site.name,
    heading: copy.staffHeading[notice],
    sections: [
      {
        blocks: [
          ...(intro ? [paragraph(intro)] : []),
          { kind: "facts", caption: copy.factsCaption, facts: callFacts(context, booking, when, true, removed) },
          ...(needsLink ? [{ kind: "action" as const, text: copy.addLink, href: context.teamUrl }] : []),
          { kind: "action", text: copy.openLink, href: context.adminRequestUrl },
        ],
      },
    ],
    footer: [[copy.staffFooter]],
  });
  const method = removed ? "CANCEL" : "REQUEST";
  const ics = invitation(context, booking, method, `${copy.openLink}: ${context.adminRequestUrl}`);
  return callChannels.staff.draft([context.admin.email], asPayload(content, method, ics));
}

/** The buyer's change of their own call: their e-mail and the admin's. */
export function callMessages(context: CallMailContext, booking: Booking, change: CallChange): OutboxDraft[] {
  return [composeBuyerCallMail(context, booking, change), composeStaffCallMail(context, booking, change)];
}
