/** @jest-environment node */
import { composeInvitationMail } from "@/features/team/invitations/invitation-mail";
import { businessHours } from "@/platform/business-hours/settings";
import { describeMailInBrowser } from "../../../support/mail-in-browser";

/**
 * The invitation e-mail passes what the site's other e-mails do (axe at WCAG 2.2 A/AA, 320 px reflow, a named
 * document, nothing typed becoming markup) and says who invited them, as what, the link, and until when.
 */
const link = `https://www.openseat.example/admin/join/${"A".repeat(43)}`;
const draft = composeInvitationMail({
  invitation: { address: "eve@openseat.example", role: "member", expiresAt: "2026-11-26T16:55:00.000Z" },
  inviter: "Ann <b>Lee</b>",
  link,
  team: "OpenSeat",
  hours: { ...businessHours, timeZone: "Europe/London" },
});
const mail = draft.payload.kind === "mail" ? draft.payload : { subject: "", text: "", html: "" };

describe("the invitation e-mail", () => {
  it("goes to the invited address on the invitation channel", () => {
    expect(draft).toMatchObject({ channel: "team-invitation", recipients: ["eve@openseat.example"] });
  });

  it("names who invited them, the role, the link and its end on the team's clock with its offset", () => {
    expect(mail.subject).toBe("You are invited to join OpenSeat's sales desk");
    expect(mail.text).toContain("Ann <b>Lee</b> invited you to the team as a member.");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("until Thursday, November 26, 2026, 4:55 PM GMT (UTC+00:00)");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Lee");
  });
});

describeMailInBrowser({ "the invitation e-mail": mail });
