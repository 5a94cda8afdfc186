/** @jest-environment node */
import { businessTimeBetween } from "@/platform/business-hours/business-days";
import { businessDayMs, businessInstantAfter, businessInstantBefore } from "@/platform/business-hours/business-time";
import { londonHours } from "./london-hours";

const hour = 60 * 60_000;

describe("instants a span of business time away", () => {
  it("counts only business hours forward, across the weekend", () => {
    // Friday, March 13, 2026, 17:00 GMT: half an hour left that day, the other half on Monday.
    expect(businessInstantAfter(new Date("2026-03-13T17:00:00Z"), hour, londonHours).toISOString()).toBe("2026-03-16T09:30:00.000Z");
    expect(businessInstantAfter(new Date("2026-03-13T12:00:00Z"), hour, londonHours).toISOString()).toBe("2026-03-13T13:00:00.000Z");
    // From outside hours, the count starts at the next opening.
    expect(businessInstantAfter(new Date("2026-03-14T12:00:00Z"), hour, londonHours).toISOString()).toBe("2026-03-16T10:00:00.000Z");
  });

  it("counts back over holidays and the clock change", () => {
    // Tuesday, April 7, 2026, 10:00 BST: Easter Monday and Good Friday are off, so one business day back is Thursday 10:00.
    expect(businessInstantBefore(new Date("2026-04-07T09:00:00Z"), businessDayMs(londonHours), londonHours).toISOString()).toBe("2026-04-02T09:00:00.000Z");
    // Monday, March 30, 10:00 BST: one hour that morning, seven before Friday's 17:30 GMT close, so 10:30 GMT.
    expect(businessInstantBefore(new Date("2026-03-30T09:00:00Z"), 8 * hour, londonHours).toISOString()).toBe("2026-03-27T10:30:00.000Z");
  });

  it("agrees with businessTimeBetween both ways", () => {
    for (const start of ["2026-03-13T16:10:00Z", "2026-03-27T08:00:00Z", "2026-04-02T17:20:00Z"]) {
      for (const span of [1, 30, 90, 510, 700].map((minutes) => minutes * 60_000)) {
        const from = new Date(start);
        const after = businessInstantAfter(from, span, londonHours);
        expect(businessTimeBetween(from, after, londonHours)).toBe(span);
        const before = businessInstantBefore(from, span, londonHours);
        expect(businessTimeBetween(before, from, londonHours)).toBe(span);
      }
    }
  });

  it("gives the instant itself for no time", () => {
    const at = new Date("2026-03-14T12:00:00Z");
    expect(businessInstantAfter(at, 0, londonHours)).toBe(at);
    expect(businessInstantBefore(at, 0, londonHours)).toBe(at);
  });
});
