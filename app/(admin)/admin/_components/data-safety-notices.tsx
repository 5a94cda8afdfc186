import Link from "next/link";
import { dataSafetyCopy } from "@/features/admin/admin-copy";
import { formatDateTime } from "@/features/admin/format";
import type { DataSafety } from "@/features/admin/data-safety";
import { ActionForm } from "@/ui/action-form";
import { releaseHeldAction } from "../actions";

/** A failed scheduled backup, replies that never reached the buyer and messages held after a restore: nothing when none is the case. */
export function DataSafetyNotices({ safety }: { readonly safety: DataSafety }) {
  const { backupProblem, heldMessages, failedReplies } = safety;
  return (
    <>
      {failedReplies.length > 0 ? (
        <section aria-labelledby="failed-replies-heading" className="admin-notice admin-notice--error" data-testid="failed-replies">
          <h2 id="failed-replies-heading" className="admin-section__title">
            {dataSafetyCopy.failedReplies.heading}
          </h2>
          <p>{dataSafetyCopy.failedReplies.body}</p>
          <ul>
            {failedReplies.map((failed) => (
              <li key={failed.requestId}>
                <Link href={`/admin/requests/${failed.requestId}`}>{dataSafetyCopy.failedReplies.item(failed.reference, formatDateTime(failed.failedAt))}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {backupProblem ? (
        <section aria-labelledby="backup-status-heading" className="admin-notice admin-notice--error" data-testid="backup-status">
          <h2 id="backup-status-heading" className="admin-section__title">
            {backupProblem.kind === "failed" ? dataSafetyCopy.backupFailed.heading : dataSafetyCopy.backupUnfinished.heading}
          </h2>
          <p>
            {backupProblem.kind === "failed"
              ? dataSafetyCopy.backupFailed.body(backupProblem.day, backupProblem.error)
              : dataSafetyCopy.backupUnfinished.body(backupProblem.day)}
          </p>
        </section>
      ) : null}
      {heldMessages > 0 ? (
        <section aria-labelledby="held-messages-heading" className="admin-notice admin-notice--error" data-testid="held-messages">
          <h2 id="held-messages-heading" className="admin-section__title">
            {dataSafetyCopy.held.heading}
          </h2>
          <p>{dataSafetyCopy.held.body(heldMessages)}</p>
          <ActionForm action={releaseHeldAction} permalink="/admin">
            <button type="submit" className="admin-button admin-button--secondary">
              {dataSafetyCopy.held.release(heldMessages)}
            </button>
          </ActionForm>
        </section>
      ) : null}
    </>
  );
}
