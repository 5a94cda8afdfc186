import Link from "next/link";
import { deleteRequestAction } from "@/app/(admin)/admin/actions";
import { ActionForm } from "@/ui/action-form";

export interface DeleteRequestProps {
  readonly requestId: string;
  readonly reference: string;
  /** True on the confirmation step (?confirm=delete). */
  readonly confirming: boolean;
}

/**
 * Deleting takes two steps on purpose: a link to a confirmation, then the destructive button.
 * Both are plain navigation and a form, so they work with and without JavaScript.
 */
export function DeleteRequest({ requestId, reference, confirming }: DeleteRequestProps) {
  const detailPath = `/admin/requests/${encodeURIComponent(requestId)}`;
  if (!confirming) {
    return (
      <p>
        For erasure requests: deleting removes the request, its notes and its history for good.{" "}
        <Link href={`${detailPath}?confirm=delete#delete-heading`} className="admin-danger-link">
          Delete request {reference}…
        </Link>
      </p>
    );
  }
  return (
    <div className="admin-confirm" role="group" aria-labelledby="confirm-delete-text">
      <p id="confirm-delete-text">
        <strong>Delete request {reference} permanently?</strong> This cannot be undone.
      </p>
      <ActionForm action={deleteRequestAction} permalink={detailPath} className="admin-confirm__actions">
        <input type="hidden" name="requestId" value={requestId} />
        <input type="hidden" name="reference" value={reference} />
        <button type="submit" className="admin-button admin-button--danger">
          Yes, delete permanently
        </button>
        <Link href={detailPath} className="admin-button admin-button--secondary">
          Cancel
        </Link>
      </ActionForm>
    </div>
  );
}
