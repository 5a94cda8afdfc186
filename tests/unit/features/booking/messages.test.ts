/** @jest-environment node */
import ICAL from "ical.js";
import { composeBuyerCallMail, composeStaffCallMail, type CallMailContext } from "@/features/booking/messages";
import type { Booking } from "@/features/booking/store";
import type { OutboxDraft } from "@/features/outbox/store";
import { londonHours } from "../../platform/business-hours/london-hours";
import { bookedCall } from "./booking-fixtures";

const context: CallMailContext = {
  request: { id: "r1", reference: "DR-GKP642", email: "jane@acme.io", fullName: "Jane Doe", timeZone: "America/New_York" },
  admin: { email: "ana@northwind.test", name: "Ana Lopez" },
  manageUrl: "https://www.openseat.example/book/abc.def",
  bookingClosesAt: new Date("2026-04-08T16:30:00Z"),
  adminRequestUrl: "https://www.openseat.example/admin/requests/r1",
  teamUrl: "https://www.openseat.example/admin/team",
  host: "www.openseat.example",
  hours: londonHours,
};

// Thursday March 26, 2026, 16:00 GMT: 12:00 PM in New York (summer time there since March 8).
const call: Booking = bookedCall("2026-03-26T16:00:00.000Z");

function mail(draft: OutboxDraft) {
  if (draft.payload.kind !== "mail" || !draft.payload.calendar) throw new Error("not an invitation");
  const calendar = new ICAL.Component(ICAL.parse(draft.payload.calendar.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    ...draft.payload,
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    organizerName: String(vevent.getFirstProperty("organizer")!.getParameter("cn")),
    attendeeName: String(vevent.getFirstProperty("attendee")!.getParameter("cn")),
  };
}

describe("the e-mails about a booked call keep their word", () => {
  it("promises no link it does not have: without one the buyer is told an updated invitation brings it", () => {
    const booked = mail(composeBuyerCallMail(context, call, "booked"));
    expect(booked.text).toContain("Meeting link: Not yet: it comes in an updated invitation as soon as your account manager adds it.");
    expect(booked.location).toBe("Video call: the link comes in an updated invitation");
    expect(booked.url).toBeNull();
    expect(booked.text).not.toMatch(/sends the meeting link before the call|link to follow by e-mail/);
    const withLink = mail(composeBuyerCallMail(context, { ...call, meetingUrl: "https://meet.example.com/ana" }, "booked"));
    expect(withLink.text).toContain("Meeting link: https://meet.example.com/ana");
    expect(withLink.location).toBe("Video call: https://meet.example.com/ana");
    expect(withLink.url).toBe("https://meet.example.com/ana");
  });

  it("sends a link added after booking as an update of the same event, at a higher SEQUENCE", () => {
    const first = mail(composeBuyerCallMail(context, call, "booked"));
    const update = mail(composeBuyerCallMail(context, { ...call, meetingUrl: "https://meet.example.com/ana", sequence: 1 }, "new-link"));
    expect(update).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1, url: "https://meet.example.com/ana", subject: "The meeting link for your call with OpenSeat: Thursday, March 26, 2026, 12:00 PM EDT" });
    expect(update.text).toContain("Here is the meeting link for your call.");
    // A link removed since: the update says so rather than leave a dead link in the calendar.
    const removed = mail(composeBuyerCallMail(context, { ...call, sequence: 2 }, "new-link"));
    expect(removed.text).toContain("The meeting link we sent for your call no longer works.");
    expect(removed.url).toBeNull();
  });

  it("names people by the names they gave, never by an address", () => {
    const named = mail(composeBuyerCallMail(context, call, "booked"));
    expect(named.text).toContain("With: Ana Lopez");
    expect(named.organizerName).toBe("Ana Lopez");
    expect(named.attendeeName).toBe("Jane Doe");
    const unnamed = { ...context, admin: { email: "ana@northwind.test", name: "" }, request: { ...context.request, fullName: "" } };
    for (const draft of [composeBuyerCallMail(unnamed, call, "booked"), composeStaffCallMail(unnamed, call, "booked"), composeBuyerCallMail(unnamed, call, "new-host")]) {
      const read = mail(draft);
      expect(read.organizerName).toBe("OpenSeat");
      expect(read.attendeeName).toBe("Buyer");
      for (const part of [read.subject, read.text, read.html]) expect(part).not.toMatch(/With:? ana@|ana@northwind\.test (takes|is)|now with ana@/);
    }
    expect(mail(composeBuyerCallMail(unnamed, call, "booked")).text).not.toContain("With:");
    expect(mail(composeBuyerCallMail(unnamed, call, "new-host")).subject).toBe("Your call with OpenSeat has a new account manager: Thursday, March 26, 2026, 12:00 PM EDT");
  });

  it("offers a buyer whose call is gone a new one, not a link to a call that no longer exists", () => {
    for (const notice of ["canceled", "withdrawn"] as const) {
      const canceled = mail(composeBuyerCallMail(context, { ...call, status: "canceled", sequence: 1 }, notice));
      expect(canceled.method).toBe("CANCEL");
      expect(canceled.text).toContain("Book a new time (https://www.openseat.example/book/abc.def)");
      expect(canceled.text).toContain("The link books a new call until Wednesday, April 8, 2026, 12:30 PM EDT");
      expect(canceled.text).not.toMatch(/until the call is over|Move or cancel|Meeting link/);
    }
    expect(mail(composeBuyerCallMail(context, call, "withdrawn")).text).toContain("Your account manager had to cancel your call");
  });

  it("gives staff the buyer's clock beside the team's, and a way to add a missing link", () => {
    const staff = mail(composeStaffCallMail(context, call, "booked"));
    expect(staff.subject).toBe("Call booked for DR-GKP642: Thursday, March 26, 2026, 4:00 PM GMT (12:00 PM EDT in New York)");
    expect(staff.text).toContain("When: Thursday, March 26, 2026, 4:00 PM GMT (12:00 PM EDT in New York)");
    expect(staff.text).toContain("Add your meeting link (https://www.openseat.example/admin/team)");
    expect(mail(composeStaffCallMail(context, { ...call, meetingUrl: "https://meet.example.com/ana" }, "booked")).text).not.toContain("Add your meeting link");
  });

  it("hands a call over: the admin it leaves has it removed, the one it joins gets it, each told who", () => {
    const away = mail(composeStaffCallMail(context, { ...call, sequence: 1 }, "handed-away", { to: { name: "Ben Stone" } }));
    expect(away).toMatchObject({ method: "CANCEL", sequence: 1 });
    expect(away.text).toContain("The call moved to Ben Stone with the request.");
    const toYou = mail(composeStaffCallMail({ ...context, admin: { email: "ben@northwind.test", name: "Ben Stone" } }, { ...call, admin: "ben@northwind.test", sequence: 1 }, "handed-to-you"));
    expect(toYou).toMatchObject({ method: "REQUEST", sequence: 1, uid: away.uid, organizerName: "Ben Stone" });
    const withdrawn = mail(composeStaffCallMail(context, { ...call, status: "canceled", sequence: 1 }, "withdrawn", { by: { name: "" } }));
    expect(withdrawn.text).toContain("A colleague canceled the call on the request's page.");
  });
});
