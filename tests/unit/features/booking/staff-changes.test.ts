/** @jest-environment node */
import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import type { CallChangeDependencies } from "@/features/booking/call-changes";
import { cancelCallForTeam, deskCall, handCallTo, keepCall } from "@/features/booking/call-owner";
import { noteMeetingLinkChange, sendDueLinkUpdates } from "@/features/booking/link-updates";
import { bookCall, bookingLinkFor } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { openDatabase } from "@/platform/db/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxMessage } from "@/features/outbox/store";
import { requestOwner } from "@/features/delegation/outbox-channels";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { newRequest } from "../../../contract/delegation-store-contract";
import { londonHours } from "../../platform/business-hours/london-hours";
import { sqliteBookingDependencies } from "./booking-fixtures";

const ann = "ann@openseat.example";
const bob = "bob@openseat.example";
const minute = 60_000;

/** Real stores on one in-memory database, a clock the test moves, and a second "instance" on the same stores. */
async function setUp() {
  const db = openDatabase(".", ":memory:");
  let now = new Date("2026-03-25T10:00:00Z");
  const requests = createSqliteDelegationStore(db, { now: () => now });
  const team = createSqliteTeamStore(db);
  await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] });
  await team.update(bob, { name: "Bob Broker", takesCalls: true, daysOff: [], meetingUrl: "https://meet.example.com/bob", hours: null, datesOff: [] });
  const secret = randomBytes(32);
  const deps: CallChangeDependencies & Parameters<typeof bookCall>[0] = {
    ...sqliteBookingDependencies({ db, requests, team, secret, now: () => now }),
    linkUpdateDelayMs: 10 * minute,
  };
  const outbox = createSqliteOutboxStore(db);
  /** A buyer in New York with a video call on Thursday at 13:00 GMT (09:00 in New York, inside the buyer's day), owned by Ann. */
  const bookVideo = async (start = "2026-03-26T13:00:00.000Z", kind = "video") => {
    const { request } = await requests.create(newRequest({ timeZone: "America/New_York" }));
    await requests.assign(request.id, ann, ann);
    const token = bookingLinkFor(secret, request, londonHours, callSettings);
    const outcome = await bookCall(deps, { token, intent: "book", start, kind, phone: "+1 212 555 0100" });
    if (!outcome.ok) throw new Error(`not booked: ${outcome.reason}`);
    return { request: (await requests.get(request.id))!, token };
  };
  const mails = async (requestId: string, channel: OutboxMessage["channel"]) => (await outbox.listForOwner(requestOwner.of(requestId))).filter((message) => message.channel === channel);
  return { deps, team, bookVideo, mails, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

function invitation(message: OutboxMessage) {
  if (message.payload.kind !== "mail" || !message.payload.calendar) throw new Error("no invitation");
  const calendar = new ICAL.Component(ICAL.parse(message.payload.calendar.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return { method: String(calendar.getFirstPropertyValue("method")), uid: event.uid, sequence: event.sequence, url: vevent.getFirstPropertyValue("url"), organizer: String(event.organizer).toLowerCase() };
}

describe("a meeting link set after booking", () => {
  it("reaches the buyer as one updated invitation however often it changes within the window", async () => {
    const { deps, team, bookVideo, mails, advance } = await setUp();
    const { request } = await bookVideo();
    const [booked] = await mails(request.id, "call-buyer");
    expect(invitation(booked!)).toMatchObject({ sequence: 0, url: null });

    await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [], meetingUrl: "https://meet.example.com/ann-typo", hours: null, datesOff: [] });
    expect(await noteMeetingLinkChange(deps, ann)).toBe(1);
    advance(4 * minute);
    await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [], meetingUrl: "https://meet.example.com/ann", hours: null, datesOff: [] });
    // Already owed: the window runs from the first change, so the second adds no wait.
    expect(await noteMeetingLinkChange(deps, ann)).toBe(0);
    advance(5 * minute);
    expect(await sendDueLinkUpdates(deps)).toBe(0);
    advance(1 * minute);
    // Two instances find it due at once: one update is written.
    expect((await Promise.all([sendDueLinkUpdates(deps), sendDueLinkUpdates(deps)])).reduce((a, b) => a + b)).toBe(1);
    advance(30 * minute);
    expect(await sendDueLinkUpdates(deps)).toBe(0);

    const buyer = await mails(request.id, "call-buyer");
    expect(buyer).toHaveLength(2);
    expect(invitation(buyer[1]!)).toEqual({ method: "REQUEST", uid: invitation(booked!).uid, sequence: 1, url: "https://meet.example.com/ann", organizer: `mailto:${ann}` });
    expect((await deps.bookings.get(request.id))!).toMatchObject({ meetingUrl: "https://meet.example.com/ann", linkUpdateDueAt: null, sequence: 1 });
  });

  it("owes nothing once the link is back to the one the buyer has, nor for phone calls", async () => {
    const { deps, team, bookVideo, mails, advance } = await setUp();
    const { request } = await bookVideo();
    const { request: phoneBuyer } = await bookVideo("2026-03-26T14:00:00.000Z", "phone");
    await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [], meetingUrl: "https://meet.example.com/ann", hours: null, datesOff: [] });
    expect(await noteMeetingLinkChange(deps, ann)).toBe(1);
    await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] });
    await noteMeetingLinkChange(deps, ann);
    expect((await deps.bookings.get(request.id))!.linkUpdateDueAt).toBeNull();
    advance(20 * minute);
    expect(await sendDueLinkUpdates(deps)).toBe(0);
    expect(await mails(request.id, "call-buyer")).toHaveLength(1);
    expect(await mails(phoneBuyer.id, "call-buyer")).toHaveLength(1);
  });
});

