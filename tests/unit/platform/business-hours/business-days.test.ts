/** @jest-environment node */
import {
  addBusinessDays,
  businessTimeBetween,
  isBusinessDay,
  isBusinessTime,
  nextBusinessDay,
} from "@/platform/business-hours/business-days";
import { londonHours } from "./london-hours";

const hour = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe("business days", () => {
  it("are the working weekdays that are not holidays", () => {
    expect(isBusinessDay("2026-03-27", londonHours)).toBe(true);
    expect(isBusinessDay("2026-03-28", londonHours)).toBe(false);
    expect(isBusinessDay("2026-03-29", londonHours)).toBe(false);
    expect(isBusinessDay("2026-04-03", londonHours)).toBe(false);
  });

  it("follow Friday with Monday", () => {
    expect(nextBusinessDay("2026-03-27", londonHours)).toBe("2026-03-30");
    expect(nextBusinessDay("2026-03-28", londonHours)).toBe("2026-03-30");
  });

  it("skip a holiday, and a holiday on the Monday after a weekend", () => {
    expect(nextBusinessDay("2026-05-22", londonHours)).toBe("2026-05-26");
    expect(nextBusinessDay("2026-04-02", londonHours)).toBe("2026-04-07");
    expect(addBusinessDays("2026-04-02", 2, londonHours)).toBe("2026-04-08");
    expect(addBusinessDays("2026-04-04", 0, londonHours)).toBe("2026-04-04");
  });

  it("fail loudly when the settings name no working day", () => {
    expect(() => nextBusinessDay("2026-03-27", { ...londonHours, days: [] })).toThrow(/no business day/i);
  });
});

describe("business time", () => {
  it("starts at opening and stops at closing: 09:00 is inside, 17:30 is not", () => {
    expect(isBusinessTime(at("2026-03-10T08:59:59.999Z"), londonHours)).toBe(false);
    expect(isBusinessTime(at("2026-03-10T09:00:00Z"), londonHours)).toBe(true);
    expect(isBusinessTime(at("2026-03-10T17:29:59.999Z"), londonHours)).toBe(true);
    expect(isBusinessTime(at("2026-03-10T17:30:00Z"), londonHours)).toBe(false);
  });

  it("follows the team's clock, not UTC, once the clocks change", () => {
    expect(isBusinessTime(at("2026-03-30T08:30:00Z"), londonHours)).toBe(true); // 09:30 BST
    expect(isBusinessTime(at("2026-03-30T16:45:00Z"), londonHours)).toBe(false); // 17:45 BST
  });

  it("is never on a weekend or a holiday", () => {
    expect(isBusinessTime(at("2026-03-28T12:00:00Z"), londonHours)).toBe(false);
    expect(isBusinessTime(at("2026-04-06T12:00:00+01:00"), londonHours)).toBe(false);
  });

  it("adds up only the hours the team works between two instants", () => {
    // Friday 16:30 GMT to Monday 10:00 BST: one hour on Friday, one on Monday, nothing at the weekend.
    expect(businessTimeBetween(at("2026-03-27T16:30:00Z"), at("2026-03-30T10:00:00+01:00"), londonHours)).toBe(2 * hour);
    // Thursday 17:00 to Tuesday 09:30 across Easter: half an hour each side of four closed days.
    expect(businessTimeBetween(at("2026-04-02T17:00:00+01:00"), at("2026-04-07T09:30:00+01:00"), londonHours)).toBe(hour);
    expect(businessTimeBetween(at("2026-03-28T00:00:00Z"), at("2026-03-29T23:59:00+01:00"), londonHours)).toBe(0);
    expect(businessTimeBetween(at("2026-03-30T12:00:00Z"), at("2026-03-27T12:00:00Z"), londonHours)).toBe(0);
  });
});
