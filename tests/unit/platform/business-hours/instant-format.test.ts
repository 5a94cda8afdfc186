/** @jest-environment node */
import { buyerDisplayZone, teamDisplayZone } from "@/platform/business-hours/display-zone";
import { formatInstant, utcOffsetLabel } from "@/platform/business-hours/instant-format";
import { replyDueAt } from "@/platform/business-hours/reply-due";
import { londonHours } from "./london-hours";

const at = (iso: string) => new Date(iso);
const inZone = (timeZone: string, showOffset = false) => ({ timeZone, showOffset });

describe("a date and time shown to a reader", () => {
  it("reads the same way everywhere: weekday, date, 12-hour time and the zone's short name", () => {
    expect(formatInstant(at("2026-03-10T14:30:00Z"), inZone("Europe/London"))).toBe("Tuesday, March 10, 2026, 2:30 PM GMT");
    expect(formatInstant(at("2026-07-14T14:30:00Z"), inZone("Europe/London"))).toBe("Tuesday, July 14, 2026, 3:30 PM GMT+1");
    expect(formatInstant(at("2026-03-10T14:30:00Z"), inZone("America/New_York"))).toBe("Tuesday, March 10, 2026, 10:30 AM EDT");
    expect(formatInstant(at("2026-03-06T14:30:00Z"), inZone("America/New_York"))).toBe("Friday, March 6, 2026, 9:30 AM EST");
  });

  it("writes midnight and noon as 12 AM and 12 PM, with plain spaces whatever the ICU version", () => {
    const midnight = formatInstant(at("2026-03-10T00:05:00Z"), inZone("Europe/London"));
    expect(midnight).toBe("Tuesday, March 10, 2026, 12:05 AM GMT");
    expect(formatInstant(at("2026-03-10T12:00:00Z"), inZone("Europe/London"))).toBe("Tuesday, March 10, 2026, 12:00 PM GMT");
    expect(midnight).toMatch(/^[\x20-\x7e]+$/);
  });

  it("adds the offset from UTC when the reader may not know the zone", () => {
    expect(formatInstant(at("2026-03-10T14:30:00Z"), inZone("Europe/London", true))).toBe(
      "Tuesday, March 10, 2026, 2:30 PM GMT (UTC+00:00)",
    );
    expect(formatInstant(at("2026-03-30T13:30:00Z"), inZone("Europe/London", true))).toBe(
      "Monday, March 30, 2026, 2:30 PM GMT+1 (UTC+01:00)",
    );
  });

  it("writes offsets with a sign and two-digit hours and minutes", () => {
    expect(utcOffsetLabel(0)).toBe("UTC+00:00");
    expect(utcOffsetLabel(330)).toBe("UTC+05:30");
    expect(utcOffsetLabel(-240)).toBe("UTC-04:00");
    expect(utcOffsetLabel(-210)).toBe("UTC-03:30");
  });
});

describe("the zone a time is shown in", () => {
  const team = { timeZone: "Europe/London", showOffset: true };

  it("is the buyer's own when they chose one from the form's list", () => {
    expect(buyerDisplayZone("America/New_York", londonHours)).toEqual({ timeZone: "America/New_York", showOffset: false });
    expect(buyerDisplayZone("Europe/London", londonHours)).toEqual({ timeZone: "Europe/London", showOffset: false });
  });

  it("is the team's, with its offset, when the buyer's is not listed or not known", () => {
    for (const chosen of ["other", "", null, undefined, "Europe/Berlin", "Mars/Olympus_Mons"]) {
      expect(buyerDisplayZone(chosen, londonHours)).toEqual(team);
    }
  });

  it("is always the team's, without the offset, for staff", () => {
    expect(teamDisplayZone(londonHours)).toEqual({ timeZone: "Europe/London", showOffset: false });
  });
});

describe("the reply due time, as the buyer reads it", () => {
  it("moves on the buyer's clock when New York changes to summer time before London does", () => {
    // Friday 9:30 AM EST in New York (14:30 in London); New York springs forward on March 8, London on March 29.
    const receivedAt = at("2026-03-06T14:30:00Z");
    const dueAt = replyDueAt(receivedAt, londonHours);
    const newYork = buyerDisplayZone("America/New_York", londonHours);
    expect(formatInstant(receivedAt, newYork)).toBe("Friday, March 6, 2026, 9:30 AM EST");
    expect(formatInstant(dueAt, newYork)).toBe("Monday, March 9, 2026, 10:30 AM EDT");
  });

  it("shows the team's clock and its offset to a buyer whose zone is not listed", () => {
    const dueAt = replyDueAt(at("2026-03-27T18:00:00Z"), londonHours);
    expect(formatInstant(dueAt, buyerDisplayZone("other", londonHours))).toBe("Monday, March 30, 2026, 5:30 PM GMT+1 (UTC+01:00)");
  });

  it("shows staff the same instant on the team's clock", () => {
    const dueAt = replyDueAt(at("2026-03-06T14:30:00Z"), londonHours);
    expect(formatInstant(dueAt, teamDisplayZone(londonHours))).toBe("Monday, March 9, 2026, 2:30 PM GMT");
  });
});
