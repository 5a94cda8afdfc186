/** @jest-environment node */
import { assertTimeZone, instantAt, offsetMinutesAt, rememberingZoneClock, wallClockAt, zoneClockBetween } from "@/platform/business-hours/zoned-clock";

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

describe("a zone's clock over a few weeks, read by arithmetic", () => {
  // March 2026 (both spring changes) and October to November (both autumn ones): every 97 minutes, and
  // every minute for two hours either side of each zone's own changes, where a wrong minute would show.
  const stretches = [
    ["2026-03-01T00:00:00Z", "2026-04-12T00:00:00Z"],
    ["2026-09-20T00:00:00Z", "2026-11-10T00:00:00Z"],
  ] as const;
  const zones = ["Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/Phoenix", "Pacific/Auckland"];

  function instants(zone: string, from: string, to: string): number[] {
    const times: number[] = [];
    let last = offsetMinutesAt(at(from), zone);
    for (let time = at(from).getTime(); time < at(to).getTime(); time += 97 * 60_000) {
      times.push(time);
      const offset = offsetMinutesAt(new Date(time), zone);
      if (offset !== last) for (let near = time - 3 * hour; near <= time + 2 * hour; near += 60_000) times.push(near);
      last = offset;
    }
    return times;
  }

  it.each(zones)("answers as Intl does in %s, on both sides of each change", (zone) => {
    for (const [from, to] of stretches) {
      const clock = zoneClockBetween(zone, at(from), at(to));
      const wrong: string[] = [];
      for (const time of instants(zone, from, to)) {
        const instant = new Date(time);
        const wall = clock.wallClockAt(instant);
        const expected = wallClockAt(instant, zone);
        if (clock.offsetMinutesAt(instant) !== offsetMinutesAt(instant, zone) || wall.date !== expected.date || wall.msOfDay !== expected.msOfDay) wrong.push(instant.toISOString());
        if (clock.instantAt(wall.date, wall.msOfDay).getTime() !== instantAt(wall.date, wall.msOfDay, zone).getTime()) wrong.push(`instantAt ${wall.date} ${wall.msOfDay}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  it("reads a skipped time as instantAt does, and outside its stretch falls back to Intl", () => {
    const london = zoneClockBetween("Europe/London", at("2026-03-20T00:00:00Z"), at("2026-04-05T00:00:00Z"));
    expect(london.instantAt("2026-03-29", 1.5 * hour)).toEqual(at("2026-03-29T01:30:00Z"));
    expect(london.offsetMinutesAt(at("2026-07-15T12:00:00Z"))).toBe(60);
  });
});

describe("a remembering zone clock", () => {
  // Zones with whole-hour, half-hour and 45-minute offsets, a half-hour daylight-saving change (Lord Howe),
  // changes in either hemisphere and none at all; over years, as the CSV export of every request reads them.
  const zones = ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "America/St_Johns"];
  const minute = 60_000;

  /** Every 7 hours 13 minutes (and a few seconds) from 2025 to 2029, and every minute for half an hour either side of each change. */
  function instants(zone: string): number[] {
    const step = 433 * minute;
    const times: number[] = [];
    let last = offsetMinutesAt(at("2025-01-01T00:00:00Z"), zone);
    for (let time = at("2025-01-01T00:00:00Z").getTime(); time < at("2029-01-01T00:00:00Z").getTime(); time += step) {
      times.push(time + (time % 7) * 1_250);
      const offset = offsetMinutesAt(new Date(time), zone);
      if (offset !== last) {
        let change = time - step;
        while (offsetMinutesAt(new Date(change), zone) === last) change += minute;
        for (let near = change - 30 * minute; near <= change + 30 * minute; near += minute) times.push(near, near - 1);
      }
      last = offset;
    }
    return times;
  }

  it.each(zones)("answers as Intl does in %s, at every instant and on both sides of each change", (zone) => {
    const clock = rememberingZoneClock(zone);
    const wrong: string[] = [];
    for (const time of instants(zone)) {
      const instant = new Date(time);
      const wall = clock.wallClockAt(instant);
      const expected = wallClockAt(instant, zone);
      if (clock.offsetMinutesAt(instant) !== offsetMinutesAt(instant, zone) || wall.date !== expected.date || wall.msOfDay !== expected.msOfDay) wrong.push(instant.toISOString());
      const wholeMinute = Math.floor(wall.msOfDay / minute) * minute;
      if (clock.instantAt(wall.date, wholeMinute).getTime() !== instantAt(wall.date, wholeMinute, zone).getTime()) wrong.push(`instantAt ${wall.date} ${wholeMinute}`);
    }
    expect(wrong).toEqual([]);
  });

  it("reads a skipped time as instantAt does", () => {
    expect(rememberingZoneClock("Europe/London").instantAt("2026-03-29", 1.5 * hour)).toEqual(at("2026-03-29T01:30:00Z"));
    expect(rememberingZoneClock("Europe/London").instantAt("2026-10-25", 1.5 * hour)).toEqual(at("2026-10-25T00:30:00Z"));
  });

  it("asks Intl about each day once, however many instants of it are read", () => {
    const clock = rememberingZoneClock("Europe/London");
    const reads = jest.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      // 3,000 instants over ten days that hold a daylight-saving change: eleven midnights, and the halving to the minute.
      for (let i = 0; i < 3000; i += 1) clock.wallClockAt(new Date(at("2026-03-24T00:00:00Z").getTime() + i * 288_000 + 7));
      expect(reads.mock.calls.length).toBeLessThanOrEqual(11 + 12);
    } finally {
      reads.mockRestore();
    }
  });

  it("refuses a zone the runtime does not know, as Intl does", () => {
    expect(() => rememberingZoneClock("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
