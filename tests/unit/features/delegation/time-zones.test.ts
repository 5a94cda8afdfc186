/** @jest-environment node */
import { timeZoneOptions, timeZoneOptionsAt, utcOffsetAt } from "@/platform/business-hours/time-zones";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");

describe("time zone offsets", () => {
  it("says each zone's offset at the moment, summer time included, with a true minus sign", () => {
    expect(utcOffsetAt("America/Los_Angeles", winter)).toBe("UTC\u22128");
    expect(utcOffsetAt("America/Los_Angeles", summer)).toBe("UTC\u22127");
    expect(utcOffsetAt("Europe/London", winter)).toBe("UTC+0");
    expect(utcOffsetAt("Europe/London", summer)).toBe("UTC+1");
    expect(utcOffsetAt("Asia/Kolkata", summer)).toBe("UTC+5:30");
    expect(utcOffsetAt("Australia/Sydney", winter)).toBe("UTC+11");
  });

  it("adds the offset to every city, but not to the neutral answer or to UTC itself", () => {
    const options = timeZoneOptionsAt(summer);
    expect(options.map((option) => option.value)).toEqual(timeZoneOptions.map((option) => option.value));
    expect(options.find((option) => option.value === "America/New_York")?.label).toBe("New York (US Eastern), UTC\u22124");
    expect(options.find((option) => option.value === "other")?.label).toBe("Not listed, or agree it on the call");
    expect(options.find((option) => option.value === "UTC")?.label).toBe("UTC");
    for (const option of options.filter((o) => o.value !== "other" && o.value !== "UTC")) expect(option.label).toMatch(/, UTC[+\u2212]\d/);
  });
});
