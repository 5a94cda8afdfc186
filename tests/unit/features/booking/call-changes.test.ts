import {
  callAttention,
  freeForCall,
  handedOver,
  keptAsIs,
  LINK_UPDATE_COALESCE_MS,
  linkUpdateDueAt,
  owesLinkUpdate,
  withMeetingLink,
} from "@/features/booking/call-changes";
import { takerForCall } from "@/features/booking/call-taker";
import { callSettings } from "@/features/booking/slots";
import type { Booking } from "@/features/booking/store";
import type { TeamMember } from "@/features/team/profile";
import { londonHours } from "../../platform/business-hours/london-hours";
import { bookedCall } from "./booking-fixtures";

const minute = 60_000;

// Thursday March 26, 2026, 10:00 GMT: a video call with Ann, her link not yet in the buyer's invitation.
const call: Booking = bookedCall("2026-03-26T10:00:00.000Z", {
  admin: "ann@openseat.example",
  events: [{ type: "booked", at: "2026-03-25T10:00:00.000Z", start: "2026-03-26T10:00:00.000Z", admin: "ann@openseat.example" }],
});

const member = (email: string, more: Partial<Pick<TeamMember, "name" | "takesCalls" | "daysOff" | "hours" | "datesOff">> = {}): TeamMember => ({
  email,
  name: more.name ?? email.split("@")[0]!,
  takesCalls: more.takesCalls ?? true,
  daysOff: more.daysOff ?? [],
  hours: more.hours ?? null,
  datesOff: more.datesOff ?? [],
  meetingUrl: "",
  joinedAt: "2026-01-01T00:00:00.000Z",
  role: "owner",
  removedAt: null,
  morningDigest: true,
});

describe("a meeting link changed after booking", () => {
  it("is sent once the changes have settled for the window, and ahead of a call starting soon", () => {
    const noticed = new Date("2026-03-25T12:00:00Z");
    expect(LINK_UPDATE_COALESCE_MS).toBe(10 * minute);
    expect(linkUpdateDueAt(noticed, new Date(call.start), LINK_UPDATE_COALESCE_MS)).toEqual(new Date("2026-03-25T12:10:00Z"));
    // A call in 15 minutes: the link goes 10 minutes before it, 5 minutes from now.
    expect(linkUpdateDueAt(noticed, new Date("2026-03-25T12:15:00Z"), LINK_UPDATE_COALESCE_MS)).toEqual(new Date("2026-03-25T12:05:00Z"));
    // A call in 5 minutes: at once, never before the change.
    expect(linkUpdateDueAt(noticed, new Date("2026-03-25T12:05:00Z"), LINK_UPDATE_COALESCE_MS)).toEqual(noticed);
  });

  it("is owed to a video call still to come whose buyer has another link, and to no other", () => {
    const now = new Date("2026-03-25T12:00:00Z");
    expect(owesLinkUpdate(call, "https://meet.example.com/ann", now)).toBe(true);
    expect(owesLinkUpdate({ ...call, meetingUrl: "https://meet.example.com/ann" }, "https://meet.example.com/ann", now)).toBe(false);
    // A link removed is a change too: the buyer's link no longer works.
    expect(owesLinkUpdate({ ...call, meetingUrl: "https://meet.example.com/ann" }, "", now)).toBe(true);
    expect(owesLinkUpdate({ ...call, kind: "phone", phone: "+1 212 555 0100" }, "https://meet.example.com/ann", now)).toBe(false);
    expect(owesLinkUpdate({ ...call, status: "canceled" }, "https://meet.example.com/ann", now)).toBe(false);
    expect(owesLinkUpdate(call, "https://meet.example.com/ann", new Date(call.start))).toBe(false);
  });

  it("updates the same event: the UID's parts kept, SEQUENCE one higher, nothing more owed", () => {
    const sent = withMeetingLink({ ...call, linkUpdateDueAt: "2026-03-25T12:10:00.000Z" }, "https://meet.example.com/ann", "2026-03-25T12:10:00.000Z");
    expect(sent).toMatchObject({ requestId: "r1", generation: 1, sequence: 1, meetingUrl: "https://meet.example.com/ann", linkUpdateDueAt: null, updatedAt: "2026-03-25T12:10:00.000Z" });
  });
});

