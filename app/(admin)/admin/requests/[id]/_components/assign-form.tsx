"use client";

import { useActionState } from "react";
import { assignAction, type ActionResult } from "@/app/(admin)/admin/actions";
import { leadDeskCopy } from "@/features/admin/admin-copy";

export interface AssignFormProps {
  readonly requestId: string;
  readonly owner: string | null;
  readonly me: string;
  /** Everyone else in the team directory, as the select shows them. */
  readonly colleagues: readonly { readonly email: string; readonly label: string }[];
}

/**
 * One form, two ways to submit: "Assign to me" in one press, or a choice of anyone in the directory (or
 * nobody). A plain form post to the server action, so it works before or without JavaScript.
 */
export function AssignForm({ requestId, owner, me, colleagues }: AssignFormProps) {
  const [result, formAction, pending] = useActionState<ActionResult | null, FormData>(
    assignAction,
    null,
    // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
    `/admin/requests/${encodeURIComponent(requestId)}`,
  );
  const selected = owner === null ? "none" : owner === me ? "me" : owner;
  return (
    <form action={formAction} className="assign-form">
      <input type="hidden" name="requestId" value={requestId} />
      {owner !== me ? (
        <button type="submit" name="owner" value="me" className="admin-button" disabled={pending}>
          {leadDeskCopy.assignMeButton}
        </button>
      ) : null}
      <div className="assign-form__choice">
        <div className="admin-field">
          <label htmlFor="assign-choice">{leadDeskCopy.assignLabel}</label>
          <select id="assign-choice" name="choice" defaultValue={selected} key={selected}>
            <option value="me">{leadDeskCopy.assignMe}</option>
            {colleagues.map((colleague) => (
              <option key={colleague.email} value={colleague.email}>
                {colleague.label}
              </option>
            ))}
            <option value="none">{leadDeskCopy.nobody}</option>
          </select>
        </div>
        <button type="submit" className="admin-button admin-button--secondary" disabled={pending}>
          {leadDeskCopy.assignButton}
        </button>
      </div>
      <p role="status" className={result ? `admin-notice admin-notice--${result.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {result?.message}
      </p>
    </form>
  );
}
