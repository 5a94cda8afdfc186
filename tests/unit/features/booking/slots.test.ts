/** @jest-environment node */
import {
  addBusinessTime,
  bookingWindowEnd,
  callSettings,
  checkSlot,
  freeSlots,
  nearestSlots,
  slotsByDay,
  type CallTaker,
  type SlotContext,
} from "@/features/booking/slots";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { londonHours } from "../../platform/business-hours/london-hours";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const ann: CallTaker = { email: "ann@openseat.example", daysOff: [] };
const bob: CallTaker = { email: "bob@openseat.example", daysOff: [1] };

function context(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    now: at("2026-03-25T10:00:00Z"),
    requestedAt: at("2026-03-25T10:00:00Z"),
    hours: londonHours,
    settings: callSettings,
    takers: [ann],
    booked: [],
    ...overrides,
  };
}

const startsOn = (slots: ReturnType<typeof freeSlots>, date: string, zone = "Europe/London") =>
  slots.filter((slot) => wallClockAt(slot.start, zone).date === date).map((slot) => iso(slot.start));

describe("call slots", () => {
  it("cuts each business day into 20-minute calls from opening, the last one ending by closing", () => {
    const day = startsOn(freeSlots(context()), "2026-03-26");
    expect(day).toHaveLength(25);
    expect(day[0]).toBe("2026-03-26T09:00:00.000Z");
    expect(day[1]).toBe("2026-03-26T09:20:00.000Z");
    expect(day.at(-1)).toBe("2026-03-26T17:00:00.000Z");
  });

  it("keeps the team's clock times across the spring change: 09:00 is 09:00 UTC before it and 08:00 UTC after", () => {
    const slots = freeSlots(context());
    expect(startsOn(slots, "2026-03-27")[0]).toBe("2026-03-27T09:00:00.000Z");
    expect(startsOn(slots, "2026-03-30")[0]).toBe("2026-03-30T08:00:00.000Z");
    expect(startsOn(slots, "2026-03-30").at(-1)).toBe("2026-03-30T16:00:00.000Z");
  });

  it("gives four business hours' notice, counted in business time over a weekend and the clock change", () => {
    expect(startsOn(freeSlots(context()), "2026-03-25")[0]).toBe("2026-03-25T14:00:00.000Z");
    // Friday 16:00 GMT: 1.5 hours left that day, then 2.5 hours from Monday's 09:00 BST (08:00 UTC).
    const friday = context({ now: at("2026-03-27T16:00:00Z") });
    expect(iso(addBusinessTime(friday.now, 4 * 3_600_000, londonHours))).toBe("2026-03-30T10:30:00.000Z");
    const slots = freeSlots(friday);
    expect(startsOn(slots, "2026-03-27")).toEqual([]);
    expect(iso(slots[0]!.start)).toBe("2026-03-30T10:40:00.000Z");
  });

  it("ends the window at the close of the tenth business day after the request's, skipping holidays", () => {
    // March 25 + 10 business days, Good Friday (April 3) and Easter Monday (April 6) not counted: April 10.
    expect(iso(bookingWindowEnd(at("2026-03-25T10:00:00Z"), londonHours, callSettings))).toBe("2026-04-10T16:30:00.000Z");
    const slots = freeSlots(context());
    expect(iso(slots.at(-1)!.start)).toBe("2026-04-10T16:00:00.000Z");
    expect(startsOn(slots, "2026-04-03")).toEqual([]);
    expect(startsOn(slots, "2026-04-06")).toEqual([]);
    expect(startsOn(slots, "2026-03-28")).toEqual([]);
  });

  it("counts the window from the request, not from now", () => {
    const later = freeSlots(context({ now: at("2026-04-09T09:00:00Z") }));
    expect(iso(later.at(-1)!.start)).toBe("2026-04-10T16:00:00.000Z");
    expect(freeSlots(context({ now: at("2026-04-10T16:30:00Z") }))).toEqual([]);
  });

  it("holds one call per admin per slot, and offers a slot while any candidate is free", () => {
    const start = at("2026-03-26T10:00:00Z");
    const end = at("2026-03-26T10:20:00Z");
    const both = context({ takers: [ann, bob] });
    expect(checkSlot(start, both)).toEqual({ ok: true, slot: { start, end, admins: [ann.email, bob.email] } });
    const annBusy = context({ takers: [ann, bob], booked: [{ admin: ann.email, start, end }] });
    expect(checkSlot(start, annBusy)).toEqual({ ok: true, slot: { start, end, admins: [bob.email] } });
    const bothBusy = context({ takers: [ann, bob], booked: [{ admin: ann.email, start, end }, { admin: bob.email, start, end }] });
    expect(checkSlot(start, bothBusy)).toEqual({ ok: false, reason: "taken" });
    expect(freeSlots(bothBusy).some((slot) => slot.start.getTime() === start.getTime())).toBe(false);
  });

  it("leaves an admin out on their days off, and a day with no one free offers nothing", () => {
    // Bob is off on Mondays: with him alone, Monday March 30 has no slots; Tuesday does.
    const slots = freeSlots(context({ takers: [bob] }));
    expect(startsOn(slots, "2026-03-30")).toEqual([]);
    expect(startsOn(slots, "2026-03-31")).toHaveLength(25);
    const withAnn = freeSlots(context({ takers: [ann, bob] }));
    expect(withAnn.filter((slot) => wallClockAt(slot.start, "Europe/London").date === "2026-03-30").every((slot) => slot.admins.join() === ann.email)).toBe(true);
    expect(freeSlots(context({ takers: [] }))).toEqual([]);
  });

  it("refuses a time in the past, off the grid, within the notice or beyond the window, in that order", () => {
    const c = context();
    expect(checkSlot(at("2026-03-25T09:00:00Z"), c)).toEqual({ ok: false, reason: "past" });
    expect(checkSlot(at("2026-03-26T09:10:00Z"), c)).toEqual({ ok: false, reason: "outside-hours" });
    expect(checkSlot(at("2026-03-26T17:20:00Z"), c)).toEqual({ ok: false, reason: "outside-hours" });
    expect(checkSlot(at("2026-03-28T10:00:00Z"), c)).toEqual({ ok: false, reason: "outside-hours" });
    expect(checkSlot(at("2026-04-03T09:00:00Z"), c)).toEqual({ ok: false, reason: "outside-hours" });
    expect(checkSlot(at("2026-03-25T13:40:00Z"), c)).toEqual({ ok: false, reason: "too-soon" });
    expect(checkSlot(at("2026-04-13T08:00:00Z"), c)).toEqual({ ok: false, reason: "beyond-window" });
    expect(checkSlot(at("2026-03-25T14:00:00Z"), c).ok).toBe(true);
  });

  it("offers the nearest free slots to a refused time, earliest first", () => {
    const slots = freeSlots(context());
    const near = nearestSlots(slots, at("2026-03-26T10:05:00Z"), 3).map((slot) => iso(slot.start));
    expect(near).toEqual(["2026-03-26T09:40:00.000Z", "2026-03-26T10:00:00.000Z", "2026-03-26T10:20:00.000Z"]);
  });
});

