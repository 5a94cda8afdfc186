"use client";

import { useActionState, useOptimistic, useState, useTransition, type FormEvent } from "react";
import { changeStatusAction, changeStatusFormAction, type ActionResult } from "@/app/(admin)/admin/actions";
import { ActionNotice } from "@/features/admin/components/action-notice";
import { statusControlCopy as copy } from "@/features/admin/admin-copy";
import { statusLabels, type DelegationStatus } from "@/features/delegation/options";

export interface StatusControlProps {
  readonly requestId: string;
  readonly status: DelegationStatus;
  readonly allowed: readonly DelegationStatus[];
}

/**
 * Shows the new status at once and rolls back with a message if the server refuses. Without
 * JavaScript the same form posts to the server action and the page answers with the change and its
 * message. Either way focus lands on the message (ActionNotice); the button stays enabled meanwhile
 * (a disabled button drops focus to the page) and a second press is ignored.
 */
export function StatusControl({ requestId, status, allowed }: StatusControlProps) {
  const [shownStatus, setShownStatus] = useOptimistic(status);
  const [pending, startTransition] = useTransition();
  const [announcement, setAnnouncement] = useState<ActionResult | null>(null);
  const permalink = `/admin/requests/${encodeURIComponent(requestId)}`;
  // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
  const [posted, formAction] = useActionState<ActionResult | null, FormData>(changeStatusFormAction, null, permalink);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const next = new FormData(event.currentTarget).get("status");
    if (typeof next !== "string" || !(next in statusLabels)) return;
    const target = next as DelegationStatus;
    startTransition(async () => {
      setShownStatus(target);
      const result = await changeStatusAction(requestId, target);
      setAnnouncement(
        result.ok ? { ok: true, message: copy.changed(statusLabels[target]) } : { ok: false, message: copy.stillIs(result.message, statusLabels[status]) },
      );
    });
  }

  return (
    <div className="status-control">
      <p className="status-control__current">
        {copy.current}{" "}
        <span className={`status-badge status-badge--${shownStatus}`} data-testid="current-status">
          {statusLabels[shownStatus]}
        </span>
      </p>
      {allowed.length > 0 ? (
        <form action={formAction} onSubmit={onSubmit} className="status-control__form">
          <input type="hidden" name="requestId" value={requestId} />
          <div className="admin-field">
            <label htmlFor="status-next">{copy.label}</label>
            <select id="status-next" name="status" defaultValue={allowed[0]} key={status}>
              {allowed.map((option) => (
                <option key={option} value={option}>
                  {statusLabels[option]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="admin-button" aria-disabled={pending || undefined}>
            {pending ? copy.pending : copy.submit}
          </button>
        </form>
      ) : null}
      <ActionNotice id="status-notice" result={announcement ?? posted} />
    </div>
  );
}
