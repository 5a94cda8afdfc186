/** @jest-environment node */
import { addDays, weekdayOf } from "@/platform/business-hours/calendar-date";

describe("calendar dates", () => {
  it("count Monday as 1 and Sunday as 7", () => {
    expect(weekdayOf("2026-03-23")).toBe(1);
    expect(weekdayOf("2026-03-27")).toBe(5);
    expect(weekdayOf("2026-03-29")).toBe(7);
  });

  it("add days across months, years and February 29", () => {
    expect(addDays("2026-03-27", 3)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuse a day that is not on the calendar, so a mistyped holiday cannot pass unnoticed", () => {
    expect(() => weekdayOf("2026-02-30")).toThrow(RangeError);
    expect(() => weekdayOf("2026-3-1" as never)).toThrow(RangeError);
  });
});
