/** @jest-environment node */
import ICAL from "ical.js";
import { callInvitationIcs, type CallInvitation } from "@/features/booking/invitation";

const invitation: CallInvitation = {
  uid: "call-5f0c-1@www.openseat.example",
  sequence: 0,
  method: "REQUEST",
  start: new Date("2026-03-30T08:00:00Z"),
  end: new Date("2026-03-30T08:20:00Z"),
  title: "OpenSeat call about DR-7K2F9Q",
  description: "Move or cancel: https://www.openseat.example/book/abc.def",
  location: "Phone call: we call +44 20 7946 0000",
  url: null,
  organizer: { name: "Ann Agent", email: "ann@openseat.example" },
  attendee: { name: "Jane Buyer", email: "jane@acme.io" },
  productId: "openseat/booking",
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event, vevent: calendar.getFirstSubcomponent("vevent")! };
}

describe("the call's calendar invitation, read back by a calendar parser", () => {
  it("holds the call's UTC times, organizer, attendee, location and a stable UID", () => {
    const { calendar, event, vevent } = parse(callInvitationIcs(invitation));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(invitation.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-30T08:20:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
    // 09:00 on the team's clock in London, summer time having begun the day before.
    expect(event.startDate.toJSDate().toLocaleTimeString("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" })).toBe("09:00");
    expect(event.summary).toBe(invitation.title);
    expect(event.location).toBe(invitation.location);
    expect(event.sequence).toBe(0);
    expect(String(event.organizer).toLowerCase()).toBe("mailto:ann@openseat.example");
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(["mailto:jane@acme.io"]);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("keeps the UID and raises SEQUENCE on a move; cancels with METHOD:CANCEL", () => {
    const moved = parse(callInvitationIcs({ ...invitation, sequence: 1, start: new Date("2026-03-31T13:00:00Z"), end: new Date("2026-03-31T13:20:00Z"), url: "https://meet.example.com/ann" }));
    expect(moved.event.uid).toBe(invitation.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.vevent.getFirstPropertyValue("url")).toBe("https://meet.example.com/ann");
    const canceled = parse(callInvitationIcs({ ...invitation, sequence: 2, method: "CANCEL" }));
    expect(canceled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(canceled.vevent.getFirstPropertyValue("status")).toBe("cancelled".toUpperCase());
    expect(canceled.event.sequence).toBe(2);
  });

  it("keeps every name inside its CN: no DQUOTE, no line break, no parameter of its own", () => {
    const ics = callInvitationIcs({
      ...invitation,
      organizer: { name: 'Ann "The Closer" ^\'Agent', email: "ann@openseat.example" },
      attendee: { name: 'Eve "Q";ROLE=CHAIR;CN="x":mailto:eve@evil.example\r\nATTENDEE:mailto:eve@evil.example', email: "jane@acme.io" },
    });
    const { vevent } = parse(ics);
    const organizer = vevent.getFirstProperty("organizer")!;
    const attendees = vevent.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    for (const property of [organizer, ...attendees]) expect(String(property.getParameter("cn"))).not.toContain('"');
    expect(organizer.getParameter("cn")).toBe("Ann 'The Closer' ^'Agent");
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:ann@openseat.example");
    expect(attendees[0]!.getParameter("cn")).toBe("Eve 'Q';ROLE=CHAIR;CN='x':mailto:eve@evil.example ATTENDEE:mailto:eve@evil.example");
    expect(attendees[0]!.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe("mailto:jane@acme.io");
  });

  it("escapes every text value as RFC 5545 asks, so each reads back as written, line breaks of every kind included", () => {
    const typed = "Call; about, the \\ plan\rsecond line\r\nthird\nfourth\u0007end\tok";
    const ics = callInvitationIcs({ ...invitation, title: typed, description: typed, location: typed });
    // Every line of the file is a property or the fold of one: no value broke out onto a line of its own.
    for (const line of ics.split("\r\n").filter(Boolean)) expect(line).toMatch(/^([A-Z-]+[;:]|[ \t])/);
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    const { event } = parse(ics);
    const expected = "Call; about, the \\ plan\nsecond line\nthird\nfourth end\tok";
    expect(event.summary).toBe(expected);
    expect(event.description).toBe(expected);
    expect(event.location).toBe(expected);
  });
});