describe("a call whose lead changes hands", () => {
  it("moves to the new owner free at its time: CANCEL to the old admin, REQUEST to the new, an update to the buyer", async () => {
    const { deps, bookVideo, mails } = await setUp();
    const { request } = await bookVideo();
    const moved = await handCallTo(deps, request.id, bob, ann);
    expect(moved).toMatchObject({ ok: true, booking: { admin: bob, sequence: 1, meetingUrl: "https://meet.example.com/bob" } });
    const uid = invitation((await mails(request.id, "call-buyer"))[0]!).uid;
    const buyer = (await mails(request.id, "call-buyer"))[1]!;
    expect(invitation(buyer)).toEqual({ method: "REQUEST", uid, sequence: 1, url: "https://meet.example.com/bob", organizer: `mailto:${bob}` });
    const staff = (await mails(request.id, "call-staff")).slice(1).map((message) => [message.recipients[0], invitation(message).method, invitation(message).sequence]);
    expect(staff).toEqual([
      [bob, "REQUEST", 1],
      [ann, "CANCEL", 1],
    ]);
    expect(await deps.bookings.heldBetween("2026-03-26T00:00:00.000Z", "2026-03-27T00:00:00.000Z")).toEqual([expect.objectContaining({ admin: bob, requestId: request.id })]);
    expect((await deps.bookings.get(request.id))!.events.at(-1)).toMatchObject({ type: "handed-over", admin: bob, by: ann });
  });

  it("stays, flagged, when the new owner is not free then; keeping it clears the flag until something changes", async () => {
    const { deps, team, bookVideo } = await setUp();
    const { request } = await bookVideo();
    // Thursday is Bob's day off.
    await team.update(bob, { name: "Bob Broker", takesCalls: true, daysOff: [4], meetingUrl: "", hours: null, datesOff: [] });
    expect(await handCallTo(deps, request.id, bob, ann)).toEqual({ ok: false, reason: "not-free" });
    await deps.requests.assign(request.id, bob, ann);
    const owned = (await deps.requests.get(request.id))!;
    const flagged = await deskCall(deps, owned, await team.list());
    expect(flagged).toMatchObject({ attention: { reason: "owner-changed", owner: bob }, adminFree: true, movableTo: [] });
    expect(await keepCall(deps, request.id, bob)).toMatchObject({ ok: true });
    expect((await deskCall(deps, owned, await team.list()))!.attention).toBeNull();
    // A date off added over the call flags it again, for that.
    await team.update(ann, { name: "Ann Agent", takesCalls: true, daysOff: [4], meetingUrl: "", hours: null, datesOff: [] });
    expect((await deskCall(deps, owned, await team.list()))!.attention).toEqual({ reason: "admin-unavailable" });
  });

  it("is canceled by the team: the buyer is told with a way to book again, the admin's calendar loses it", async () => {
    const { deps, bookVideo, mails } = await setUp();
    const { request } = await bookVideo();
    expect(await cancelCallForTeam(deps, request.id, { email: bob, name: "Bob Broker" })).toMatchObject({ status: "canceled", sequence: 1 });
    const buyer = (await mails(request.id, "call-buyer"))[1]!;
    expect(invitation(buyer)).toMatchObject({ method: "CANCEL", sequence: 1 });
    expect(buyer.payload.kind === "mail" && buyer.payload.text).toContain("Book a new time");
    const staff = (await mails(request.id, "call-staff"))[1]!;
    expect(staff.recipients).toEqual([ann]);
    expect(staff.payload.kind === "mail" && staff.payload.text).toContain("Bob Broker canceled the call on the request's page.");
    expect(await cancelCallForTeam(deps, request.id, { email: bob, name: "Bob Broker" })).toBeNull();
  });
});
