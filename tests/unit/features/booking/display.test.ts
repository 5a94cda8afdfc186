/** @jest-environment node */
import { bookingNotice, bookingResultPath, chosenZone, dayLegend, slotLabel, zoneCity } from "@/features/booking/display";

describe("how the booking step names times", () => {
  it("names the zone in every slot's label, with its abbreviation on that day", () => {
    expect(slotLabel(new Date("2026-03-26T14:00:00Z"), new Date("2026-03-26T14:20:00Z"), "America/New_York")).toBe("10:00 AM to 10:20 AM New York time (EDT)");
    expect(slotLabel(new Date("2026-11-02T09:00:00Z"), new Date("2026-11-02T09:20:00Z"), "America/New_York")).toBe("4:00 AM to 4:20 AM New York time (EST)");
    expect(slotLabel(new Date("2026-03-30T08:00:00Z"), new Date("2026-03-30T08:20:00Z"), "Europe/London")).toBe("9:00 AM to 9:20 AM London time (GMT+1)");
  });

  it("reads a day as a person does, and a zone by its city", () => {
    expect(dayLegend("2026-03-26")).toBe("Thursday, March 26, 2026");
    expect(zoneCity("Europe/Paris")).toBe("Paris");
    expect(zoneCity("UTC")).toBe("UTC");
  });

  it("takes only a zone the form offers", () => {
    expect(chosenZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(chosenZone("other")).toBeNull();
    expect(chosenZone("Mars/Olympus")).toBeNull();
    expect(chosenZone(["Asia/Tokyo"])).toBeNull();
  });
});

describe("the notice after a post", () => {
  it("knows the outcomes the page can explain, and nothing else", () => {
    expect(bookingNotice("booked")).toEqual({ kind: "success", key: "booked" });
    expect(bookingNotice("taken")).toEqual({ kind: "error", key: "taken" });
    expect(bookingNotice("too-many")).toEqual({ kind: "error", key: "too-many" });
    expect(bookingNotice("toString")).toBeNull();
    expect(bookingNotice("<script>")).toBeNull();
  });

  it("lands on the link's page with the zone and the refused time", () => {
    expect(bookingResultPath("a.b", { zone: "Asia/Tokyo", notice: "taken", near: "2026-03-26T10:00:00.000Z" })).toBe(
      "/book/a.b?notice=taken&zone=Asia%2FTokyo&near=2026-03-26T10%3A00%3A00.000Z",
    );
    expect(bookingResultPath("a/b", { zone: null, notice: "booked" })).toBe("/book/a%2Fb?notice=booked");
  });
});
