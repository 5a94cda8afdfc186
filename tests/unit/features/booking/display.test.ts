/** @jest-environment node */
import { bookingNotice, bookingPlacePath, bookingResultPath, chosenZone, clockLabel, dayLegend, postedPlace, slotLabel, slotLabelParts, zoneCity } from "@/features/booking/display";

describe("how the booking step names times", () => {
  it("names the zone in every slot's label, with its abbreviation on that day", () => {
    expect(slotLabel(new Date("2026-03-26T14:00:00Z"), new Date("2026-03-26T14:20:00Z"), "America/New_York")).toBe("10:00 AM to 10:20 AM New York time (EDT)");
    expect(slotLabel(new Date("2026-11-02T09:00:00Z"), new Date("2026-11-02T09:20:00Z"), "America/New_York")).toBe("4:00 AM to 4:20 AM New York time (EST)");
    expect(slotLabel(new Date("2026-03-30T08:00:00Z"), new Date("2026-03-30T08:20:00Z"), "Europe/London")).toBe("9:00 AM to 9:20 AM London time (GMT+1)");
  });

  it("shows a time's start and keeps the rest, zone included, for the label's whole name", () => {
    const parts = slotLabelParts(new Date("2026-03-26T14:00:00Z"), new Date("2026-03-26T14:20:00Z"), "America/New_York");
    expect(parts).toEqual({ shown: "10:00 AM", rest: " to 10:20 AM New York time (EDT)" });
    expect(clockLabel({ hour: 8, minute: 0 })).toBe("8:00 AM");
    expect(clockLabel({ hour: 19, minute: 0 })).toBe("7:00 PM");
    expect(clockLabel({ hour: 0, minute: 30 })).toBe("12:30 AM");
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

  it("lands on the link's page, or the confirmation page it came from, with the refused time and the kind chosen", () => {
    expect(bookingResultPath("a.b", { notice: "taken", near: "2026-03-26T10:00:00.000Z", kind: "video" })).toBe(
      "/book/a.b?notice=taken&near=2026-03-26T10%3A00%3A00.000Z&kind=video",
    );
    expect(bookingResultPath("a/b", { notice: "booked" })).toBe("/book/a%2Fb?notice=booked");
    expect(bookingResultPath("a.b", { notice: "zone", place: { page: "sent", reference: "DR-7K2F9Q" } })).toBe(
      "/delegation-tasks-guide/form/sent?reference=DR-7K2F9Q&booking=a.b&notice=zone",
    );
    expect(bookingPlacePath({ page: "book" }, "a.b", { day: "2026-03-26" }, "#booking-times")).toBe("/book/a.b?day=2026-03-26#booking-times");
  });

  it("takes the posted place only when it is the confirmation page with a well-formed reference", () => {
    expect(postedPlace("sent", "DR-7K2F9Q")).toEqual({ page: "sent", reference: "DR-7K2F9Q" });
    expect(postedPlace("sent", "https://evil.example")).toEqual({ page: "book" });
    expect(postedPlace("elsewhere", "DR-7K2F9Q")).toEqual({ page: "book" });
  });
});
