/** @jest-environment node */
import { bookingIds, bookingPageState, bookingTitle } from "@/features/booking/page-state";
import type { BookingView } from "@/features/booking/service";
import type { Slot } from "@/features/booking/slots";
import type { Booking } from "@/features/booking/store";

const slot = (iso: string): Slot => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + 20 * 60_000), admins: ["ann@openseat.example"] });
// Two days of times for a New York buyer: March 26 and 27 on their calendar.
const slots = ["2026-03-26T13:00:00.000Z", "2026-03-26T13:20:00.000Z", "2026-03-27T13:00:00.000Z", "2026-03-27T14:00:00.000Z"].map(slot);

function view(overrides: Partial<Extract<BookingView, { state: "open" }>> = {}): Extract<BookingView, { state: "open" }> {
  return {
    state: "open",
    token: "a.b",
    request: { timeZone: "America/New_York", reference: "DR-7K2F9Q" } as Extract<BookingView, { state: "open" }>["request"],
    booking: null,
    admin: null,
    slots,
    empty: null,
    zone: "America/New_York",
    ...overrides,
  };
}

describe("what a booking page shows, read from its address", () => {
  it("shows one day's times at a time, the first unless a day is asked for, and focuses the times asked for", () => {
    const first = bookingPageState(view(), {});
    expect(first.days.map((day) => day.date)).toEqual(["2026-03-26", "2026-03-27"]);
    expect(first).toMatchObject({ day: { date: "2026-03-26" }, arrival: null, notice: null, checked: null, kind: "phone" });
    expect(bookingPageState(view(), { day: "2026-03-27" })).toMatchObject({ day: { date: "2026-03-27" }, arrival: bookingIds.times });
    expect(bookingPageState(view(), { day: "2026-04-01" })).toMatchObject({ day: { date: "2026-03-26" }, arrival: null });
  });

  it("keeps the chosen time and kind when the number was refused, and ties the refusal to its field", () => {
    const state = bookingPageState(view(), { notice: "phone-required", near: "2026-03-27T14:00:00.000Z", kind: "video" });
    expect(state).toMatchObject({ invalid: "phone", day: { date: "2026-03-27" }, checked: "2026-03-27T14:00:00.000Z", kind: "video", arrival: bookingIds.summary });
  });

  it("shows the day of the nearest free time when a time was refused, with nothing chosen", () => {
    const taken = bookingPageState(view(), { notice: "taken", near: "2026-03-27T13:40:00.000Z" });
    expect(taken).toMatchObject({ invalid: "times", day: { date: "2026-03-27" }, checked: null });
    expect(bookingPageState(view(), { notice: "taken", near: "not a time" })).toMatchObject({ day: { date: "2026-03-26" } });
  });

  it("asks once more before canceling, only for a booked call, and ignores what it does not know", () => {
    const booked = view({ booking: { status: "booked", kind: "video", start: "2026-03-26T13:00:00.000Z" } as Booking });
    expect(bookingPageState(booked, { cancel: "confirm" })).toMatchObject({ confirmCancel: true, arrival: bookingIds.cancel, kind: "video" });
    expect(bookingPageState(view(), { cancel: "confirm" }).confirmCancel).toBe(false);
    expect(bookingPageState(view(), { notice: "toString", kind: "fax" })).toMatchObject({ notice: null, kind: "phone" });
  });

  it("puts the outcome in the title: Error first after a refusal, the success before the page's name", () => {
    expect(bookingTitle("Your first call", view(), { notice: "phone-required" })).toBe("Error: Your first call");
    expect(bookingTitle("Your first call", view(), { notice: "booked" })).toBe("Your call is booked – Your first call");
    expect(bookingTitle("Request sent", view(), { notice: "zone" })).toBe("Times in New York time – Request sent");
    expect(bookingTitle("Your first call", view(), { notice: "nonsense" })).toBe("Your first call");
    expect(bookingTitle("This booking link has expired", { state: "stopped", reason: "expired" }, { notice: "booked" })).toBe("This booking link has expired");
  });
});
