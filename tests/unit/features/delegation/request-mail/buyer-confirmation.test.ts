/** @jest-environment node */
import { company } from "@/platform/config/company";
import { requestSentCopy } from "@/features/delegation/request-sent-copy";
import { composeBuyerConfirmation } from "@/features/delegation/request-mail";
import { sampleRequest } from "./sample-request";

/** The text a reader sees in the HTML part: tags dropped, entities read back. */
function visibleText(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<\/?(a|span)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function bothParts(mail: { text: string; html: string }): string[] {
  return [mail.text.replace(/\s+/g, " "), visibleText(mail.html)];
}

describe("the buyer's confirmation", () => {
  const request = sampleRequest();
  const mail = composeBuyerConfirmation(request);

  it("carries the reference in the subject and the body", () => {
    expect(mail.subject).toBe("We received your request DR-GKP642");
    expect(mail.text).toContain("We received your request\n====");
    expect(mail.text).toContain("Your reference: DR-GKP642\n");
    expect(mail.html).toMatch(/<th [^>]*>Your reference<\/th><td [^>]*>DR-GKP642<\/td>/);
    for (const part of bothParts(mail)) expect(part).toContain("quote your reference, DR-GKP642.");
  });

  it("lists what they chose as the form's labels, never as stored codes", () => {
    for (const part of bothParts(mail)) {
      expect(part).toContain("A business (in-house team)");
      expect(part).toContain("Paid media, SEO");
      expect(part).toContain("Daily bid, budget and audience optimization; On-page optimization of existing pages");
      expect(part).toContain("Full-time (about 40 hours a week)");
      expect(part).toContain("Within a month");
      expect(part).toContain("$4,000–$7,999 a month");
      expect(part).toContain("New York (US Eastern)");
      expect(part).toContain("A colleague or friend");
      for (const code of ["paid-media", "daily-optimisation", "seo:on-page", "full-time", "within-a-month", "4000-7999", "America/New_York", "referral"]) {
        expect(part).not.toContain(code);
      }
    }
  });

  it("leaves out a choice that was not made", () => {
    const withoutHeardFrom = composeBuyerConfirmation(sampleRequest({ heardFrom: null }));
    expect(withoutHeardFrom.text).not.toContain("How you heard of us");
    expect(withoutHeardFrom.html).not.toContain("How you heard of us");
  });

  it("repeats nothing typed in but the first name", () => {
    const typed = sampleRequest({
      fullName: "Jane Doe",
      email: "jane@acme.io",
      company: "Acme Ltd",
      website: "https://cheap-pills.example/",
      phone: "+1 212 555 0100",
      otherTasks: "Visit cheap-pills.example for offers",
      message: "Click https://cheap-pills.example now",
    });
    const confirmation = composeBuyerConfirmation(typed);
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      for (const free of ["Doe", "jane@acme.io", "Acme Ltd", "cheap-pills", "555 0100", "Visit", "Click"]) expect(part).not.toContain(free);
    }
    expect(confirmation.text).toContain("Hello Jane,");
  });

  it("drops a stored value that is not on the form's lists instead of repeating it", () => {
    const odd = sampleRequest({
      roles: ["seo", "call-555-0100" as never],
      tasks: ["seo:on-page", "seo:visit-cheap-pills"],
      monthlyBudget: "free money" as never,
      heardFrom: "cheap-pills.example" as never,
      timeZone: "Visit/Cheap_Pills",
    });
    const confirmation = composeBuyerConfirmation(odd);
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).not.toMatch(/555|cheap|Cheap|free money/);
      expect(part).toContain("SEO");
      expect(part).toContain("On-page optimization of existing pages");
    }
    expect(confirmation.text).not.toContain("Monthly budget:");
    expect(confirmation.text).not.toContain("Time zone:");
  });

  it("greets with a plain Hello when the name could carry a message", () => {
    const confirmation = composeBuyerConfirmation(sampleRequest({ fullName: "Visit www.cheap-pills.example" }));
    for (const part of bothParts(confirmation)) {
      expect(part).toContain("Hello,");
      expect(part).not.toContain("cheap-pills");
      expect(part).not.toContain("Visit");
    }
  });

  it("links only to us: the contact address and the site", () => {
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(hrefs)).toEqual(new Set([`mailto:${company.email}`, company.siteUrl.href]));
    for (const part of bothParts(mail)) expect(part).toContain(`Write to ${company.email} and quote your reference`);
  });

  it("says what happens next with the confirmation page's steps, and who runs the site", () => {
    for (const part of bothParts(mail)) {
      for (const step of requestSentCopy.next) expect(part).toContain(step);
      expect(part).toContain(company.legal.entityName);
    }
  });
});

