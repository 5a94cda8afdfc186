/** @jest-environment node */
import {
  addBusinessTime,
  availability,
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
/** An admin on the team's hours (London, 09:00 to 17:30, Monday to Friday) unless told otherwise. */
const taker = (email: string, overrides: Partial<CallTaker> = {}): CallTaker => ({
  email,
  timeZone: "Europe/London",
  opens: { hour: 9, minute: 0 },
  closes: { hour: 17, minute: 30 },
  workdays: [1, 2, 3, 4, 5],
  datesOff: [],
  ...overrides,
});
const ann = taker("ann@openseat.example");
const bob = taker("bob@openseat.example", { workdays: [2, 3, 4, 5] });

// A buyer in London: their day (08:00 to 19:00) holds the whole of the team's, so these tests see every slot.
function context(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    now: at("2026-03-25T10:00:00Z"),
    requestedAt: at("2026-03-25T10:00:00Z"),
    hours: londonHours,
    settings: callSettings,
    takers: [ann],
    booked: [],
    buyerZone: "Europe/London",
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

  it("leaves an admin out on their weekly days off, and a day with no one free offers nothing", () => {
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

/** "08:00" on the zone's wall clock at the instant. */
const wall = (instant: Date, zone: string) => {
  const { msOfDay } = wallClockAt(instant, zone);
  return `${String(Math.floor(msOfDay / 3_600_000)).padStart(2, "0")}:${String((msOfDay / 60_000) % 60).padStart(2, "0")}`;
};
const newYork = "America/New_York";

describe("times that fit the buyer: inside an admin's hours and the buyer's own day", () => {
  /** Every offered call starts at or after 08:00 and ends by 19:00 on the buyer's clock, on one day. */
  const withinBuyerDay = (slots: ReturnType<typeof freeSlots>, zone: string) =>
    slots.every((slot) => wall(slot.start, zone) >= "08:00" && wall(slot.end, zone) <= "19:00" && wallClockAt(slot.start, zone).date === wallClockAt(slot.end, zone).date);

  it("offers a New York buyer only 08:00 to 19:00 New York time: the London team's afternoons, their mornings", () => {
    // Mid-April: London on BST, New York on EDT, five hours apart. 08:00 EDT is 13:00 BST; the last call starts at 17:00 BST (12:00 EDT).
    const c = context({ now: at("2026-04-13T08:00:00Z"), requestedAt: at("2026-04-13T08:00:00Z"), buyerZone: newYork });
    const slots = freeSlots(c);
    expect(slots.length).toBeGreaterThan(0);
    expect(withinBuyerDay(slots, newYork)).toBe(true);
    const day = slots.filter((slot) => wallClockAt(slot.start, newYork).date === "2026-04-15");
    expect(day.map((slot) => wall(slot.start, newYork))).toEqual(["08:00", "08:20", "08:40", "09:00", "09:20", "09:40", "10:00", "10:20", "10:40", "11:00", "11:20", "11:40", "12:00"]);
    expect(wall(day[0]!.start, "Europe/London")).toBe("13:00");
    // The same times for a London buyer: the team's whole day.
    expect(freeSlots({ ...c, buyerZone: "Europe/London" }).length).toBeGreaterThan(slots.length * 1.5);
  });

  it("follows the weeks of 2026 when only the US has changed its clocks (March 8 to 28): four hours apart, not five", () => {
    // Monday March 16: New York on EDT (UTC-4), London still on GMT. 08:00 EDT is 12:00 GMT; the last call starts 17:00 GMT, 1:00 PM EDT.
    const c = context({ now: at("2026-03-13T08:00:00Z"), requestedAt: at("2026-03-13T08:00:00Z"), buyerZone: newYork });
    const slots = freeSlots(c);
    expect(withinBuyerDay(slots, newYork)).toBe(true);
    const monday = slots.filter((slot) => wallClockAt(slot.start, newYork).date === "2026-03-16");
    expect(wall(monday[0]!.start, newYork)).toBe("08:00");
    expect(iso(monday[0]!.start)).toBe("2026-03-16T12:00:00.000Z");
    expect(wall(monday.at(-1)!.start, newYork)).toBe("13:00");
    expect(monday).toHaveLength(16);
    // After London's change on March 29 the gap is five hours again: 08:00 EDT is 13:00 BST, the last start 12:00 EDT.
    const later = freeSlots({ ...c, now: at("2026-03-26T08:00:00Z"), requestedAt: at("2026-03-26T08:00:00Z") });
    const tuesday = later.filter((slot) => wallClockAt(slot.start, newYork).date === "2026-03-31");
    expect([wall(tuesday[0]!.start, "Europe/London"), wall(tuesday.at(-1)!.start, newYork), tuesday.length]).toEqual(["13:00", "12:00", 13]);
  });

  it("follows the week of 2026 when only the UK has changed its clocks (October 25 to 31): four hours apart again", () => {
    const c = context({ now: at("2026-10-22T08:00:00Z"), requestedAt: at("2026-10-22T08:00:00Z"), buyerZone: newYork });
    const slots = freeSlots(c);
    expect(withinBuyerDay(slots, newYork)).toBe(true);
    const first = (date: string) => slots.find((slot) => wallClockAt(slot.start, newYork).date === date)!;
    // Friday October 23: both on summer time (13:00 BST is 08:00 EDT). Monday October 26: London on GMT, New York
    // still on EDT (12:00 GMT is 08:00 EDT). Monday November 2: both on winter time (13:00 GMT is 08:00 EST).
    expect(["2026-10-23", "2026-10-26", "2026-11-02"].map((date) => [wall(first(date).start, newYork), wall(first(date).start, "Europe/London")])).toEqual([
      ["08:00", "13:00"],
      ["08:00", "12:00"],
      ["08:00", "13:00"],
    ]);
    const count = (date: string) => slots.filter((slot) => wallClockAt(slot.start, newYork).date === date).length;
    expect([count("2026-10-23"), count("2026-10-26"), count("2026-11-02")]).toEqual([13, 16, 13]);
  });

  it("offers a New York admin's own afternoons, on their own clock, and keeps a London buyer's evening out", () => {
    const nia = taker("nia@openseat.example", { timeZone: newYork, opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } });
    const c = context({ now: at("2026-04-13T08:00:00Z"), requestedAt: at("2026-04-13T08:00:00Z"), takers: [nia], buyerZone: newYork });
    const day = freeSlots(c).filter((slot) => wallClockAt(slot.start, newYork).date === "2026-04-15");
    expect([wall(day[0]!.start, newYork), wall(day.at(-1)!.start, newYork), day.length]).toEqual(["09:00", "16:40", 24]);
    // For a London buyer, her 2 PM (19:00 BST) is the last start that ends by 19:00: 18:40 BST.
    const london = freeSlots({ ...c, buyerZone: "Europe/London" }).filter((slot) => wallClockAt(slot.start, "Europe/London").date === "2026-04-15");
    expect([wall(london[0]!.start, "Europe/London"), wall(london.at(-1)!.start, "Europe/London")]).toEqual(["14:00", "18:40"]);
  });

  it("reads weekly days off and dates off on the admin's calendar, and holidays on the team's", () => {
    // Sydney, 09:00 to 17:00 on its own clock: its Monday morning is Sunday night in London, the team's weekend.
    const sydney = "Australia/Sydney";
    const sam = taker("sam@openseat.example", { timeZone: sydney, opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 0 } });
    const c = context({ now: at("2026-03-25T10:00:00Z"), requestedAt: at("2026-03-25T10:00:00Z"), takers: [sam], buyerZone: sydney });
    const onSydneyDay = (slots: ReturnType<typeof freeSlots>, date: string) => slots.filter((slot) => wallClockAt(slot.start, sydney).date === date);
    const slots = freeSlots(c);
    expect(onSydneyDay(slots, "2026-03-30")).toHaveLength(24);
    expect(wallClockAt(onSydneyDay(slots, "2026-03-30")[0]!.start, "Europe/London").date).toBe("2026-03-29");
    // Off on Mondays, his Monday goes (not London's).
    expect(onSydneyDay(freeSlots({ ...c, takers: [{ ...sam, workdays: [2, 3, 4, 5] }] }), "2026-03-30")).toEqual([]);
    // Dates off: March 31 to April 1 on his calendar.
    const away = freeSlots({ ...c, takers: [{ ...sam, datesOff: [{ start: "2026-03-31", end: "2026-04-01" }] }] });
    expect([onSydneyDay(away, "2026-03-31").length, onSydneyDay(away, "2026-04-01").length, onSydneyDay(away, "2026-04-02").length]).toEqual([0, 0, 24]);
    // Good Friday, April 3, is the team's holiday: his Friday 09:00 (Thursday 23:00 BST) stays, from 10:00 (00:00 BST, April 3) it goes.
    const friday = onSydneyDay(slots, "2026-04-03");
    expect(friday.map((slot) => wall(slot.start, sydney))).toEqual(["09:00", "09:20", "09:40"]);
  });

  it("says why there is nothing: nobody takes calls, no time fits the buyer's day, or every fitting time is gone", () => {
    expect(availability(context({ takers: [] }))).toEqual({ slots: [], empty: "nobody-takes-calls" });
    // Honolulu's day (08:00 to 19:00, UTC-10) is 18:00 to 05:00 UTC: the London team's day never overlaps it.
    expect(availability(context({ buyerZone: "Pacific/Honolulu" }))).toEqual({ slots: [], empty: "no-overlap" });
    expect(availability(context({ now: at("2026-04-10T16:30:00Z") }))).toEqual({ slots: [], empty: "none-free" });
    const all = freeSlots(context());
    const booked = all.map((slot) => ({ admin: ann.email, start: slot.start, end: slot.end }));
    expect(availability(context({ booked }))).toEqual({ slots: [], empty: "none-free" });
    expect(availability(context()).empty).toBeNull();
  });

  it("refuses a time outside the buyer's day as one we do not take", () => {
    const c = context({ now: at("2026-04-13T08:00:00Z"), requestedAt: at("2026-04-13T08:00:00Z"), buyerZone: newYork });
    // 09:00 BST on April 15 is 04:00 EDT: on the admin's grid, not in the buyer's day.
    expect(checkSlot(at("2026-04-15T08:00:00Z"), c)).toEqual({ ok: false, reason: "outside-hours" });
    expect(checkSlot(at("2026-04-15T12:00:00Z"), c)).toMatchObject({ ok: true });
  });
});
