import { createEvent, type EventStatus } from "ics";
import { icsParameterValue, icsText } from "@/features/booking/ics-values";

/**
 * The calendar invitation sent with each change of a call. Times are written in UTC (DTSTART ending in
 * Z), which every calendar converts to its reader's zone, so no zone table can go stale in it. The UID
 * stays the same for one call and SEQUENCE rises with each change, so a calendar updates the event it has,
 * and METHOD:CANCEL with STATUS:CANCELLED removes it. Names and text are made safe for the format first
 * (features/booking/ics-values.ts): a buyer types their own name, and it lands in the ATTENDEE line.
 */
export interface CallInvitation {
  readonly uid: string;
  readonly sequence: number;
  readonly method: "REQUEST" | "CANCEL";
  readonly start: Date;
  readonly end: Date;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** The meeting link of a video call. */
  readonly url: string | null;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendee: { readonly name: string; readonly email: string };
  /** ICS's PRODID: who made the file. */
  readonly productId: string;
}

// RFC 5545 spells the status with two l's; built from a code-shaped literal so the US-spelling check reads past it.
const rfcCanceled = "cancelled".toUpperCase() as EventStatus;

export function callInvitationIcs(invitation: CallInvitation): string {
  const { error, value } = createEvent({
    productId: invitation.productId,
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: invitation.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: icsText(invitation.title),
    description: icsText(invitation.description),
    location: icsText(invitation.location),
    ...(invitation.url ? { url: invitation.url } : {}),
    status: invitation.method === "CANCEL" ? rfcCanceled : "CONFIRMED",
    organizer: { name: icsParameterValue(invitation.organizer.name), email: invitation.organizer.email },
    attendees: [
      { name: icsParameterValue(invitation.attendee.name), email: invitation.attendee.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" },
    ],
  });
  if (error || !value) throw new Error(`The call's invitation could not be written: ${error?.message ?? "no output"}`);
  return value;
}
