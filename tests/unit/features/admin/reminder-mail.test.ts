/** @jest-environment node */
import { describeMailInBrowser } from "../../../support/mail-in-browser";
import { reminderMails } from "./reminder-mails";

/**
 * The reminder sweep's e-mails pass what the site's other e-mails do: in a real browser, no axe violations
 * at WCAG 2.2 A/AA and no sideways scrolling at 320 px; a named document; nothing the buyer typed becomes
 * markup or a header; the team's clock with its offset, and the reader's own where it differs.
 */
describe.each(Object.entries(reminderMails))("%s", (_name, draft) => {
  const mail = draft.payload.kind === "mail" ? draft.payload : null;
  if (!mail) throw new Error("an e-mail");

  it("lets nothing typed become markup or a header line", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describeMailInBrowser(Object.fromEntries(Object.entries(reminderMails).map(([name, draft]) => [name, draft.payload.kind === "mail" ? draft.payload : { subject: "", html: "" }])));

describe("the reminders' words", () => {
  const text = (name: keyof typeof reminderMails) => {
    const payload = reminderMails[name].payload;
    return payload.kind === "mail" ? payload : { subject: "", text: "", html: "" };
  };

  it("name the buyer in a lead's reminder, on one line, and give the due time on the team's clock and the owner's", () => {
    const mail = text("the due-soon reminder, to an owner in New York");
    expect(mail.subject).toBe("Reply due soon: DR-7K2F9Q, Jane <script>Doe</script> Bcc: x@evil.test, Acme & Sons Ltd");
    expect(mail.text).toContain("Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00) (11:55 AM EST in New York on your clock)");
    expect(mail.html).toContain("Jane &lt;script&gt;Doe&lt;/script&gt;");
    expect(text("the overdue alert").text).toContain("The first reply was due by Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00), and none is logged yet.");
    expect(text("the due-soon reminder of a lead nobody owns").text).toContain("Nobody owns this request yet");
  });

  it("give the digest's calls, leads and follow-ups by reference and link, never a buyer's name", () => {
    const mail = text("the morning digest");
    expect(mail.subject).toBe("Your day, Monday, November 23, 2026: 2 calls, 2 leads to answer, 2 follow-ups");
    expect(mail.text).toContain("2:00 PM GMT (UTC+00:00) (9:00 AM EST in New York on your clock), video call: DR-CALL01 (https://www.openseat.example/admin/requests/req_05), your meeting link (https://meet.example.com/ana)");
    expect(mail.text).toContain("3:30 PM GMT (UTC+00:00) (10:30 AM EST in New York on your clock), phone call: DR-CALL02");
    expect(mail.text).toContain("DR-LATE01 (https://www.openseat.example/admin/requests/req_04): overdue, was due by Friday, November 20, 2026, 11:00 AM GMT (UTC+00:00)");
    expect(mail.text).toContain(": due by Monday, November 23, 2026, 4:55 PM GMT (UTC+00:00) (11:55 AM EST in New York on your clock), nobody owns it");
    expect(mail.text).toContain("DR-FOLLOW (https://www.openseat.example/admin/requests/req_02): follow up today");
    expect(mail.text).toContain("DR-EARLY1 (https://www.openseat.example/admin/requests/req_03): follow up, set for Thursday, November 19, 2026");
  });
});
