import { calendarPartSchema, defineOutboxChannel, mailPayloadSchema } from "@/features/outbox/channels";
import { callMessageLabels } from "@/features/booking/booking-copy";

/** Every call e-mail carries the invitation a calendar adds, moves or removes. */
const invitationPayload = mailPayloadSchema.extend({ calendar: calendarPartSchema });

/** The e-mails a call's booking, move or cancellation sends, owned by its request (features/booking/messages.ts composes them). */
export const callChannels = {
  buyer: defineOutboxChannel({ name: "call-buyer", label: callMessageLabels.buyer, payload: invitationPayload }),
  staff: defineOutboxChannel({ name: "call-staff", label: callMessageLabels.staff, payload: invitationPayload }),
} as const;
