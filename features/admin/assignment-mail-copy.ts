import type { Inline } from "@/platform/mail/document";
import { brand } from "@/platform/config/service-promise";

/**
 * The words of the e-mail a request's new owner gets when a colleague assigns it to them
 * (features/admin/assignment-mail.ts): who the lead is, when the reply is due on both clocks, and what
 * became of the buyer's call.
 */
export const assignmentMailCopy = {
  /** What the desk's timeline calls this message. */
  label: "Assignment e-mail to the new owner",
  subject: (reference: string, fullName: string, companyName: string) => `Assigned to you: ${reference}, ${fullName}, ${companyName}`,
  heading: (reference: string): Inline[] => ["Request ", { text: reference, nowrap: true }, " is yours"],
  assignedBy: (by: string | null) => `${by ?? "A colleague"} assigned this request to you.`,
  due: (due: string) => `The first reply is due by ${due}.`,
  answered: "The buyer has had a first reply; the request's page has the history.",
  summaryCaption: "The request at a glance",
  /** The buyer's facts above it are the staff alert's (features/delegation/request-mail.ts buyerFacts). */
  received: "Received",
  callHeading: "Their call",
  callCaption: "The buyer's call",
  callLabels: { when: "When", kind: "How" },
  callKinds: { phone: "Phone call", video: "Video call" },
  callMoved: "The call moves to you with the request: its invitation comes in a separate e-mail, and the buyer gets an updated one.",
  callStays: (admin: string | null) =>
    `The call stays with ${admin ?? "the colleague who has it"}: you are not free at that time. Move it to someone who is, or keep it there, on the request's page.`,
  openLink: "Open the request in the admin area",
  footer: `Sent by the ${brand} site to the admin a request is assigned to.`,
} as const;
