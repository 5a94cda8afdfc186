import { company } from "@/platform/config/company";
import { answerLabels } from "@/features/delegation/submission-summary";
import type { Inline } from "@/platform/mail/document";
import { requestSentCopy } from "./request-sent-copy";
import { brand, service } from "@/platform/config/service-promise";

/**
 * The words of the two e-mails a stored request sends (features/delegation/request-mail.ts): the confirmation to the
 * buyer and the alert to the sales inbox. The confirmation goes to whatever address was typed into the
 * form, so every line of it is ours or a label from one of the form's fixed lists; only the greeting may
 * carry a first name, and only one that looks like a name (platform/mail/greeting-name.ts).
 */

const contactEmail = company.email;
const siteHost = company.siteUrl.host;

export const buyerConfirmationCopy = {
  subject: (reference: string) => `We received your request ${reference}`,
  heading: "We received your request",
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : "Hello,"),
  intro: `Thank you for asking ${brand} for marketing talent. Keep this e-mail: it has your reference, when to expect our reply and the choices you made.`,
  requestCaption: "Your request",
  referenceLabel: requestSentCopy.referenceLabel,
  receivedLabel: "Received",
  replyHeading: "When to expect our reply",
  reply: (due: string) => `Your ${service.contact} will e-mail you by ${due}, ${service.reply} of your request.`,
  /** When the buyer's zone is not on the form's list, the due time is on the team's clock. */
  teamClockNote: "Your time zone was not one on our list, so times here are on our team's clock, with its difference from UTC.",
  bookingHeading: "Book your first call now",
  booking: `Rather not wait for our e-mail? Pick a time for your 20-minute call with your ${service.contact} yourself.`,
  bookingAction: "Choose a time for the call",
  bookingNote: "The link is yours alone and works until your booking window closes; please do not forward it.",
  summaryHeading: requestSentCopy.summaryHeading,
  summaryCaption: "The choices you made on the request form",
  summaryLabels: answerLabels,
  typedNote: `Your ${service.contact} also has what you typed in, such as your message; this e-mail repeats only the choices you picked from our lists.`,
  nextHeading: requestSentCopy.nextHeading,
  next: requestSentCopy.next,
  contactHeading: "How to reach us",
  contact: (reference: string): Inline[] => [
    "Write to ",
    { text: contactEmail, href: `mailto:${contactEmail}` },
    " and quote your reference, ",
    { text: reference, nowrap: true },
    ".",
  ],
  notYou: `If you did not send this request, someone else entered your address. You do not need to do anything; write to ${contactEmail} and we will erase the request.`,
  footer: [
    [`You received this e-mail because your address was entered in the request form on `, { text: siteHost, href: company.siteUrl.href }, "."],
    [`${brand} is run by ${company.legal.entityName}, ${company.legal.address}.`],
  ] satisfies Inline[][],
} as const;

export const staffAlertCopy = {
  subject: (reference: string, fullName: string, companyName: string) => `New request ${reference}: ${fullName}, ${companyName}`,
  heading: (reference: string): Inline[] => ["New request ", { text: reference, nowrap: true }],
  due: (due: string) => `Reply due by ${due}, ${service.reply} of receipt.`,
  summaryCaption: "The request at a glance",
  labels: {
    reference: "Reference",
    fullName: "Full name",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    timeZone: "Buyer's time zone",
    roles: "Roles",
    monthlyBudget: "Monthly budget",
    startTimeline: "Start",
    received: "Received",
  },
  notGiven: "Not given",
  openLink: "Open the request in the admin area",
  linkNote: "Everything they sent, with the notes and status history, is on that page.",
  footer: `Sent by the ${brand} site to its sales inbox for every new request.`,
} as const;

/** What the admin area's timeline calls each message a request sends (features/delegation/outbox-channels.ts). */
export const requestMessageLabels = {
  buyerConfirmation: "Confirmation to the buyer",
  staffAlert: "Alert to the sales inbox",
  webhook: "Webhook",
  deskReply: "Reply from the desk",
} as const;
