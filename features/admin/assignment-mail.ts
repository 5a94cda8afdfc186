import "server-only";
import { assignmentMailCopy } from "@/features/admin/assignment-mail-copy";
import { assignmentChannels } from "@/features/admin/outbox-channels";
import { awaitsFirstReply, replyDueOf, type CallState } from "@/features/admin/lead-desk";
import type { CallKind } from "@/features/booking/store";
import { buyerFacts, oneLine } from "@/features/delegation/request-mail";
import type { DelegationRequest } from "@/features/delegation/store";
import type { OutboxDraft } from "@/features/outbox/store";
import { personName } from "@/features/team/person-name";
import type { TeamMember } from "@/features/team/profile";
import { formatOnBothClocks } from "@/platform/business-hours/both-clocks";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { site } from "@/platform/config/site";
import { paragraph, renderMail, type MailBlock } from "@/platform/mail/document";

/** The buyer's upcoming call as the new owner's e-mail tells of it: moved to them, or left with its admin. */
export interface AssignedCall {
  readonly start: string;
  readonly kind: CallKind;
  readonly outcome: "moved" | "stays";
  /** The admin who keeps it, when it stays. */
  readonly admin: Pick<TeamMember, "name"> | null;
}

export interface AssignmentNotice {
  /** The request as stored after the assignment, with its call's state (a booked call is the reply). */
  readonly request: DelegationRequest & { readonly call?: CallState | null };
  readonly owner: Pick<TeamMember, "email">;
  /** The colleague who assigned it; their name only is ever shown, never their address. */
  readonly by: Pick<TeamMember, "name"> | null;
  readonly call: AssignedCall | null;
  readonly adminRequestUrl: string;
  readonly hours: BusinessHours;
}

/**
 * The e-mail a lead's new owner gets when a colleague assigns it to them: composed from the request as the
 * assignment stored it and written in the same atomic write (features/delegation/store.ts assign), so the
 * owner hears of every lead given to them, and only once. Times are on the team's clock with the buyer's.
 */
export function composeAssignmentMail(notice: AssignmentNotice): OutboxDraft {
  const { request, hours } = notice;
  const copy = assignmentMailCopy;
  const both = (iso: string) => formatOnBothClocks(new Date(iso), request.timeZone, hours);
  const callBlocks: MailBlock[] = notice.call
    ? [
        {
          kind: "facts",
          caption: copy.callCaption,
          facts: [
            { label: copy.callLabels.when, value: both(notice.call.start) },
            { label: copy.callLabels.kind, value: copy.callKinds[notice.call.kind] },
          ],
        },
        paragraph(notice.call.outcome === "moved" ? copy.callMoved : copy.callStays(personName(notice.call.admin))),
      ]
    : [];
  const content = renderMail({
    subject: copy.subject(request.reference, oneLine(request.fullName, 60), oneLine(request.company, 60)),
    brand: site.name,
    heading: copy.heading(request.reference),
    sections: [
      {
        blocks: [
          {
            kind: "paragraph",
            content: [`${copy.assignedBy(personName(notice.by))} ${awaitsFirstReply(request) ? copy.due(both(replyDueOf(request, hours).toISOString())) : copy.answered}`],
            emphasis: "callout",
          },
          {
            kind: "facts",
            caption: copy.summaryCaption,
            facts: [
              ...buyerFacts(request),
              { label: copy.received, value: both(request.createdAt) },
            ],
          },
          { kind: "action", text: copy.openLink, href: notice.adminRequestUrl },
        ],
      },
      ...(callBlocks.length > 0 ? [{ heading: copy.callHeading, blocks: callBlocks }] : []),
    ],
    footer: [[copy.footer]],
  });
  return assignmentChannels.ownerNotice.draft([notice.owner.email], { kind: "mail", subject: content.subject, text: content.text, html: content.html });
}
