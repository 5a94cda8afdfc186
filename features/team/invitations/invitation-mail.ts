import { invitationMailCopy, roleMeaning } from "@/features/team/invitations/invitation-copy";
import { invitationChannels } from "@/features/team/invitations/outbox-channels";
import type { Invitation } from "@/features/team/invitations/rules";
import type { OutboxDraft } from "@/features/outbox/store";
import { formatInstant } from "@/platform/business-hours/instant-format";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { renderMail } from "@/platform/mail/document";

export interface InvitationMail {
  readonly invitation: Pick<Invitation, "address" | "role" | "expiresAt">;
  /** The inviting owner's name, or their address when they gave none: the invitee must know who asks. */
  readonly inviter: string;
  /** The accept page's URL with the token: only in this e-mail, never stored. */
  readonly link: string;
  readonly team: string;
  readonly hours: BusinessHours;
}

/**
 * The invitation e-mail: who invited them, as what, the link, and until when it works, on the team's clock with
 * its offset from UTC (the invitee does not know the team's zone yet).
 */
export function composeInvitationMail(mail: InvitationMail): OutboxDraft {
  const copy = invitationMailCopy;
  const expires = formatInstant(new Date(mail.invitation.expiresAt), { timeZone: mail.hours.timeZone, showOffset: true });
  const content = renderMail({
    subject: copy.subject(mail.team),
    brand: mail.team,
    heading: copy.heading(mail.team),
    sections: [
      {
        blocks: [
          { kind: "paragraph", content: [copy.invitedBy(mail.inviter, mail.invitation.role)], emphasis: "callout" },
          { kind: "paragraph", content: [roleMeaning[mail.invitation.role]] },
          { kind: "action", text: copy.accept, href: mail.link },
          { kind: "paragraph", content: [copy.linkNote(expires)] },
          {
            kind: "facts",
            caption: copy.factsCaption,
            facts: [
              { label: copy.facts.address, value: mail.invitation.address },
              { label: copy.facts.role, value: copy.roleNames[mail.invitation.role] },
              { label: copy.facts.expires, value: expires },
            ],
          },
        ],
      },
    ],
    footer: [[copy.footer]],
  });
  return invitationChannels.invitation.draft([mail.invitation.address], { kind: "mail", subject: content.subject, text: content.text, html: content.html });
}
