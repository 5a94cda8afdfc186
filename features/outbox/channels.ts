import { z } from "zod";
import type { OutboxOwnerKind } from "@/features/outbox/owners";
import type { CalendarPart, MailPayload, OutboxDraft, OutboxPayload, WebhookPayload } from "@/features/outbox/store";

/*
 * A channel is a kind of message (the buyer's confirmation, a call invitation, the webhook call): the
 * feature that sends it declares it, with its payload's schema and the words staff read for it. The outbox
 * knows only its two transports, e-mail and the webhook, which the payload's `kind` names.
 */

/** Stored with each message as its `channel`, so a name never changes once shipped. */
export const channelNameSchema = z.string().max(40).regex(/^[a-z]+(?:-[a-z]+)*$/, "a channel is lower-case words joined by hyphens");

export const calendarPartSchema = z.strictObject({ method: z.enum(["REQUEST", "CANCEL"]), content: z.string().min(1) }) satisfies z.ZodType<CalendarPart>;

/**
 * An address as a mail server takes it in an envelope: one `@`, no spaces, nothing that would end the header
 * or start another address. The features validate addresses as people type them; this guards the transport.
 */
const mailRecipient = z.string().max(320).regex(/^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/, "not an e-mail address a message can go to");

/** An e-mail as composed once: every try sends exactly this. */
export const mailPayloadSchema = z.strictObject({
  kind: z.literal("mail"),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  calendar: calendarPartSchema.optional(),
  replyTo: mailRecipient.optional(),
}) satisfies z.ZodType<MailPayload>;

/** The webhook's JSON body, serialised once, so every try signs and sends the same bytes. */
export const webhookPayloadSchema = z.strictObject({ kind: z.literal("webhook"), body: z.string() }) satisfies z.ZodType<WebhookPayload>;

export const outboxPayloadSchema = z.discriminatedUnion("kind", [mailPayloadSchema, webhookPayloadSchema]) satisfies z.ZodType<OutboxPayload>;


/** Any message, whoever sends it: what a store checks before it writes one. */
export const outboxDraftSchema = z
  .object({ channel: channelNameSchema, recipients: z.array(z.string()).min(1), payload: outboxPayloadSchema })
  .superRefine((draft, context) => {
    const recipients = draft.payload.kind === "mail" ? z.array(mailRecipient) : z.tuple([z.url()]);
    const checked = recipients.safeParse(draft.recipients);
    if (!checked.success) context.addIssue({ code: "custom", path: ["recipients"], message: `not recipients a ${draft.payload.kind} message can go to` });
  }) satisfies z.ZodType<OutboxDraft>;

/** Checks a draft before a store writes it; throws a message naming the channel and what is wrong, never the content. */
export function checkedDraft(draft: OutboxDraft): OutboxDraft {
  const checked = outboxDraftSchema.safeParse(draft);
  if (!checked.success) {
    const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join(".") || "draft"))].join(", ");
    throw new Error(`outbox: a ${typeof draft.channel === "string" ? draft.channel.slice(0, 40) : "message"} draft is malformed (${fields})`);
  }
  return checked.data;
}

/** A kind of message as a feature declares it. */
export interface OutboxChannel<Name extends string = string, Payload extends OutboxPayload = OutboxPayload> {
  readonly name: Name;
  /** What staff read for it on a timeline: "Confirmation to the buyer". */
  readonly label: string;
  /** Its payload's schema: a transport's own, or narrower (a call invitation always carries its calendar part). */
  readonly payload: z.ZodType<Payload>;
  /** A message of this channel to `recipients`; throws unless the payload fits the channel and the recipients its transport. */
  draft(recipients: readonly string[], payload: Payload): OutboxDraft;
}

export function defineOutboxChannel<Name extends string, Payload extends OutboxPayload>(definition: {
  readonly name: Name;
  readonly label: string;
  readonly payload: z.ZodType<Payload>;
}): OutboxChannel<Name, Payload> {
  const { name, label, payload } = definition;
  channelNameSchema.parse(name);
  return Object.freeze({
    name,
    label,
    payload,
    draft(recipients: readonly string[], content: Payload): OutboxDraft {
      const parsed = payload.safeParse(content);
      if (!parsed.success) throw new Error(`outbox: a ${name} payload does not fit its channel (${parsed.error.issues.map((issue) => issue.path.join(".") || "payload").join(", ")})`);
      return checkedDraft({ channel: name, recipients: [...recipients], payload: parsed.data });
    },
  });
}

/** The owner kinds and channels of the features composed in one place, each name once. */
export interface OutboxRegistry {
  readonly owners: readonly OutboxOwnerKind[];
  readonly channels: readonly OutboxChannel[];
  channel(name: string): OutboxChannel | undefined;
  /** What staff read for a stored channel; one no feature here declares (a newer release's) reads as its name. */
  label(name: string): string;
}

/** Composes features' declarations; two features naming the same owner kind or channel would share stored messages, so that throws. */
export function outboxRegistry(parts: { readonly owners: readonly OutboxOwnerKind[]; readonly channels: readonly OutboxChannel[] }): OutboxRegistry {
  const twice = (names: readonly string[]) => names.filter((name, index) => names.indexOf(name) !== index);
  const owners = twice(parts.owners.map((owner) => owner.kind));
  const channels = twice(parts.channels.map((channel) => channel.name));
  if (owners.length > 0 || channels.length > 0) throw new Error(`outbox: declared twice: ${[...owners, ...channels].join(", ")}`);
  const byName = new Map(parts.channels.map((channel) => [channel.name, channel]));
  return Object.freeze({
    owners: [...parts.owners],
    channels: [...parts.channels],
    channel: (name: string) => byName.get(name),
    label: (name: string) => byName.get(name)?.label ?? name,
  });
}
