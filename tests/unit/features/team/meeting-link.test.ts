/** @jest-environment node */
import { isUnusableMeetingLink, meetingLinkHref, usableMeetingLink } from "@/features/team/meeting-link";
import { teamProfileSchema } from "@/features/team/profile";

const saved = (meetingUrl: string) => teamProfileSchema.safeParse({ name: "", takesCalls: true, daysOff: [], meetingUrl });

describe("a meeting link", () => {
  it("is stored as a URL parser writes it back", () => {
    expect(saved(" https://Meet.Example.com ").data?.meetingUrl).toBe("https://meet.example.com/");
    expect(saved("https://meet.example.com/j/123?pwd=a1B2-c3_d4.e~5&x=%20y#start").data?.meetingUrl).toBe(
      "https://meet.example.com/j/123?pwd=a1B2-c3_d4.e~5&x=%20y#start",
    );
    expect(saved("https://meet.example.com:443/ann").data?.meetingUrl).toBe("https://meet.example.com/ann");
  });

  it("is refused with anything a URL must encode, as the probe typed it, or a user name or password", () => {
    for (const typed of [
      'https://meet.example.com/x"><script>alert(1)</script>?a=<b>',
      "https://user:pw@meet.example.com/",
      "https://user@meet.example.com/",
      "https://meet.example.com/a b",
      "https://meet.example.com/a\\b",
      "https://meet.example.com/a`b",
      "https://meet.example.com/a{b}|c^d",
      "https://meet.example.com/r\u00e9union",
      "https://b\u00fccher.example/",
      "https://meet.example.com/%zz",
      "https://meet.example.com/a\tb",
      "https://[::1]/",
      "https://127.0.0.1/",
      "http://meet.example.com/ann",
      "javascript:alert(1)",
    ]) {
      expect({ typed, saved: saved(typed).success, href: meetingLinkHref(typed) }).toEqual({ typed, saved: false, href: null });
    }
  });

  it("stored before the rule and failing it, counts as none and is flagged to its owner", () => {
    const legacy = 'https://meet.example.com/x"><script>?a=<b>';
    expect(usableMeetingLink(legacy)).toBe("");
    expect(isUnusableMeetingLink(legacy)).toBe(true);
    expect(usableMeetingLink("https://meet.example.com/ann")).toBe("https://meet.example.com/ann");
    expect(isUnusableMeetingLink("https://meet.example.com/ann")).toBe(false);
    expect(isUnusableMeetingLink("")).toBe(false);
  });
});
