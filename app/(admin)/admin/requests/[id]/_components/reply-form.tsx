"use client";

import { useActionState } from "react";
import { deskReplyAction, type DeskReplyActionResult } from "@/app/(admin)/admin/actions";
import { ActionNotice } from "@/features/admin/components/action-notice";
import { deskReplyCopy } from "@/features/admin/desk-reply-copy";

export interface ReplyFormProps {
  readonly requestId: string;
  /** The buyer's address, shown so the admin knows where it goes; the form does not post it. */
  readonly to: string;
  readonly start: { readonly subject: string; readonly body: string };
  readonly subjectMaxLength: number;
  readonly bodyMaxLength: number;
}

/**
 * A reply to the buyer, sent through the outbox as the signed-in admin. Posts straight to the server action,
 * so it works without JavaScript; a refused send shows the draft again (the new key resets the fields to it).
 */
export function ReplyForm({ requestId, to, start, subjectMaxLength, bodyMaxLength }: ReplyFormProps) {
  const [result, formAction, pending] = useActionState<DeskReplyActionResult | null, FormData>(deskReplyAction, null, `/admin/requests/${encodeURIComponent(requestId)}`);
  const values = result?.draft ?? start;
  const copy = deskReplyCopy.form;
  return (
    <form action={formAction} className="admin-note-form" key={JSON.stringify(values)} onSubmit={(event) => pending && event.preventDefault()} aria-describedby="reply-form-hint">
      <p id="reply-form-hint" className="admin-hint">
        {copy.hint(to)}
      </p>
      <input type="hidden" name="requestId" value={requestId} />
      <div className="admin-field admin-field--wide">
        <label htmlFor="reply-subject">{copy.subjectLabel}</label>
        <input id="reply-subject" name="subject" type="text" required maxLength={subjectMaxLength} defaultValue={values.subject} />
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="reply-body">{copy.bodyLabel}</label>
        {/* No maxLength: a longer draft is kept and refused with the limit named, rather than cut silently while typing. */}
        <textarea id="reply-body" name="body" rows={10} required defaultValue={values.body} aria-describedby="reply-body-hint" />
        <p id="reply-body-hint" className="admin-hint">
          {copy.bodyHint(bodyMaxLength)}
        </p>
      </div>
      <button type="submit" className="admin-button" aria-disabled={pending || undefined}>
        {copy.send}
      </button>
      <ActionNotice id="reply-notice" result={result} />
    </form>
  );
}
