/** @jest-environment node */
import { mailtoHref, replyMailtoHref, telHref, websiteHref } from "@/features/admin/contact-links";
import { teamProfileSchema } from "@/features/team/profile";

describe("the links for answering a buyer", () => {
  it("dials the digits of whatever was typed, keeping an international plus", () => {
    expect(telHref("+44 (20) 7946-0000")).toBe("tel:+442079460000");
    expect(telHref("020 7946 0000")).toBe("tel:02079460000");
    expect(telHref("ext")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("links only http and https websites", () => {
    expect(websiteHref("https://acme.io/about")).toBe("https://acme.io/about");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("not a url")).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it("puts the reference in the reply's subject, encoded, so the address cannot gain headers", () => {
    expect(mailtoHref("jane@acme.io")).toBe("mailto:jane@acme.io");
    const href = replyMailtoHref("jane@acme.io", "DR-GKP642", "OpenSeat");
    expect(href).toBe("mailto:jane@acme.io?subject=Your%20OpenSeat%20request%20DR-GKP642");
    expect(replyMailtoHref("a?cc=x@evil.example@acme.io", "DR-GKP642", "OpenSeat")).toMatch(/^mailto:a%3Fcc%3Dx@evil\.example@acme\.io\?subject=/);
  });
});

describe("the team profile form", () => {
  it("keeps a trimmed name, the calls box and distinct sorted days off", () => {
    expect(teamProfileSchema.parse({ name: "  Dana Desk ", takesCalls: true, daysOff: ["5", "1", "5"], meetingUrl: " https://meet.example.com/dana " })).toEqual({
      name: "Dana Desk",
      takesCalls: true,
      daysOff: [1, 5],
      meetingUrl: "https://meet.example.com/dana",
    });
  });

  it("takes an empty meeting link or a full https one, and nothing else", () => {
    const profile = (meetingUrl: string) => teamProfileSchema.safeParse({ name: "", takesCalls: true, daysOff: [], meetingUrl });
    expect(profile("").success).toBe(true);
    for (const bad of ["http://meet.example.com/dana", "javascript:alert(1)", "meet.example.com/dana", "https://", `https://meet.example.com/${"x".repeat(500)}`]) {
      expect({ bad, ok: profile(bad).success }).toEqual({ bad, ok: false });
    }
  });

  it("refuses a day that is not a weekday, an overlong name, and control characters", () => {
    expect(teamProfileSchema.safeParse({ name: "", takesCalls: false, daysOff: ["8"], meetingUrl: "" }).success).toBe(false);
    expect(teamProfileSchema.safeParse({ name: "x".repeat(101), takesCalls: false, daysOff: [], meetingUrl: "" }).success).toBe(false);
    expect(teamProfileSchema.safeParse({ name: "Dana\u0007", takesCalls: false, daysOff: [], meetingUrl: "" }).success).toBe(false);
  });

  it("removes invisible and bidirectional characters from a name, as from every stored text", () => {
    expect(teamProfileSchema.safeParse({ name: "Dana\u202E", takesCalls: false, daysOff: [], meetingUrl: "" }).data?.name).toBe("Dana");
  });
});
