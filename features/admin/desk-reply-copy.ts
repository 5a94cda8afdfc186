import { brand } from "@/platform/config/service-promise";

/** The words of a reply written on the desk (features/admin/desk-reply.ts) and of its form on the request's page. */
export const deskReplyCopy = {
  subject: (reference: string) => `Your request ${reference}`,
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : "Hello,"),
  template: "Thank you for your request. ",
  bookingLine: (link: string) => `If it suits you, book a call with us here: ${link}`,
  signOff: (name: string | null) => `Best regards,\n${name ?? `The ${brand} team`}`,
  footer: (reference: string) => `Sent from the ${brand} team about your request ${reference}. Reply to this e-mail to answer.`,
  form: {
    heading: "Reply to the buyer",
    hint: (to: string) => `Sent to ${to} from the site's address; answers come back to your own. It is logged as an e-mail note.`,
    subjectLabel: "Subject",
    bodyLabel: "Message",
    bodyHint: (max: number) => `Plain text, at most ${max.toLocaleString("en-US")} characters.`,
    send: "Send reply",
    sent: "Reply queued: it is on the timeline.",
  },
  problems: {
    invalid: "Write a subject on one line and a message.",
    tooLong: (max: number) => `The message is longer than ${max.toLocaleString("en-US")} characters: shorten it and send again.`,
    tooMany: "You have sent as many replies as the limits allow for now (50 an hour, 10 a day to one request). Your draft is kept; try again later.",
    notFound: "This request no longer exists.",
  },
} as const;
