import { defineOutboxChannel, mailPayloadSchema } from "@/features/outbox/channels";
import { defineOutboxOwner } from "@/features/outbox/owners";
import { reminderMailCopy } from "@/features/admin/reminders/reminder-mail-copy";

/*
 * The reminder sweep's messages. A lead's reminder and alert belong to its request (erased and purged with it,
 * they name the buyer); a digest names no buyer, only references, and belongs to the admin it goes to.
 */

/** The morning digest's owner: the admin's e-mail. */
export const digestOwner = defineOutboxOwner("digest");

export const reminderChannels = {
  dueSoon: defineOutboxChannel({ name: "reply-due-soon", label: reminderMailCopy.labels.dueSoon, payload: mailPayloadSchema }),
  overdue: defineOutboxChannel({ name: "reply-overdue", label: reminderMailCopy.labels.overdue, payload: mailPayloadSchema }),
  digest: defineOutboxChannel({ name: "morning-digest", label: reminderMailCopy.labels.digest, payload: mailPayloadSchema }),
} as const;
