import type { Inline } from "@/platform/mail/document";
import { brand } from "@/platform/config/service-promise";

/**
 * The words of the reminder sweep's e-mails (reminder-mail.ts): the reminder before a first reply is due, the
 * alert once it is late, and each admin's morning digest. The digest names requests by reference only.
 */
export const reminderMailCopy = {
  labels: {
    dueSoon: "Reminder: first reply due soon",
    overdue: "Alert: first reply overdue",
    digest: "Morning digest",
  },
  dueSoon: {
    subject: (reference: string, fullName: string, companyName: string) => `Reply due soon: ${reference}, ${fullName}, ${companyName}`,
    heading: (reference: string): Inline[] => ["The first reply to ", { text: reference, nowrap: true }, " is due soon"],
    callout: (due: string) => `The first reply is due by ${due}, and none is logged yet. Call or e-mail the buyer, then log it on the request's page.`,
    unowned: "Nobody owns this request yet: this reminder goes to the sales inbox. Take it, or assign it, on the request's page.",
    footer: `Sent by the ${brand} site one business hour before a first reply is due: to the request's owner, or to the sales inbox when it has none, once for each due time.`,
  },
  overdue: {
    subject: (reference: string, fullName: string, companyName: string) => `Overdue: ${reference}, ${fullName}, ${companyName}`,
    heading: (reference: string): Inline[] => ["The first reply to ", { text: reference, nowrap: true }, " is late"],
    callout: (due: string) => `The first reply was due by ${due}, and none is logged yet. The buyer was promised an answer within one business day.`,
    footer: `Sent by the ${brand} site once, when a first reply is late: to the request's owner and the sales inbox.`,
  },
  summaryCaption: "The request",
  factLabels: {
    reference: "Reference",
    fullName: "Buyer",
    company: "Company",
    due: "Reply due",
    received: "Received",
    owner: "Owner",
  },
  nobody: "Nobody yet",
  notGiven: "Not given",
  openLink: "Open the request in the admin area",
  /** A time on the team's clock, with the reader's own where it differs. */
  onYourClock: (team: string, yours: string | null) => (yours ? `${team} (${yours} on your clock)` : team),
  digest: {
    subject: (day: string, counts: { calls: number; leads: number; followUps: number }) =>
      `Your day, ${day}: ${plural(counts.calls, "call")}, ${plural(counts.leads, "lead")} to answer, ${plural(counts.followUps, "follow-up")}`,
    heading: (day: string) => `Your day, ${day}`,
    intro: "What waits for you today, by reference. Open a request for its details.",
    callsHeading: "Your calls today",
    call: (time: string, kind: "phone" | "video") => `${time}, ${kind === "video" ? "video call" : "phone call"}: `,
    meetingLink: "your meeting link",
    leadsHeading: "Leads waiting for a first reply",
    leadDue: (due: string, theirs: boolean) => `: due by ${due}${theirs ? "" : ", nobody owns it"}`,
    leadOverdue: (due: string, theirs: boolean) => `: overdue, was due by ${due}${theirs ? "" : ", nobody owns it"}`,
    followUpsHeading: "Your follow-ups",
    followUp: (date: string, today: boolean) => (today ? ": follow up today" : `: follow up, set for ${date}`),
    none: "None.",
    deskLink: "Open the lead desk",
    footer: `Sent by the ${brand} site at the start of each business day to every admin who has not turned it off. Turn it off on the team page, under your profile.`,
  },
} as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
