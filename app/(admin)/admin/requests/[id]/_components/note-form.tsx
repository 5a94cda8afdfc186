"use client";

import { useActionState } from "react";
import { addNoteAction, type ActionResult } from "@/app/(admin)/admin/actions";

export interface NoteFormProps {
  readonly requestId: string;
  readonly maxLength: number;
}

/** Posts straight to the server action, so it works before (or without) JavaScript too. */
export function NoteForm({ requestId, maxLength }: NoteFormProps) {
  const [result, formAction, pending] = useActionState<ActionResult | null, FormData>(addNoteAction, null);
  return (
    <form action={formAction} className="admin-note-form">
      <input type="hidden" name="requestId" value={requestId} />
      <div className="admin-field admin-field--wide">
        <label htmlFor="note">Add an internal note</label>
        <textarea id="note" name="note" rows={4} required maxLength={maxLength} aria-describedby="note-hint" />
        <p id="note-hint" className="admin-hint">
          Visible to admins only. Notes cannot be edited or removed once added.
        </p>
      </div>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? "Adding…" : "Add note"}
      </button>
      <p role="status" className={result ? `admin-notice admin-notice--${result.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {result?.message}
      </p>
    </form>
  );
}
