import { z } from "zod";
import { deskReplyCopy } from "@/features/admin/desk-reply-copy";
import { deskReplyChannels } from "@/features/admin/outbox-channels";
import type { DelegationRequest } from "@/features/delegation/store";
import type { OutboxDraft } from "@/features/outbox/store";
import type { DeskReplyLimits } from "@/platform/config/limits";
import { site } from "@/platform/config/site";
import { renderMail, type MailBlock } from "@/platform/mail/document";
import { greetingName } from "@/platform/mail/greeting-name";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/*
 * A reply written on the request's page: its form's template, what a post may hold, and the e-mail. It goes
 * through the outbox from MAIL_FROM with Reply-To the signed-in admin's address (never a field of the form),
 * and is recorded as an e-mail note in the same write, so the lead stops waiting and its reminders stop.
 */

/** The form's starting text: the reference in the subject, the buyer greeted by first name, the booking link while it is open and no call is booked. */
export function deskReplyTemplate(request: Pick<DelegationRequest, "reference" | "fullName">, options: { readonly bookingLink: string | null; readonly adminName: string | null }): { subject: string; body: string } {
  const lines = [deskReplyCopy.greeting(greetingName(request.fullName)), "", deskReplyCopy.template, ""];
  if (options.bookingLink) lines.push(deskReplyCopy.bookingLine(options.bookingLink), "");
  lines.push(deskReplyCopy.signOff(options.adminName));
  return { subject: deskReplyCopy.subject(request.reference), body: lines.join("\n") };
}

export type DeskReplyProblem = "invalid" | "too-long";

/** What a post may hold: a subject on one line (no CR, LF or other control character: no header can be injected) and plain text. */
export function readDeskReply(posted: unknown, limits: DeskReplyLimits): { ok: true; subject: string; body: string } | { ok: false; problem: DeskReplyProblem } {
  const shape = z.object({ subject: z.string().max(limits.subjectMaxLength * 4), body: z.string().max(limits.bodyMaxLength * 4) }).safeParse(posted);
  if (!shape.success) return { ok: false, problem: "invalid" };
  const subject = stripInvisibleCharacters(shape.data.subject).trim();
  const body = stripInvisibleCharacters(shape.data.body.replace(/\r\n?/g, "\n")).trim();
  if (subject === "" || subject.length > limits.subjectMaxLength || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(subject) || body === "") return { ok: false, problem: "invalid" };
  if (body.length > limits.bodyMaxLength) return { ok: false, problem: "too-long" };
  return { ok: true, subject, body };
}

export interface DeskReply {
  readonly request: Pick<DelegationRequest, "reference" | "email">;
  readonly subject: string;
  readonly body: string;
  /** The signed-in admin's own address, from the session. */
  readonly replyTo: string;
}

/**
 * The reply as an e-mail built like the site's others: the text as typed, one paragraph per line (so the
 * HTML part holds exactly the text, every character escaped by the document renderer), under the subject.
 */
export function composeDeskReply(reply: DeskReply): OutboxDraft {
  const paragraphs: MailBlock[] = reply.body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => ({ kind: "paragraph", content: [line] }));
  const content = renderMail({
    subject: reply.subject,
    brand: site.name,
    heading: reply.subject,
    sections: [{ blocks: paragraphs }],
    footer: [[deskReplyCopy.footer(reply.request.reference)]],
  });
  return deskReplyChannels.reply.draft([reply.request.email], { kind: "mail", subject: content.subject, text: content.text, html: content.html, replyTo: reply.replyTo });
}
