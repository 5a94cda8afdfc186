import { assignmentChannels, deskReplyChannels } from "@/features/admin/outbox-channels";
import { digestOwner, reminderChannels } from "@/features/admin/reminders/outbox-channels";
import { callChannels } from "@/features/booking/outbox-channels";
import { requestChannels, requestOwner } from "@/features/delegation/outbox-channels";
import { outboxRegistry } from "@/features/outbox/channels";
import { invitationChannels, invitationOwner } from "@/features/team/invitations/outbox-channels";

/**
 * The outbox's owners and kinds of message as the lead desk knows them: every feature's declarations,
 * composed here (the outbox knows none of them). Composing them refuses a name two features both declare,
 * and gives the timeline its labels. A feature that sends a new kind of message adds its declarations here.
 */
export const deskOutbox = outboxRegistry({
  owners: [requestOwner, digestOwner, invitationOwner],
  channels: [
    ...Object.values(requestChannels),
    ...Object.values(callChannels),
    ...Object.values(assignmentChannels),
    ...Object.values(reminderChannels),
    ...Object.values(deskReplyChannels),
    ...Object.values(invitationChannels),
  ],
});
