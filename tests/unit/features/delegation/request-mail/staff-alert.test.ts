/** @jest-environment node */
import { composeStaffAlert, oneLine, staffFieldMaxLength } from "@/features/delegation/request-mail";
import { sampleRequest } from "./sample-request";

const adminUrl = "https://openseat.example/admin/requests/req_01";

describe("the staff alert", () => {
  const mail = composeStaffAlert(sampleRequest(), adminUrl);

  it("names the reference, the buyer and their company in the subject", () => {
    expect(mail.subject).toBe("New request DR-GKP642: Jane Doe, Acme Ltd");
  });

  it("summarises who asked and for what, as labels, in the team's time zone", () => {
    const lines = mail.text.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Reference: DR-GKP642",
        "Full name: Jane Doe",
        "Company: Acme Ltd",
        "E-mail: jane@acme.io",
        "Phone: +1 212 555 0100",
        "Roles: Paid media, SEO",
        "Monthly budget: $4,000–$7,999 a month",
        "Start: Within a month",
        // The buyer keeps New York time; staff read London's, without an offset.
        "Received: Monday, March 9, 2026, 10:15 AM GMT",
        "Reply due by Tuesday, March 10, 2026, 10:15 AM GMT, within one business day of receipt.",
      ]),
    );
    expect(mail.html).toMatch(/<th [^>]*>Monthly budget<\/th><td [^>]*>\$4,000–\$7,999 a month<\/td>/);
  });

  it("says so when the phone was not given", () => {
    expect(composeStaffAlert(sampleRequest({ phone: null }), adminUrl).text).toContain("Phone: Not given\n");
  });

  it("links to the request's admin page in both parts", () => {
    expect(mail.html).toContain(`<a href="${adminUrl}"`);
    expect(mail.text).toContain(`Open the request in the admin area (${adminUrl})`);
  });

  it("refuses an admin link that is not a web address", () => {
    expect(() => composeStaffAlert(sampleRequest(), "javascript:alert(1)")).toThrow(RangeError);
    expect(() => composeStaffAlert(sampleRequest(), "/admin/requests/req_01")).toThrow();
  });

  it("escapes what the buyer typed, so it shows as text and never as markup", () => {
    const hostile = composeStaffAlert(
      sampleRequest({ fullName: `Jane "<img src=x onerror=alert(1)>"`, company: "<script>alert('x')</script> & Co" }),
      `${adminUrl}?a=1&b="2"`,
    );
    expect(hostile.html).not.toMatch(/<(img|script)\b/);
    expect(hostile.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; Co");
    expect(hostile.html).toContain("Jane &quot;&lt;img src=x onerror=alert(1)&gt;&quot;");
    expect(hostile.html).toContain('href="https://openseat.example/admin/requests/req_01?a=1&amp;b=%222%22"');
    expect(hostile.text).toContain("Company: <script>alert('x')</script> & Co");
  });

  it("keeps every field and the subject to one line, whatever was stored", () => {
    const injected = composeStaffAlert(sampleRequest({ company: "Acme\r\nBcc: everyone@example.com", fullName: "Jane\tDoe\u2028" }), adminUrl);
    expect(injected.subject).toBe("New request DR-GKP642: Jane Doe, Acme Bcc: everyone@example.com");
    expect(injected.text).toContain("Company: Acme Bcc: everyone@example.com\n");
  });

  it("caps long free text, in the body and harder in the subject", () => {
    const long = composeStaffAlert(sampleRequest({ company: "C".repeat(160), fullName: "N".repeat(120) }), adminUrl);
    expect(long.text).toContain(`Company: ${"C".repeat(staffFieldMaxLength - 1)}…\n`);
    expect(long.subject).toBe(`New request DR-GKP642: ${"N".repeat(59)}…, ${"C".repeat(59)}…`);
  });
});

describe("oneLine", () => {
  it("turns control characters and runs of whitespace into one space and trims", () => {
    expect(oneLine("  a\r\n\tb\u0000c\u0085d  ", 50)).toBe("a b c d");
  });

  it("ends a cut value with an ellipsis inside the limit", () => {
    expect(oneLine("abcdef", 6)).toBe("abcdef");
    expect(oneLine("abcdefg", 6)).toBe("abcde…");
    expect(oneLine("abcd efg", 6)).toBe("abcd…");
  });
});
