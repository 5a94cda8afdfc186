/** @jest-environment node */
import { privacyPolicy } from "@/features/content/privacy-policy";
import { defaultLimits } from "@/platform/config/limits";

/** The privacy policy names every message a request sends, and what happens to the copies. */
describe("the privacy policy on the lead e-mails", () => {
  const section = privacyPolicy.sections.find((candidate) => candidate.id === "delegation-form")!;
  const items = section.list ?? [];
  const mailItem = items.find((item) => item.startsWith("E-mails we send about it:"))!;

  it("names the confirmation, the sales alert and the webhook to the sales tools", () => {
    expect(mailItem).toMatch(/a confirmation to the e-mail address you gave/);
    expect(mailItem).toMatch(/an alert to our sales team/);
    expect(mailItem).toMatch(/a signed message with the request's details to the tool our sales team works in/);
  });

  it("says the messages are kept and erased with the request", () => {
    expect(mailItem).toMatch(/kept with your request and erased with it/);
  });

  it("states the per-recipient limit as configured", () => {
    const policy = defaultLimits.mail.confirmationsPerRecipient;
    const abuse = items.find((item) => item.startsWith("Abuse protection:"))!;
    expect(policy.limit).toBe(3);
    expect(abuse).toContain("one address receives at most three a day");
    // The limiter keeps a window's counter through the next window: two days for a one-day window.
    expect(policy.windowMs).toBe(24 * 60 * 60_000);
    expect(abuse).toContain("for up to two days");
  });

  it("states the booking link's daily limit on changes as configured", () => {
    const policy = defaultLimits.booking.changes;
    const booking = items.find((item) => item.startsWith("Booking your first call:"))!;
    expect(policy).toEqual({ name: "booking-changes", limit: 10, windowMs: 24 * 60 * 60_000 });
    expect(booking).toContain("at most 10 changes a day (a booking, a move or a cancellation), counted under a one-way hash of the request's id for up to two days");
  });
});
