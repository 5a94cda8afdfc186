/** @jest-environment node */
import fc from "fast-check";
import { businessTimeBetween } from "@/platform/business-hours/business-days";
import { isOverdue, replyDueAt } from "@/platform/business-hours/reply-due";
import { rememberingZoneClock } from "@/platform/business-hours/zoned-clock";
import { businessDayMs, londonHours } from "./london-hours";

const at = (iso: string) => new Date(iso);
const due = (iso: string, hours = londonHours) => replyDueAt(at(iso), hours).toISOString();
const utc = (iso: string) => at(iso).toISOString();

describe("the reply due time", () => {
  it("is the same clock time on the next business day for a request within business hours", () => {
    expect(due("2026-03-10T14:30:00Z")).toBe(utc("2026-03-11T14:30:00Z"));
    expect(due("2026-03-10T09:00:00Z")).toBe(utc("2026-03-11T09:00:00Z"));
  });

  it("is the close of the next business day for a request after closing", () => {
    expect(due("2026-03-10T18:00:00Z")).toBe(utc("2026-03-11T17:30:00Z"));
    expect(due("2026-03-10T23:59:00Z")).toBe(utc("2026-03-11T17:30:00Z"));
    // Just after midnight is still the same night: due at the same close, not a day later.
    expect(due("2026-03-11T00:01:00Z")).toBe(utc("2026-03-11T17:30:00Z"));
  });

  it("is the close of that same day for a request before opening on a business day", () => {
    expect(due("2026-03-10T08:59:00Z")).toBe(utc("2026-03-10T17:30:00Z"));
  });

  it("treats 17:30 exactly as after closing, which gives the same due time as the same clock time would", () => {
    expect(due("2026-03-10T17:29:00Z")).toBe(utc("2026-03-11T17:29:00Z"));
    expect(due("2026-03-10T17:30:00Z")).toBe(utc("2026-03-11T17:30:00Z"));
  });

  it("moves a Friday afternoon request to Monday", () => {
    expect(due("2026-03-13T15:00:00Z")).toBe(utc("2026-03-16T15:00:00Z"));
    expect(due("2026-03-13T19:00:00Z")).toBe(utc("2026-03-16T17:30:00Z"));
  });

  it("gives a Saturday or Sunday request the close of Monday", () => {
    expect(due("2026-03-14T10:00:00Z")).toBe(utc("2026-03-16T17:30:00Z"));
    expect(due("2026-03-15T16:00:00Z")).toBe(utc("2026-03-16T17:30:00Z"));
  });

  it("skips a holiday", () => {
    // Friday before the spring bank holiday (Monday, May 25).
    expect(due("2026-05-22T11:00:00+01:00")).toBe(utc("2026-05-26T11:00:00+01:00"));
    // Thursday before Easter: Good Friday, the weekend and Easter Monday all pass.
    expect(due("2026-04-02T16:00:00+01:00")).toBe(utc("2026-04-07T16:00:00+01:00"));
    expect(due("2026-04-04T12:00:00+01:00")).toBe(utc("2026-04-07T17:30:00+01:00"));
  });

  it("keeps the team's clock time when the clocks go forward between receipt and due", () => {
    // Friday 14:30 GMT; London moves to BST on Sunday, March 29: due Monday 14:30 BST, 71 hours later.
    expect(due("2026-03-27T14:30:00Z")).toBe(utc("2026-03-30T14:30:00+01:00"));
    expect(due("2026-03-27T18:00:00Z")).toBe(utc("2026-03-30T17:30:00+01:00"));
  });

  it("keeps the team's clock time when the clocks go back between receipt and due", () => {
    // Friday 14:30 BST; London returns to GMT on Sunday, October 25: due Monday 14:30 GMT, 73 hours later.
    expect(due("2026-10-23T14:30:00+01:00")).toBe(utc("2026-10-26T14:30:00Z"));
  });

  it("counts in whatever zone, days and count the settings give", () => {
    const newYork = { ...londonHours, timeZone: "America/New_York", holidays: [] };
    // Friday 10:00 EST; New York moves to EDT on Sunday, March 8: due Monday 10:00 EDT.
    expect(due("2026-03-06T10:00:00-05:00", newYork)).toBe(utc("2026-03-09T10:00:00-04:00"));
    const twoDays = { ...londonHours, replyBusinessDays: 2 };
    expect(due("2026-03-13T15:00:00Z", twoDays)).toBe(utc("2026-03-17T15:00:00Z"));
    expect(due("2026-03-14T10:00:00Z", twoDays)).toBe(utc("2026-03-17T17:30:00Z"));
    expect(() => replyDueAt(at("2026-03-10T12:00:00Z"), { ...londonHours, replyBusinessDays: 0 })).toThrow(RangeError);
  });
});

describe("the promise, over any instant", () => {
  const anyInstant = fc.date({ min: at("2026-01-01T00:00:00Z"), max: at("2026-12-20T00:00:00Z"), noInvalidDate: true });

  it("gives every request exactly one business day of the team's time", () => {
    fc.assert(
      fc.property(anyInstant, (receivedAt) => {
        expect(businessTimeBetween(receivedAt, replyDueAt(receivedAt, londonHours), londonHours)).toBe(businessDayMs);
      }),
    );
  });

  it("never makes a later request due before an earlier one", () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, (first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        expect(replyDueAt(earlier, londonHours).getTime()).toBeLessThanOrEqual(replyDueAt(later, londonHours).getTime());
      }),
    );
  });
});

describe("the due time on a remembering clock", () => {
  const anyInstant = fc.date({ min: at("2024-01-01T00:00:00Z"), max: at("2026-12-20T00:00:00Z"), noInvalidDate: true });

  it("is the due time Intl gives, in London and New York, for any instant", () => {
    const newYork = { ...londonHours, timeZone: "America/New_York", holidays: [] };
    const clocks = { london: rememberingZoneClock("Europe/London"), newYork: rememberingZoneClock("America/New_York") };
    fc.assert(
      fc.property(anyInstant, (receivedAt) => {
        expect(replyDueAt(receivedAt, londonHours, clocks.london)).toEqual(replyDueAt(receivedAt, londonHours));
        expect(replyDueAt(receivedAt, newYork, clocks.newYork)).toEqual(replyDueAt(receivedAt, newYork));
      }),
      { numRuns: 500 },
    );
  });

  it("is refused for a clock of another zone than the hours'", () => {
    expect(() => replyDueAt(at("2026-03-10T12:00:00Z"), londonHours, rememberingZoneClock("America/New_York"))).toThrow(RangeError);
  });
});

describe("an overdue reply", () => {
  const dueAt = at("2026-03-11T14:30:00Z");

  it("is one not sent by its due instant; at the instant itself it is still on time", () => {
    expect(isOverdue(dueAt, at("2026-03-11T14:29:59Z"))).toBe(false);
    expect(isOverdue(dueAt, dueAt)).toBe(false);
    expect(isOverdue(dueAt, at("2026-03-11T14:30:00.001Z"))).toBe(true);
  });
});
