import type { Metadata } from "next";
import { roleOf } from "@/features/auth/require-owner";
import Link from "next/link";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { hrefFor, parseDashboardView, PAGE_SIZE, toListQuery, toSearchParams } from "@/features/admin/list-params";
import { countOverdueRequests, countRequestsByStatus, listRequests } from "@/features/admin/requests";
import { getDataSafety } from "@/features/admin/data-safety";
import { dataSafetyCopy } from "@/features/admin/admin-copy";
import { callReadinessOf, everyoneEverOnTeam, listTeam } from "@/features/admin/team";
import { displayName } from "@/features/team/profile";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import { requireAdminPage } from "@/features/auth/require-admin";
import { referencePattern } from "@/features/delegation/reference";
import { createMetadata } from "@/platform/page/metadata";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { signOutAction } from "./actions";
import { CallReadinessNotice } from "./_components/call-readiness";
import { MailStatus } from "./_components/mail-status";
import { DataSafetyNotices } from "./_components/data-safety-notices";
import { DeskViews } from "./_components/desk-views";
import { OverdueSummary } from "./_components/overdue-summary";
import { PaginationLinks } from "./_components/pagination-links";
import { RequestFilters } from "./_components/request-filters";
import { RequestsTable } from "./_components/requests-table";
import { StatusCounts } from "./_components/status-counts";

export const metadata: Metadata = createMetadata({
  title: "Admin: delegation requests",
  description: "Review and manage delegation requests.",
  path: "/admin",
  noIndex: true,
});

interface DashboardPageProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function deletedMessage(value: string | string[] | undefined): string | null {
  if (typeof value !== "string") return null;
  if (value === "missing") return "That request had already been deleted.";
  return referencePattern.test(value) ? `Request ${value} was deleted.` : "The request was deleted.";
}

function releasedMessage(value: string | string[] | undefined): string | null {
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return null;
  return dataSafetyCopy.held.released(Number(value));
}

function MailStatusNotice() {
  const messaging = getMessagingConfig();
  return <MailStatus mail={messaging.mail} webhook={Boolean(messaging.webhookUrl)} folder={messaging.mailDir} />;
}

export default async function AdminDashboardPage({ searchParams }: DashboardPageProps) {
  const params = await searchParams;
  const view = parseDashboardView(params);
  const admin = await requireAdminPage(hrefFor("/admin", view));
  const now = new Date();
  const [counts, page, overdue, team, safety, role, everyone] = await Promise.all([
    countRequestsByStatus(),
    listRequests(toListQuery(view, PAGE_SIZE, admin.email)),
    countOverdueRequests(now),
    listTeam(),
    getDataSafety(now),
    roleOf(admin),
    everyoneEverOnTeam(),
  ]);
  // Former members too: a closed lead keeps its owner's name after they leave.
  const names = new Map(everyone.map((member) => [member.email, displayName(member)]));
  const filtered = Boolean(view.q || view.status || view.role || view.from || view.to);
  const scope = view.owner === "mine" ? leadDeskCopy.views.mine : view.owner === "unassigned" ? leadDeskCopy.views.unassigned : null;
  const exportQuery = toSearchParams(view, { cursor: null, page: 1 }).toString();
  const deleted = deletedMessage(params.deleted);
  const released = releasedMessage(params.released);
  const caption = `${scope ? `${scope}: ` : ""}${filtered ? "Matching requests" : "All requests"}, ${
    view.sort === "newest" ? "newest" : "oldest"
  } first, page ${view.page}`;

  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>Delegation requests</h1>
      {deleted ? (
        <p role="status" className="admin-notice admin-notice--success">
          {deleted}
        </p>
      ) : null}
      {released ? (
        <p role="status" className="admin-notice admin-notice--success">
          {released}
        </p>
      ) : null}
      <DeskViews current={view.owner ?? "all"} />
      <div className="desk-summary">
        <OverdueSummary count={overdue.count} capped={overdue.capped} />
        <StatusCounts counts={counts} />
      </div>
      {/* What staff must fix about the site comes after what is due today: on a phone the desk's count stays on the first screen. */}
      <MailStatusNotice />
      <CallReadinessNotice readiness={callReadinessOf(team)} />
      <DataSafetyNotices safety={safety} />
      <section aria-labelledby="requests-heading" className="admin-section">
        <h2 id="requests-heading" className="admin-section__title">
          Requests
        </h2>
        <RequestFilters view={view} />
        {role === "owner" ? (
          <p className="admin-export">
            <a href={exportQuery ? `/admin/export?${exportQuery}` : "/admin/export"} className="admin-button admin-button--secondary" download>
              Export {filtered ? "matching requests" : "all requests"} as CSV
            </a>
          </p>
        ) : null}
        {page.items.length > 0 ? (
          <>
            <RequestsTable requests={page.items} caption={caption} me={admin.email} names={names} now={now} />
            <PaginationLinks view={view} nextCursor={page.nextCursor} />
          </>
        ) : (
          <p className="admin-empty">
            {filtered ? (
              <>
                No requests match these filters. <Link href="/admin">Show all requests</Link>
              </>
            ) : (
              "No delegation requests yet. They appear here as soon as the form is sent."
            )}
          </p>
        )}
      </section>
    </div>
  );
}
