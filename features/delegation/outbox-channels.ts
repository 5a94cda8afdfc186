import { defineOutboxChannel, mailPayloadSchema, webhookPayloadSchema } from "@/features/outbox/channels";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { requestMessageLabels } from "@/features/delegation/lead-mail-copy";

/**
 * A request owns the messages sent about it: its own (below) and those of features built on it (the call's
 * invitations). They are listed on its timeline, their expiry moves with it, and erasing or purging it
 * deletes them and their .eml files.
 */
export const requestOwner = defineOutboxOwner("request");

/** The messages a new request sends (features/delegation/outbox-messages.ts composes them). */
export const requestChannels = {
  buyerConfirmation: defineOutboxChannel({ name: "buyer-confirmation", label: requestMessageLabels.buyerConfirmation, payload: mailPayloadSchema }),
  staffAlert: defineOutboxChannel({ name: "staff-alert", label: requestMessageLabels.staffAlert, payload: mailPayloadSchema }),
  webhook: defineOutboxChannel({ name: "webhook", label: requestMessageLabels.webhook, payload: webhookPayloadSchema }),
} as const;

/**
 * The team's reply to the buyer, written on the desk (features/admin/desk-reply.ts composes it). Declared here,
 * beside the request, because the request's reply state follows it: when the outbox gives up on one, the lead
 * waits for a reply again (sqliteReplyLapse, firestoreReplyLapse in the adapters).
 */
export const replyChannels = {
  reply: defineOutboxChannel({ name: "desk-reply", label: requestMessageLabels.deskReply, payload: mailPayloadSchema }),
} as const;
