/** @jest-environment node */
import { isOfferedToBuyers, MAX_DATES_OFF_DAYS, readProfile, workingHoursOf, type ProfilePost } from "@/features/team/profile";
import { londonHours } from "../../platform/business-hours/london-hours";

// Friday April 3, 2026, noon in London: today is April 3 on the team's calendar.
const now = new Date("2026-04-03T12:00:00Z");
const rules = { team: londonHours, stored: { datesOff: [{ start: "2026-03-30", end: "2026-04-02" }, { start: "2026-04-03", end: "2026-04-03" }, { start: "2026-05-01", end: "2026-05-04" }] }, now } as const;

const post = (overrides: Partial<ProfilePost> = {}): ProfilePost => ({
  name: "Nia Park",
  takesCalls: true,
  daysOff: [],
  meetingUrl: "",
  timeZone: "Europe/London",
  opens: "09:00",
  closes: "17:30",
  keptDatesOff: [],
  newDatesOffStart: "",
  newDatesOffEnd: "",
  ...overrides,
});

const problems = (overrides: Partial<ProfilePost>) => {
  const reading = readProfile(post(overrides), rules);
  return reading.ok ? [] : reading.problems;
};

describe("an admin's profile as posted", () => {
  it("stores the team's hours as none of one's own, and one's own zone and hours as given", () => {
    expect(readProfile(post(), rules)).toMatchObject({ ok: true, change: { hours: null, datesOff: [] } });
    const own = readProfile(post({ timeZone: "America/New_York", opens: "08:30", closes: "16:00" }), rules);
    expect(own).toMatchObject({ ok: true, change: { hours: { timeZone: "America/New_York", opens: { hour: 8, minute: 30 }, closes: { hour: 16, minute: 0 } } } });
    expect(workingHoursOf({ hours: null }, londonHours)).toEqual({ timeZone: "Europe/London", opens: { hour: 9, minute: 0 }, closes: { hour: 17, minute: 30 } });
  });

  it("asks for a name before calls: buyers see a person, never an address", () => {
    expect(problems({ name: "  " })).toEqual([{ field: "name", reason: "needed-for-calls" }]);
    expect(problems({ name: "", takesCalls: false })).toEqual([]);
    expect(isOfferedToBuyers({ takesCalls: true, name: "" })).toBe(false);
    expect(isOfferedToBuyers({ takesCalls: true, name: "Nia" })).toBe(true);
    expect(isOfferedToBuyers({ takesCalls: false, name: "Nia" })).toBe(false);
  });

  it("refuses a zone off the list, a time that is not one, and a day that ends before it starts", () => {
    expect(problems({ timeZone: "other" })).toEqual([{ field: "timeZone", reason: "invalid" }]);
    expect(problems({ timeZone: "Mars/Olympus" })).toEqual([{ field: "timeZone", reason: "invalid" }]);
    expect(problems({ opens: "9am" })).toEqual([{ field: "opens", reason: "invalid" }]);
    expect(problems({ closes: "24:00" })).toEqual([{ field: "closes", reason: "invalid" }]);
    expect(problems({ opens: "17:00", closes: "09:00" })).toEqual([{ field: "closes", reason: "not-after-opens" }]);
    expect(problems({ opens: "09:00", closes: "09:00" })).toEqual([{ field: "closes", reason: "not-after-opens" }]);
  });

  it("adds a day or a range: start <= end, nothing in the past, at most a year", () => {
    expect(readProfile(post({ newDatesOffStart: "2026-04-03" }), rules)).toMatchObject({ ok: true, change: { datesOff: [{ start: "2026-04-03", end: "2026-04-03" }] } });
    expect(readProfile(post({ newDatesOffStart: "2026-04-10", newDatesOffEnd: "2026-04-17" }), rules)).toMatchObject({
      ok: true,
      change: { datesOff: [{ start: "2026-04-10", end: "2026-04-17" }] },
    });
    expect(problems({ newDatesOffStart: "2026-04-02" })).toEqual([{ field: "newDatesOffStart", reason: "past" }]);
    expect(problems({ newDatesOffStart: "2026-04-10", newDatesOffEnd: "2026-04-09" })).toEqual([{ field: "newDatesOffEnd", reason: "before-start" }]);
    expect(problems({ newDatesOffStart: "2026-02-30" })).toEqual([{ field: "newDatesOffStart", reason: "invalid" }, { field: "newDatesOffEnd", reason: "invalid" }]);
    expect(problems({ newDatesOffEnd: "2026-04-10" })).toEqual([{ field: "newDatesOffStart", reason: "invalid" }]);
    // 366 days, both ends counted, is the most: April 3, 2026 to April 3, 2027 inclusive is 366.
    expect(MAX_DATES_OFF_DAYS).toBe(366);
    expect(problems({ newDatesOffStart: "2026-04-03", newDatesOffEnd: "2027-04-03" })).toEqual([]);
    expect(problems({ newDatesOffStart: "2026-04-03", newDatesOffEnd: "2027-04-04" })).toEqual([{ field: "newDatesOffEnd", reason: "too-long" }]);
  });

  it("reads today on the admin's own calendar: late on April 2 in New York is already April 3 in London", () => {
    const late = { ...rules, now: new Date("2026-04-03T02:00:00Z") };
    expect(readProfile(post({ timeZone: "America/New_York", newDatesOffStart: "2026-04-02" }), late).ok).toBe(true);
    expect(readProfile(post({ newDatesOffStart: "2026-04-02" }), late).ok).toBe(false);
  });

  it("keeps only stored entries still ticked, drops those already over, and never takes an entry it does not hold", () => {
    const reading = readProfile(post({ keptDatesOff: ["2026-03-30/2026-04-02", "2026-04-03/2026-04-03", "2026-05-01/2026-05-04", "2026-01-01/2026-12-31"] }), rules);
    expect(reading).toMatchObject({
      ok: true,
      change: {
        datesOff: [
          { start: "2026-04-03", end: "2026-04-03" },
          { start: "2026-05-01", end: "2026-05-04" },
        ],
      },
    });
    // Unticked, it goes.
    expect(readProfile(post({ keptDatesOff: ["2026-05-01/2026-05-04"] }), rules)).toMatchObject({ ok: true, change: { datesOff: [{ start: "2026-05-01", end: "2026-05-04" }] } });
  });

  it("carries the morning digest choice when the form sends one, and leaves the stored one alone when not", () => {
    expect(readProfile(post({ morningDigest: false }), rules)).toMatchObject({ ok: true, change: { morningDigest: false } });
    expect(readProfile(post({ morningDigest: true }), rules)).toMatchObject({ ok: true, change: { morningDigest: true } });
    const without = readProfile(post(), rules);
    expect(without.ok && "morningDigest" in without.change).toBe(false);
  });

  it("refuses a post out of bounds as a whole", () => {
    expect(readProfile({ ...post(), daysOff: Array(8).fill("1") }, rules).ok).toBe(false);
    expect(readProfile("not a form", rules).ok).toBe(false);
  });
});