describe("call slots in two zones across daylight-saving changes", () => {
  // October 22, 2026: the window runs to November 5, across London's change (October 25) and New York's (November 1).
  const autumn = context({ now: at("2026-10-22T08:00:00Z"), requestedAt: at("2026-10-22T08:00:00Z") });
  const slots = freeSlots(autumn);
  const first = (date: string) => slots.find((slot) => wallClockAt(slot.start, "Europe/London").date === date)!.start;
  const clock = (date: Date, zone: string) => {
    const { date: day, msOfDay } = wallClockAt(date, zone);
    return `${day} ${String(Math.floor(msOfDay / 3_600_000)).padStart(2, "0")}:${String((msOfDay / 60_000) % 60).padStart(2, "0")}`;
  };

  it("opens at 09:00 London every day, whatever UTC and New York read", () => {
    expect([first("2026-10-23"), first("2026-10-26"), first("2026-11-02")].map((start) => clock(start, "Europe/London"))).toEqual([
      "2026-10-23 09:00",
      "2026-10-26 09:00",
      "2026-11-02 09:00",
    ]);
    expect(iso(first("2026-10-23"))).toBe("2026-10-23T08:00:00.000Z");
    expect(iso(first("2026-10-26"))).toBe("2026-10-26T09:00:00.000Z");
    // New York keeps summer time a week longer than London: four hours behind, then five, then five again.
    expect(clock(first("2026-10-23"), "America/New_York")).toBe("2026-10-23 04:00");
    expect(clock(first("2026-10-26"), "America/New_York")).toBe("2026-10-26 05:00");
    expect(clock(first("2026-11-02"), "America/New_York")).toBe("2026-11-02 04:00");
  });

  it("groups the same slots by each reader's own calendar day", () => {
    const london = slotsByDay(slots, "Europe/London");
    const newYork = slotsByDay(slots, "America/New_York");
    expect(london.map((day) => day.date)).toEqual(["2026-10-22", "2026-10-23", "2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"]);
    expect(newYork.map((day) => day.date)).toEqual(london.map((day) => day.date));
    expect(newYork.flatMap((day) => day.slots)).toEqual(slots);
    // Tokyo is a day ahead of London's afternoon: the 17:00 London call is after midnight there.
    const tokyo = slotsByDay(slots, "Asia/Tokyo");
    expect(tokyo.length).toBeGreaterThan(london.length);
    expect(tokyo.flatMap((day) => day.slots)).toEqual(slots);
  });
});
