import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { signOutAction } from "@/app/(admin)/admin/actions";
import { requestPageCopy, timelineCopy } from "@/features/admin/admin-copy";
import { requestCallEvents, requestDeskCall } from "@/features/admin/calls";
import { callNoticeOf } from "@/features/admin/call-notice";
import { buildTimeline, deliveryEntries } from "@/features/admin/timeline";
import { listRequestMessages } from "@/features/admin/request-messages";
import { listTeam } from "@/features/admin/team";
import { company } from "@/platform/config/company";
import { deskReplyStart, getRequest, MAX_NOTE_LENGTH } from "@/features/admin/requests";
import { deskReplyCopy } from "@/features/admin/desk-reply-copy";
import { defaultLimits } from "@/platform/config/limits";
import { allowedNextStatuses } from "@/features/admin/status-workflow";
import { requireAdminPage } from "@/features/auth/require-admin";
import { createMetadata } from "@/platform/page/metadata";
import { CallPanel } from "./_components/call-panel";
import { DeleteRequest } from "./_components/delete-request";
import { roleOf } from "@/features/auth/require-owner";
import { actionMessages } from "@/features/admin/admin-copy";
import { ownerOnlyCopy } from "@/features/admin/team-copy";
import { NoteForm } from "./_components/note-form";
import { ReplyForm } from "./_components/reply-form";
import { OwnerPanel } from "./_components/owner-panel";
import { RequestDetails } from "./_components/request-details";
import { StatusControl } from "./_components/status-control";
import { Timeline } from "./_components/timeline";

export const metadata: Metadata = createMetadata({
  title: "Admin: delegation request",
  description: "One delegation request: details, status, notes.",
  path: "/admin",
  noIndex: true,
});

interface RequestPageProps {
  readonly params: Promise<{ id: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminRequestPage({ params, searchParams }: RequestPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const admin = await requireAdminPage(`/admin/requests/${encodeURIComponent(id)}`);
  const [request, team, deliveries, calls] = await Promise.all([getRequest(id), listTeam(), listRequestMessages(id), requestCallEvents(id)]);
  if (!request) notFound();
  const [call, role, replyStart] = await Promise.all([requestDeskCall(request), roleOf(admin), deskReplyStart(request.id)]);
  const now = new Date();
  const messages = deliveryEntries(deliveries);

  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <p>
        <Link href="/admin">{requestPageCopy.backLink}</Link>
      </p>
      <h1>
        Request {request.reference}: {request.company}
      </h1>
      <div className="admin-detail-grid">
        <div>
          <OwnerPanel request={request} me={admin.email} team={team} now={now} />
          <CallPanel request={request} call={call} team={team} notice={callNoticeOf(query.call)} confirmingCancel={query.confirm === "cancel-call"} />
          <RequestDetails request={request} brandName={company.brand.name} />
        </div>
        <div>
          <section aria-labelledby="status-heading" className="admin-section">
            <h2 id="status-heading" className="admin-section__title">
              Status
            </h2>
            <StatusControl
              requestId={request.id}
              status={request.status}
              allowed={allowedNextStatuses(request.status)}
            />
          </section>
          <section aria-labelledby="reply-heading" className="admin-section">
            <h2 id="reply-heading" className="admin-section__title">
              {deskReplyCopy.form.heading}
            </h2>
            <ReplyForm
              requestId={request.id}
              to={request.email}
              start={replyStart ?? { subject: "", body: "" }}
              subjectMaxLength={defaultLimits.deskReply.subjectMaxLength}
              bodyMaxLength={defaultLimits.deskReply.bodyMaxLength}
            />
          </section>
          <section aria-labelledby="notes-heading" className="admin-section">
            <h2 id="notes-heading" className="admin-section__title">
              Internal notes
            </h2>
            <NoteForm requestId={request.id} maxLength={MAX_NOTE_LENGTH} />
          </section>
          <section aria-labelledby="timeline-heading" className="admin-section">
            <h2 id="timeline-heading" className="admin-section__title">
              {timelineCopy.heading}
            </h2>
            <Timeline entries={buildTimeline(request, messages, calls)} />
          </section>
          <section aria-labelledby="delete-heading" className="admin-section admin-section--danger">
            <h2 id="delete-heading" className="admin-section__title">
              Delete
            </h2>
            {query.refused === "owner" ? (
              <p role="status" className="admin-notice admin-notice--error">
                {actionMessages.ownersOnly}
              </p>
            ) : null}
            {role === "owner" ? (
              <DeleteRequest requestId={request.id} reference={request.reference} confirming={query.confirm === "delete"} />
            ) : (
              <p className="admin-hint">{ownerOnlyCopy.deleteRequest}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
