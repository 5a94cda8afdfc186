import { callPanelCopy as copy } from "@/features/admin/admin-copy";
import { ActionForm } from "@/ui/action-form";
import { callAction } from "../actions";

export interface CallChoice {
  readonly email: string;
  /** How the desk names the admin: their name, else their e-mail. */
  readonly label: string;
}

export interface CallDecisionProps {
  readonly requestId: string;
  /** The page the form is on: the decision brings the reader back to it. */
  readonly back: "request" | "calls";
  /** Ids must be unique on a page that lists several calls. */
  readonly idPrefix: string;
  /** Flagged calls may also be kept where they are; others can only move. */
  readonly flagged: boolean;
  readonly admin: CallChoice;
  /** Admins free at the call's time, the lead's owner first. */
  readonly movableTo: readonly CallChoice[];
}

/**
 * One decision for a booked call: move it, at its time, to an admin free then, or (when the desk flagged
 * it) keep it with its admin. A plain form post to the server action, so it works without JavaScript.
 */
export function CallDecision({ requestId, back, idPrefix, flagged, admin, movableTo }: CallDecisionProps) {
  const hintId = `${idPrefix}-decision-hint`;
  if (!flagged && movableTo.length === 0) return <p className="admin-hint">{copy.nobodyFree}</p>;
  return (
    <ActionForm action={callAction} permalink={back === "calls" ? "/admin/calls" : `/admin/requests/${encodeURIComponent(requestId)}`} className="call-decision">
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="back" value={back} />
      <div className="admin-field">
        <label htmlFor={`${idPrefix}-decision`}>{copy.decisionLabel}</label>
        <select id={`${idPrefix}-decision`} name="decision" aria-describedby={hintId}>
          {movableTo.map((member) => (
            <option key={member.email} value={`move:${member.email}`}>
              {copy.moveTo(member.label)}
            </option>
          ))}
          {flagged ? <option value="keep">{copy.keepWith(admin.label)}</option> : null}
        </select>
        <p id={hintId} className="admin-hint">
          {movableTo.length > 0 ? copy.moveHint : copy.nobodyFree}
        </p>
      </div>
      <button type="submit" className="admin-button">
        {copy.decide}
      </button>
    </ActionForm>
  );
}
