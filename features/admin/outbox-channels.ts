import { defineOutboxChannel, mailPayloadSchema } from "@/features/outbox/channels";
import { assignmentMailCopy } from "@/features/admin/assignment-mail-copy";

/** The e-mail a request's new owner gets when a colleague assigns it to them, owned by the request (features/admin/assignment-mail.ts composes it). */
export const assignmentChannels = {
  ownerNotice: defineOutboxChannel({ name: "owner-notice", label: assignmentMailCopy.label, payload: mailPayloadSchema }),
} as const;

/**
 * A reply written on the request's page, owned by the request (features/admin/desk-reply.ts composes it); it carries
 * the admin's Reply-To. Declared by the request's feature, whose reply state follows its delivery.
 */
export { replyChannels as deskReplyChannels } from "@/features/delegation/outbox-channels";
