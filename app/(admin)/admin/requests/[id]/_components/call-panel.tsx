import Link from "next/link";
import { callPanelCopy as copy } from "@/features/admin/admin-copy";
import { callNoticeSucceeded, type CallNotice } from "@/features/admin/call-notice";
import { telHref } from "@/features/admin/contact-links";
import { formatDateTime } from "@/features/admin/format";
import type { DeskCall } from "@/features/booking/call-owner";
import { buyerClock, knownBuyerZone } from "@/platform/business-hours/both-clocks";
import { businessHours } from "@/platform/business-hours/settings";
import { displayName, type TeamMember } from "@/features/team/profile";
import { ActionForm } from "@/ui/action-form";
import { callAction } from "../../../actions";
import { CallDecision, type CallChoice } from "../../../_components/call-decision";

export interface CallPanelProps {
  readonly request: { readonly id: string; readonly owner: string | null; readonly timeZone: string };
  /** The request's call while booked and still to come; null when it has none. */
  readonly call: DeskCall | null;
  readonly team: readonly TeamMember[];
  /** What the last call action came to, from the address it redirected to. */
  readonly notice: CallNotice | null;
  /** True on the cancellation's confirmation step (?confirm=cancel-call). */
  readonly confirmingCancel: boolean;
}

const choiceOf = (team: readonly TeamMember[], email: string): CallChoice => {
  const member = team.find((entry) => entry.email === email);
  return { email, label: member ? `${displayName(member)}${member.name ? ` (${member.email})` : ""}` : email };
};

/**
 * The request's upcoming call: when on both clocks, how, with whom, the number or meeting link, and what
 * staff can do with it (move it to an admin free then, keep it when flagged, cancel it after a confirmation
 * step). Every control is a plain form or link, so it works without JavaScript.
 */
export function CallPanel({ request, call, team, notice, confirmingCancel }: CallPanelProps) {
  const pagePath = `/admin/requests/${encodeURIComponent(request.id)}`;
  const booking = call?.booking;
  const adminName = booking ? choiceOf(team, booking.admin).label : "";
  const buyerTime = booking ? buyerClock(new Date(booking.start), request.timeZone, businessHours) : null;
  const ownerFirst = call ? [...call.movableTo].sort((a, b) => Number(b.email === request.owner) - Number(a.email === request.owner)) : [];
  return (
    <section aria-labelledby="call-heading" className="admin-section">
      <h2 id="call-heading" className="admin-section__title">
        {copy.heading}
      </h2>
      {notice ? (
        <p id="call-notice" tabIndex={-1} className={`admin-notice admin-notice--${callNoticeSucceeded(notice) ? "success" : "error"}`}>
          {copy.notices[notice]}
        </p>
      ) : null}
      {!call || !booking ? (
        <p className="admin-muted">{copy.none}</p>
      ) : (
        <>
          {call.attention ? (
            <p className="admin-notice admin-notice--error" data-testid="call-attention">
              {call.attention.reason === "owner-changed" ? copy.attention["owner-changed"](adminName, choiceOf(team, call.attention.owner).label) : copy.attention["admin-unavailable"](adminName)}
            </p>
          ) : null}
          <dl className="admin-details">
            <div className="admin-details__row">
              <dt>{copy.labels.when}</dt>
              <dd>
                <time dateTime={booking.start}>{formatDateTime(booking.start)}</time>
              </dd>
            </div>
            <div className="admin-details__row">
              <dt>{copy.labels.buyerClock}</dt>
              <dd>{buyerTime ?? (knownBuyerZone(request.timeZone) ? copy.sameClock : copy.unknownClock)}</dd>
            </div>
            <div className="admin-details__row">
              <dt>{copy.labels.kind}</dt>
              <dd>{copy.kinds[booking.kind]}</dd>
            </div>
            <div className="admin-details__row">
              <dt>{copy.labels.with}</dt>
              <dd data-testid="call-admin">{adminName}</dd>
            </div>
            {booking.kind === "phone" ? (
              <div className="admin-details__row">
                <dt>{copy.labels.phone}</dt>
                <dd>{telHref(booking.phone) ? <a href={telHref(booking.phone)!}>{booking.phone}</a> : booking.phone}</dd>
              </div>
            ) : (
              <div className="admin-details__row">
                <dt>{copy.labels.link}</dt>
                <dd>{booking.meetingUrl ? <a href={booking.meetingUrl}>{booking.meetingUrl}</a> : <span className="admin-muted">{copy.noLink}</span>}</dd>
              </div>
            )}
          </dl>
          <CallDecision
            requestId={request.id}
            back="request"
            idPrefix="call"
            flagged={call.attention !== null}
            admin={choiceOf(team, booking.admin)}
            movableTo={ownerFirst.map((member) => choiceOf(team, member.email))}
          />
          {confirmingCancel ? (
            <div className="admin-confirm" role="group" aria-labelledby="confirm-cancel-call-text">
              <p id="confirm-cancel-call-text">
                <strong>{copy.confirmCancel(formatDateTime(booking.start))}</strong>
              </p>
              <ActionForm action={callAction} permalink={pagePath} className="admin-confirm__actions">
                <input type="hidden" name="requestId" value={request.id} />
                <input type="hidden" name="back" value="request" />
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className="admin-button admin-button--danger">
                  {copy.confirmCancelButton}
                </button>
                <Link href={`${pagePath}#call-heading`} className="admin-button admin-button--secondary">
                  {copy.keepCall}
                </Link>
              </ActionForm>
            </div>
          ) : (
            <p>
              <Link href={`${pagePath}?confirm=cancel-call#call-heading`} className="admin-danger-link">
                {copy.cancelLink}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