describe("who takes a booked call after the desk changed something", () => {
  it("hands the call over at the same time: the same event one SEQUENCE on, the new admin's link, who did it", () => {
    const moved = handedOver({ ...call, kept: { admin: call.admin, owner: "bob@openseat.example", unavailable: false } }, { admin: "bob@openseat.example", meetingUrl: "https://meet.example.com/bob" }, "2026-03-25T13:00:00.000Z", "cat@openseat.example");
    expect(moved).toMatchObject({ admin: "bob@openseat.example", start: call.start, generation: 1, sequence: 1, meetingUrl: "https://meet.example.com/bob", kept: null });
    expect(moved.events.at(-1)).toEqual({ type: "handed-over", at: "2026-03-25T13:00:00.000Z", start: call.start, admin: "bob@openseat.example", by: "cat@openseat.example" });
    // A phone call carries no link, whoever takes it.
    expect(handedOver({ ...call, kind: "phone", phone: "+1" }, { admin: "bob@openseat.example", meetingUrl: "https://meet.example.com/bob" }, "x", "y").meetingUrl).toBe("");
  });

  it("flags a call whose lead has another owner, or whose admin is not free then; a kept call only for something new", () => {
    expect(callAttention(call, "ann@openseat.example", true)).toBeNull();
    expect(callAttention(call, null, true)).toBeNull();
    expect(callAttention(call, "bob@openseat.example", true)).toEqual({ reason: "owner-changed", owner: "bob@openseat.example" });
    expect(callAttention(call, "ann@openseat.example", false)).toEqual({ reason: "admin-unavailable" });
    const kept = keptAsIs(call, "bob@openseat.example", true);
    expect(kept.kept).toEqual({ admin: call.admin, owner: "bob@openseat.example", unavailable: false });
    expect(callAttention(kept, "bob@openseat.example", true)).toBeNull();
    // Kept for Bob's lead while Ann was free: a date off added since flags it again, and so does another owner.
    expect(callAttention(kept, "bob@openseat.example", false)).toEqual({ reason: "admin-unavailable" });
    expect(callAttention(kept, "cat@openseat.example", true)).toEqual({ reason: "owner-changed", owner: "cat@openseat.example" });
    expect(callAttention(keptAsIs(call, "ann@openseat.example", false), "ann@openseat.example", false)).toBeNull();
  });

  it("reads an admin as free by the booking rules: days off, calls taken, other calls; the call's own slot aside", () => {
    const ownSlot = { admin: call.admin, start: call.start, end: call.end, requestId: call.requestId };
    const free = (taker: ReturnType<typeof takerForCall>, held = [ownSlot]) => freeForCall(taker, call, held, londonHours, callSettings);
    expect(free(takerForCall(member("ann@openseat.example"), londonHours))).toBe(true);
    expect(free(takerForCall(member("bob@openseat.example"), londonHours))).toBe(true);
    // Thursday is ISO weekday 4.
    expect(free(takerForCall(member("bob@openseat.example", { daysOff: [4] }), londonHours))).toBe(false);
    expect(free(takerForCall(member("bob@openseat.example", { takesCalls: false }), londonHours))).toBe(false);
    expect(free(takerForCall(undefined, londonHours))).toBe(false);
    // Their own calendar and clock count as the booking step reads them, and a host the buyer is told of has a name.
    expect(free(takerForCall(member("bob@openseat.example", { datesOff: [{ start: "2026-03-26", end: "2026-03-27" }] }), londonHours))).toBe(false);
    expect(free(takerForCall(member("bob@openseat.example", { hours: { timeZone: "America/New_York", opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } } }), londonHours))).toBe(false);
    expect(free(takerForCall(member("bob@openseat.example", { hours: { timeZone: "Europe/London", opens: { hour: 8, minute: 0 }, closes: { hour: 12, minute: 0 } } }), londonHours))).toBe(true);
    expect(free(takerForCall(member("bob@openseat.example", { name: "" }), londonHours))).toBe(false);
    expect(free(takerForCall(member("bob@openseat.example"), londonHours), [ownSlot, { admin: "bob@openseat.example", start: call.start, end: call.end, requestId: "r2" }])).toBe(false);
    // The buyer's notice and window guard their choice, made already: a call tomorrow morning can still move.
    expect(freeForCall(takerForCall(member("bob@openseat.example"), londonHours), { requestId: "r1", start: "2026-03-26T09:00:00.000Z" }, [], londonHours, callSettings)).toBe(true);
    // Outside the team's hours nobody is free.
    expect(freeForCall(takerForCall(member("bob@openseat.example"), londonHours), { requestId: "r1", start: "2026-03-26T18:00:00.000Z" }, [], londonHours, callSettings)).toBe(false);
  });
});
