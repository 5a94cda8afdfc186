import { defineOutboxChannel, mailPayloadSchema } from "@/features/outbox/channels";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { invitationMailCopy } from "@/features/team/invitations/invitation-copy";

/** An invitation's e-mail belongs to the invitation: the invited address. Canceling or resending erases it. */
export const invitationOwner = defineOutboxOwner("invitation");

export const invitationChannels = {
  invitation: defineOutboxChannel({ name: "team-invitation", label: invitationMailCopy.label, payload: mailPayloadSchema }),
} as const;
