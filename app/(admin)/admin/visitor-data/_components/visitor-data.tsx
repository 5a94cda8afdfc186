"use client";

import Link from "next/link";
import { useActionState } from "react";
import { visitorDataAction } from "@/app/(admin)/admin/actions";
import { AdminTable } from "@/features/admin/components/admin-table";
import { initialVisitorDataState, type VisitorDataState } from "@/features/admin/visitor-data";
import { ownerOnlyCopy } from "@/features/admin/team-copy";

/**
 * A visitor's rights in three steps on one page: find every request from an exact e-mail address,
 * download them as JSON, erase them all after ticking a confirmation. Every step is a form post, so it
 * works without JavaScript, and the address stays out of URLs (and so out of access logs).
 */
export function VisitorData({ canErase }: { readonly canErase: boolean }) {
  const [state, formAction, pending] = useActionState<VisitorDataState, FormData>(
    visitorDataAction,
    initialVisitorDataState,
    // Where both forms post without JavaScript; React would otherwise render an empty, invalid action="".
    "/admin/visitor-data",
  );
  const requests = state.requests;
  const count = requests?.length ?? 0;
  const plural = count === 1 ? "request" : "requests";

  return (
    <>
      <form action={formAction} className="admin-filters" role="search" aria-label="Find a visitor's requests">
        <input type="hidden" name="intent" value="find" />
        <div className="admin-field admin-field--wide">
          <label htmlFor="visitor-email">Visitor&apos;s e-mail address</label>
          <input
            id="visitor-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={state.email}
            aria-describedby="visitor-email-hint"
          />
          <p id="visitor-email-hint" className="admin-hint">
            The whole address they used in the form. Only requests sent from exactly this address are found.
          </p>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button" disabled={pending}>
            {pending ? "Working…" : "Find requests"}
          </button>
        </div>
      </form>

      <p role="status" className={state.message ? `admin-notice admin-notice--${state.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {state.message}
      </p>

      {requests && requests.length === 0 && !state.message ? (
        <p className="admin-empty">No request was sent from <span className="admin-break">{state.email}</span>.</p>
      ) : null}

      {requests && requests.length > 0 ? (
        <>
          <section aria-labelledby="visitor-requests-heading" className="admin-section">
            <h2 id="visitor-requests-heading" className="admin-section__title">
              {count} {plural} from <span className="admin-break">{state.email}</span>
            </h2>
            <AdminTable
              id="visitor-requests-caption"
              caption={
                <>
                  Requests sent from <span className="admin-break">{state.email}</span>, newest first
                </>
              }
              columns={["Reference", "Received", "Company", "Status"]}
            >
              {requests.map((request) => (
                <tr key={request.id}>
                  <th scope="row">
                    <Link href={`/admin/requests/${encodeURIComponent(request.id)}`}>{request.reference}</Link>
                  </th>
                  <td>{request.receivedAt}</td>
                  <td>{request.company}</td>
                  <td>{request.status}</td>
                </tr>
              ))}
            </AdminTable>
          </section>

          <section aria-labelledby="visitor-copy-heading" className="admin-section">
            <h2 id="visitor-copy-heading" className="admin-section__title">
              Copy of their data
            </h2>
            <form method="post" action="/admin/visitor-data/export">
              <input type="hidden" name="email" value={state.email} />
              <p className="admin-hint">Every field of each request, with its internal notes and status history, in one JSON file to send them.</p>
              <button type="submit" className="admin-button admin-button--secondary">
                Download {count} {plural} as JSON
              </button>
            </form>
          </section>

          <section aria-labelledby="visitor-erase-heading" className="admin-section admin-section--danger">
            <h2 id="visitor-erase-heading" className="admin-section__title">
              Erase their data
            </h2>
            {canErase ? null : <p className="admin-hint">{ownerOnlyCopy.eraseVisitorData}</p>}
            {canErase ? <form action={formAction} className="admin-confirm">
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={state.email} />
              <p className="admin-check">
                <input id="visitor-erase-confirm" type="checkbox" name="confirm" value="yes" required />
                <label htmlFor="visitor-erase-confirm">
                  The erasure request came from <span className="admin-break">{state.email}</span>. Erase all {count} {plural}, with their notes and history, permanently.
                </label>
              </p>
              <div className="admin-confirm__actions">
                <button type="submit" className="admin-button admin-button--danger" disabled={pending}>
                  Erase {count} {plural}
                </button>
              </div>
            </form> : null}
          </section>
        </>
      ) : null}
    </>
  );
}
