import { formatsPerZone } from "@/platform/business-hours/zone-formats";
import { timeZoneOptionsAt } from "@/platform/business-hours/time-zones";

describe("one formatter per zone", () => {
  it("builds a zone's formatter once and keeps it; each zone and each set of options its own", () => {
    const offsets = formatsPerZone({ timeZoneName: "longOffset" });
    const tokyo = offsets("Asia/Tokyo");
    expect(offsets("Asia/Tokyo")).toBe(tokyo);
    expect(offsets("Europe/London")).not.toBe(tokyo);
    expect(formatsPerZone({ timeZoneName: "longOffset" })("Asia/Tokyo")).not.toBe(tokyo);
    expect(tokyo.resolvedOptions()).toMatchObject({ locale: "en-US", timeZone: "Asia/Tokyo", timeZoneName: "longOffset" });
  });

  it("throws for a zone that does not exist, and keeps nothing for it", () => {
    const offsets = formatsPerZone({ timeZoneName: "longOffset" });
    expect(() => offsets("Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => offsets("Mars/Olympus_Mons")).toThrow(RangeError);
  });

  it("gives the form's zone labels each zone's own offset at the instant, summer time included", () => {
    const label = (at: string, zone: string) => timeZoneOptionsAt(new Date(at)).find((option) => option.value === zone)?.label;
    expect(label("2026-01-15T12:00:00Z", "America/New_York")).toBe("New York (US Eastern), UTC\u22125");
    expect(label("2026-07-15T12:00:00Z", "America/New_York")).toBe("New York (US Eastern), UTC\u22124");
    expect(label("2026-07-15T12:00:00Z", "Asia/Kolkata")).toBe("India (Mumbai, Delhi, Bengaluru), UTC+5:30");
  });
});