describe("the buyer's reply time", () => {
  // The sample arrives Monday, March 9, 2026 at 10:15 in London, in business hours: due at 10:15 on Tuesday.
  it("is shown on the buyer's clock, across their own daylight-saving change", () => {
    const mail = composeBuyerConfirmation(sampleRequest({ timeZone: "America/New_York" }));
    for (const part of bothParts(mail)) {
      // New York moved to daylight time on March 8; London not until March 29.
      expect(part).toContain("by Tuesday, March 10, 2026, 6:15 AM EDT, within one business day of your request.");
      expect(part).toContain("Monday, March 9, 2026, 6:15 AM EDT");
      expect(part).not.toContain("UTC+");
      expect(part).not.toContain("our team's clock");
    }
  });

  it("crosses the date line into the buyer's next day", () => {
    const mail = composeBuyerConfirmation(sampleRequest({ timeZone: "Pacific/Auckland" }));
    expect(mail.text).toContain("by Tuesday, March 10, 2026, 11:15 PM GMT+13,");
  });

  it("falls at the close of the next business day for a request sent after hours, on the buyer's clock", () => {
    // Friday, July 10, 2026 at 18:00 in London (BST): after the close, so due at 17:30 on Monday.
    const mail = composeBuyerConfirmation(sampleRequest({ createdAt: "2026-07-10T17:00:00.000Z", timeZone: "Asia/Kolkata" }));
    expect(mail.text).toContain("by Monday, July 13, 2026, 10:00 PM GMT+5:30,");
  });

  it("skips a holiday on the team's calendar", () => {
    // Thursday, April 2, 2026 at 11:00 in London; Good Friday and the weekend are not business days.
    const mail = composeBuyerConfirmation(sampleRequest({ createdAt: "2026-04-02T10:00:00.000Z", timeZone: "Europe/London" }));
    expect(mail.text).toContain("by Tuesday, April 7, 2026, 11:00 AM GMT+1,");
  });

  it.each([
    ["chose \"not listed\"", "other"],
    ["sent a zone that is not on the form's list", "Mars/Olympus_Mons"],
  ])("is on the team's clock with its UTC offset when the buyer %s", (_case, timeZone) => {
    const mail = composeBuyerConfirmation(sampleRequest({ timeZone }));
    for (const part of bothParts(mail)) {
      expect(part).toContain("by Tuesday, March 10, 2026, 10:15 AM GMT (UTC+00:00), within one business day");
      expect(part).toContain("Your time zone was not one on our list, so times here are on our team's clock, with its difference from UTC.");
    }
  });
});

describe("the buyer's HTML part", () => {
  const { html } = composeBuyerConfirmation(sampleRequest());

  it("is a whole document in US English with a title and a heading outline", () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-US" dir="ltr">/);
    expect(html).toContain("<title>We received your request DR-GKP642</title>");
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(["When to expect our reply", "What you sent", "What happens next", "How to reach us"]);
  });

  it("is text, not pictures or scripts, with row headers for every label and value pair", () => {
    expect(html).not.toMatch(/<(img|script|style|link|iframe|form)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const rows = html.match(/<tr>/g)!.length;
    expect(html.match(/<th scope="row"/g)).toHaveLength(rows);
  });
});
