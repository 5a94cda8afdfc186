/** @jest-environment node */
import { assertTimeZone, instantAt, offsetMinutesAt, wallClockAt } from "@/platform/business-hours/zoned-clock";

const hour = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe("a zone's wall clock", () => {
  it("knows each zone's offset at each instant, daylight saving included", () => {
    expect(offsetMinutesAt(at("2026-01-15T12:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutesAt(at("2026-07-15T12:00:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutesAt(at("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutesAt(at("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutesAt(at("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });

  it("reads the day and time of day an instant shows, to the millisecond", () => {
    expect(wallClockAt(at("2026-03-27T14:30:15.250Z"), "Europe/London")).toEqual({
      date: "2026-03-27",
      msOfDay: 14.5 * hour + 15_250,
    });
    // 23:30 in New York is already the next day in London.
    expect(wallClockAt(at("2026-03-10T03:30:00Z"), "America/New_York")).toEqual({ date: "2026-03-09", msOfDay: 23.5 * hour });
  });

  it("moves from 00:59:59 GMT straight to 02:00 BST when London springs forward", () => {
    expect(wallClockAt(at("2026-03-29T00:59:59Z"), "Europe/London").msOfDay).toBe(hour - 1000);
    expect(wallClockAt(at("2026-03-29T01:00:00Z"), "Europe/London").msOfDay).toBe(2 * hour);
  });

  it("finds the instant a wall clock shows a time, on either side of a change", () => {
    expect(instantAt("2026-03-27", 14.5 * hour, "Europe/London")).toEqual(at("2026-03-27T14:30:00Z"));
    expect(instantAt("2026-03-30", 14.5 * hour, "Europe/London")).toEqual(at("2026-03-30T13:30:00Z"));
    expect(instantAt("2026-03-09", 9.5 * hour, "America/New_York")).toEqual(at("2026-03-09T13:30:00Z"));
    expect(instantAt("2026-03-10", 5.5 * hour, "Asia/Kolkata")).toEqual(at("2026-03-10T00:00:00Z"));
  });

  it("reads a time the clocks skip with the offset before the change, as Temporal does", () => {
    expect(instantAt("2026-03-29", 1.5 * hour, "Europe/London")).toEqual(at("2026-03-29T01:30:00Z"));
    expect(instantAt("2026-03-08", 2.5 * hour, "America/New_York")).toEqual(at("2026-03-08T07:30:00Z"));
  });

  it("reads a time the clocks show twice as the first of the two", () => {
    expect(instantAt("2026-10-25", 1.5 * hour, "Europe/London")).toEqual(at("2026-10-25T00:30:00Z"));
    expect(instantAt("2026-11-01", 1.5 * hour, "America/New_York")).toEqual(at("2026-11-01T05:30:00Z"));
  });

  it("refuses a zone the runtime does not know", () => {
    expect(() => assertTimeZone("Europe/London")).not.toThrow();
    expect(() => assertTimeZone("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
