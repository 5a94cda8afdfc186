/** @jest-environment node */
import { isBusinessDay, msOfDay } from "@/platform/business-hours/business-days";
import { weekdayOf } from "@/platform/business-hours/calendar-date";
import { businessHours } from "@/platform/business-hours/settings";
import { assertTimeZone } from "@/platform/business-hours/zoned-clock";

/** The site's own business hours: whatever a company sets them to, they must make sense. */
describe("the team's business hours", () => {
  it("are kept in a zone the runtime knows, London by default", () => {
    expect(() => assertTimeZone(businessHours.timeZone)).not.toThrow();
    expect(businessHours.timeZone).toBe("Europe/London");
  });

  it("name working days once each and open before they close, on clock times that exist", () => {
    expect(businessHours.days.length).toBeGreaterThan(0);
    expect(new Set(businessHours.days).size).toBe(businessHours.days.length);
    for (const time of [businessHours.opens, businessHours.closes]) {
      expect(Number.isInteger(time.hour) && time.hour >= 0 && time.hour <= 23).toBe(true);
      expect(Number.isInteger(time.minute) && time.minute >= 0 && time.minute <= 59).toBe(true);
    }
    expect(msOfDay(businessHours.opens)).toBeLessThan(msOfDay(businessHours.closes));
  });

  it("list real holidays in order, each on a working day (a weekend holiday means its substitute day is missing)", () => {
    const { holidays } = businessHours;
    expect([...holidays].sort()).toEqual(holidays);
    expect(new Set(holidays).size).toBe(holidays.length);
    for (const date of holidays) expect([date, businessHours.days.includes(weekdayOf(date))]).toEqual([date, true]);
  });

  it("close on the default bank holidays of England and Wales", () => {
    for (const date of ["2026-12-28", "2027-03-26", "2027-12-27", "2028-01-03", "2028-08-28"] as const) {
      expect(isBusinessDay(date, businessHours)).toBe(false);
    }
  });

  it("promise a reply within a whole number of business days", () => {
    expect(Number.isInteger(businessHours.replyBusinessDays) && businessHours.replyBusinessDays >= 1).toBe(true);
  });
});
