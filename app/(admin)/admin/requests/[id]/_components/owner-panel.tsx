import { formatCalendarDate, formatDateTime } from "@/features/admin/format";
import { formatAge } from "@/features/admin/lead-desk";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import type { DelegationRequest } from "@/features/delegation/store";
import { displayName, type TeamMember } from "@/features/team/profile";
import { ReplyDue } from "../../../_components/reply-due-cell";
import { AssignForm } from "./assign-form";

export interface OwnerPanelProps {
  readonly request: DelegationRequest;
  readonly me: string;
  readonly team: readonly TeamMember[];
  readonly now: Date;
}

/** Who answers the request, how old it is, when the reply is due and when to come back to it. */
export function OwnerPanel({ request, me, team, now }: OwnerPanelProps) {
  const ownerMember = team.find((member) => member.email === request.owner);
  const owner = request.owner === null ? leadDeskCopy.nobody : request.owner === me ? `${leadDeskCopy.you} (${me})` : ownerMember ? `${displayName(ownerMember)} (${request.owner})` : request.owner;
  return (
    <section aria-labelledby="owner-heading" className="admin-section">
      <h2 id="owner-heading" className="admin-section__title">
        {leadDeskCopy.ownerSection}
      </h2>
      <dl className="admin-details">
        <div className="admin-details__row">
          <dt>{leadDeskCopy.currentOwner}</dt>
          <dd data-testid="current-owner">{owner}</dd>
        </div>
        <div className="admin-details__row">
          <dt>{leadDeskCopy.received}</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </dd>
        </div>
        <div className="admin-details__row">
          <dt>{leadDeskCopy.age}</dt>
          <dd>{formatAge(request.createdAt, now)}</dd>
        </div>
        <div className="admin-details__row">
          <dt>{leadDeskCopy.replyDue}</dt>
          <dd data-testid="reply-due">
            <ReplyDue request={request} now={now} />
          </dd>
        </div>
        <div className="admin-details__row">
          <dt>{leadDeskCopy.followUp}</dt>
          <dd>{request.followUpOn ? <time dateTime={request.followUpOn}>{formatCalendarDate(request.followUpOn)}</time> : <span className="admin-muted">{leadDeskCopy.noFollowUp}</span>}</dd>
        </div>
      </dl>
      <AssignForm
        requestId={request.id}
        owner={request.owner}
        me={me}
        colleagues={team.filter((member) => member.email !== me).map((member) => ({ email: member.email, label: `${displayName(member)}${member.name ? ` (${member.email})` : ""}` }))}
      />
    </section>
  );
}
