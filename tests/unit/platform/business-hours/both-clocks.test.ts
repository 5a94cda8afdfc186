import { buyerClock, formatOnBothClocks, knownBuyerZone, zonePlace } from "@/platform/business-hours/both-clocks";
import { londonHours } from "./london-hours";

describe("times staff agree with a buyer, on both clocks", () => {
  it("gives the buyer's clock beside the team's, with the zone's place", () => {
    // March 10, 2026: New York has begun summer time (March 8), London has not (March 29).
    expect(formatOnBothClocks(new Date("2026-03-10T16:00:00Z"), "America/New_York", londonHours)).toBe("Tuesday, March 10, 2026, 4:00 PM GMT (12:00 PM EDT in New York)");
    expect(formatOnBothClocks(new Date("2026-01-12T16:00:00Z"), "America/New_York", londonHours)).toBe("Monday, January 12, 2026, 4:00 PM GMT (11:00 AM EST in New York)");
  });

  it("names the buyer's day when it is not the team's", () => {
    expect(buyerClock(new Date("2026-03-10T16:00:00Z"), "Asia/Tokyo", londonHours)).toBe("1:00 AM GMT+9 on Wednesday, March 11 in Tokyo");
    expect(buyerClock(new Date("2026-03-10T01:00:00Z"), "America/Los_Angeles", londonHours)).toBe("6:00 PM PDT on Monday, March 9 in Los Angeles");
  });

  it("gives the team's clock alone when the buyer's is unknown or reads the same", () => {
    const instant = new Date("2026-03-10T16:00:00Z");
    for (const zone of ["other", "Mars/Olympus_Mons", "", null, undefined, "Europe/London"]) {
      expect(formatOnBothClocks(instant, zone, londonHours)).toBe("Tuesday, March 10, 2026, 4:00 PM GMT");
    }
    // UTC is named by its abbreviation alone: "4:00 PM UTC in UTC" says it twice.
    expect(buyerClock(new Date("2026-07-10T16:00:00Z"), "UTC", londonHours)).toBe("4:00 PM UTC");
  });

  it("reads places and known zones from the form's list", () => {
    expect(zonePlace("America/New_York")).toBe("New York");
    expect(zonePlace("Europe/London")).toBe("London");
    expect(zonePlace("Asia/Kolkata")).toBe("India");
    expect(knownBuyerZone("other")).toBeNull();
    expect(knownBuyerZone("Asia/Tokyo")).toBe("Asia/Tokyo");
  });
});
