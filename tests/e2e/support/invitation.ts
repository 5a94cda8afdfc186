import { expect } from "@playwright/test";
import ICAL from "ical.js";
import type { ReceivedMail } from "../../support/smtp-sink";

/** The invitation an e-mail carries, read by a calendar parser, as the booking and call-mail journeys check it. */
export function invitationOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((part) => part.contentType.startsWith("text/calendar") || part.filename?.endsWith(".ics"));
  expect(attachment, `an .ics in "${mail.parsed.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(event.organizer).toLowerCase(),
    organizerName: String(vevent.getFirstProperty("organizer")?.getParameter("cn")),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    location: event.location,
    url: vevent.getFirstPropertyValue("url") as string | null,
    status: String(vevent.getFirstPropertyValue("status")),
  };
}
