import { formatDateTime } from "@/features/admin/format";
import { awaitsFirstReply, isLeadOverdue, replyDueOf, type CallState } from "@/features/admin/lead-desk";
import { businessHours } from "@/platform/business-hours/settings";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import type { DelegationRequest } from "@/features/delegation/store";

export interface ReplyDueProps {
  /** With its call's state when the page read it: a booked call is the reply. */
  readonly request: DelegationRequest & { readonly call?: CallState | null };
  readonly now: Date;
}

/** The reply due time, flagged "Overdue" in words (not color alone) once it has passed unanswered. */
export function ReplyDue({ request, now }: ReplyDueProps) {
  const due = replyDueOf(request, businessHours);
  const overdue = isLeadOverdue(request, now, businessHours);
  return (
    <>
      <time dateTime={due.toISOString()}>{formatDateTime(due.toISOString())}</time>
      {overdue ? (
        <>
          {" "}
          <span className="status-badge status-badge--overdue">{leadDeskCopy.overdueBadge}</span>
        </>
      ) : !awaitsFirstReply(request) ? (
        <>
          {" "}
          <span className="status-badge">{leadDeskCopy.replied}</span>
        </>
      ) : null}
    </>
  );
}
