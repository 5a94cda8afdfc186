import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { earlierOwnerKind, type OutboxOwner } from "@/features/outbox/owners";
import type { SendResult } from "@/features/outbox/rules";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "@/platform/server/private-files";
import type { OutboxMessage } from "@/features/outbox/store";

export interface MailTransportConfig {
  /** smtp:// or smtps://, credentials in the URL; unset writes .eml files instead (never in a deployment). */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** The right-hand side of every Message-ID: the site's own host, so the ids are ours. */
  readonly messageIdHost: string;
  /** Where .eml files go without SMTP: DATA_DIR/mail. */
  readonly mailDir: string;
  readonly sendTimeoutMs: number;
}

/** Sends one stored e-mail; what came of it, never an exception. */
export type MailSender = (message: OutboxMessage) => Promise<SendResult>;

/** The Message-ID a message keeps on every try: a receiver that saw it once can tell a repeat. */
export function messageIdOf(message: Pick<OutboxMessage, "id">, host: string): string {
  return `<${message.id}@${host}>`;
}

/**
 * An owner's .eml files live in a folder of their own, so erasing the owner removes them in one step. A
 * request's folder is DATA_DIR/mail/<request id>/, where it always was (folders written before owners keep
 * being erased and swept); any other owner's is DATA_DIR/mail/<kind>/<id>/, one folder per kind beside them,
 * which the request's sweep tells apart by name (features/outbox/eml-files.ts). The id is URI-encoded and a
 * leading dot escaped, so an e-mail address (a staff member's digest) or ".." stays one folder.
 */
export function emlFolder(mailDir: string, owner: OutboxOwner): string {
  if (owner.kind === earlierOwnerKind) return path.join(mailDir, path.basename(owner.id));
  return path.join(mailDir, owner.kind, encodeURIComponent(owner.id).replace(/^\./, "%2E"));
}

/**
 * An SMTP server's refusal of the recipients with a 5xx code is final (the address does not exist or takes
 * no mail); everything else (4xx, a dropped connection, a timeout) may pass on a later try.
 */
export function classifySmtpError(error: unknown): SendResult {
  const { code, command, responseCode, message } = (error ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "unknown error";
  const permanent = code === "EENVELOPE" && command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  return { ok: false, permanent, error: typeof code === "string" ? `${code}: ${text}` : text };
}

/**
 * The e-mail transport: nodemailer over SMTP when SMTP_URL is set, otherwise each message rendered by
 * nodemailer's own composer and written as <its owner's folder>/<message id>.eml, so a fresh clone
 * shows exactly what would have been sent.
 */
export function createMailSender(config: MailTransportConfig): MailSender {
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: config.sendTimeoutMs,
        greetingTimeout: config.sendTimeoutMs,
        socketTimeout: config.sendTimeoutMs,
      })
    : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return async (message) => {
    if (message.payload.kind !== "mail") return { ok: false, permanent: true, error: "not an e-mail" };
    const mail = {
      from: config.from,
      to: [...message.recipients],
      subject: message.payload.subject,
      text: message.payload.text,
      html: message.payload.html,
      messageId: messageIdOf(message, config.messageIdHost),
      date: new Date(message.createdAt),
      // As a text/calendar alternative and an invite.ics attachment: calendar-aware clients offer to add it.
      // A reply written on the desk: the buyer's answer reaches the admin who wrote it (an address the outbox checked).
      ...(message.payload.replyTo ? { replyTo: message.payload.replyTo } : {}),
      ...(message.payload.calendar ? { icalEvent: { method: message.payload.calendar.method, filename: "invite.ics", content: message.payload.calendar.content } } : {}),
    };
    try {
      if (smtp) {
        await smtp.sendMail(mail);
      } else {
        const info = await files.sendMail(mail);
        const folder = emlFolder(config.mailDir, message.owner);
        // Personal data, like the database beside it: this account only.
        await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
        const file = path.join(folder, `${message.id}.eml`);
        // Written whole, then renamed: a reader never finds half a message.
        await writeFile(`${file}.tmp`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
        await rename(`${file}.tmp`, file);
      }
      return { ok: true };
    } catch (error) {
      return classifySmtpError(error);
    }
  };
}
