"use client";

import { useOptimistic, useState, useTransition, type FormEvent } from "react";
import { changeStatusAction, changeStatusFormAction } from "@/app/(admin)/admin/actions";
import { ActionForm } from "@/ui/action-form";
import { statusLabels, type DelegationStatus } from "@/features/delegation/options";

export interface StatusControlProps {
  readonly requestId: string;
  readonly status: DelegationStatus;
  readonly allowed: readonly DelegationStatus[];
}

interface Announcement {
  readonly kind: "success" | "error";
  readonly text: string;
}

/**
 * Shows the new status at once and rolls back with a message if the server refuses. Without
 * JavaScript the same form posts to the server action and the page re-renders.
 */
export function StatusControl({ requestId, status, allowed }: StatusControlProps) {
  const [shownStatus, setShownStatus] = useOptimistic(status);
  const [pending, startTransition] = useTransition();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new FormData(event.currentTarget).get("status");
    if (typeof next !== "string" || !(next in statusLabels)) return;
    const target = next as DelegationStatus;
    startTransition(async () => {
      setShownStatus(target);
      setAnnouncement(null);
      const result = await changeStatusAction(requestId, target);
      setAnnouncement(
        result.ok
          ? { kind: "success", text: `Status changed to ${statusLabels[target]}.` }
          : { kind: "error", text: `${result.message} The status is still ${statusLabels[status]}.` },
      );
    });
  }

  return (
    <div className="status-control">
      <p className="status-control__current">
        Current status:{" "}
        <span className={`status-badge status-badge--${shownStatus}`} data-testid="current-status">
          {statusLabels[shownStatus]}
        </span>
      </p>
      {allowed.length > 0 ? (
        <ActionForm
          action={changeStatusFormAction}
          permalink={`/admin/requests/${encodeURIComponent(requestId)}`}
          onSubmit={onSubmit}
          className="status-control__form"
        >
          <input type="hidden" name="requestId" value={requestId} />
          <div className="admin-field">
            <label htmlFor="status-next">Change status to</label>
            <select id="status-next" name="status" defaultValue={allowed[0]} key={status}>
              {allowed.map((option) => (
                <option key={option} value={option}>
                  {statusLabels[option]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="admin-button" disabled={pending}>
            {pending ? "Saving…" : "Change status"}
          </button>
        </ActionForm>
      ) : null}
      {/* Always in the page, so screen readers are listening before the message arrives. */}
      <p
        role="status"
        className={announcement ? `admin-notice admin-notice--${announcement.kind}` : "admin-notice admin-notice--empty"}
      >
        {announcement?.text}
      </p>
    </div>
  );
}
