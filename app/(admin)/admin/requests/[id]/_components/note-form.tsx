"use client";

import { useActionState } from "react";
import { addNoteAction, type ActionResult } from "@/app/(admin)/admin/actions";
import { noteFormCopy } from "@/features/admin/admin-copy";
import { noteKindLabels, noteKinds } from "@/features/delegation/options";

export interface NoteFormProps {
  readonly requestId: string;
  readonly maxLength: number;
}

/** Posts straight to the server action, so it works before (or without) JavaScript too. */
export function NoteForm({ requestId, maxLength }: NoteFormProps) {
  const [result, formAction, pending] = useActionState<ActionResult | null, FormData>(
    addNoteAction,
    null,
    // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
    `/admin/requests/${encodeURIComponent(requestId)}`,
  );
  return (
    <form action={formAction} className="admin-note-form">
      <input type="hidden" name="requestId" value={requestId} />
      <div className="admin-field">
        <label htmlFor="note-kind">{noteFormCopy.kindLabel}</label>
        <select id="note-kind" name="kind" defaultValue="note">
          {noteKinds.map((kind) => (
            <option key={kind} value={kind}>
              {noteKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="note">{noteFormCopy.bodyLabel}</label>
        <textarea id="note" name="note" rows={4} required maxLength={maxLength} aria-describedby="note-hint" />
        <p id="note-hint" className="admin-hint">
          {noteFormCopy.hint}
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor="note-follow-up">{noteFormCopy.followUpLabel}</label>
        <input id="note-follow-up" name="followUpOn" type="date" aria-describedby="note-follow-up-hint" />
        <p id="note-follow-up-hint" className="admin-hint">
          {noteFormCopy.followUpHint}
        </p>
      </div>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? noteFormCopy.pending : noteFormCopy.submit}
      </button>
      <p role="status" className={result ? `admin-notice admin-notice--${result.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {result?.message}
      </p>
    </form>
  );
}
