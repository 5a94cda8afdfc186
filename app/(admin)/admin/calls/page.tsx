import type { Metadata } from "next";
import Link from "next/link";
import { callNoticeOf, callNoticeSucceeded } from "@/features/admin/call-notice";
import { buyerClock } from "@/platform/business-hours/both-clocks";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { formatDateTime } from "@/features/admin/format";
import { listUpcomingCalls } from "@/features/admin/calls";
import { listTeam } from "@/features/admin/team";
import { requireAdminPage } from "@/features/auth/require-admin";
import { businessHours } from "@/platform/business-hours/settings";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { callPanelCopy, callsPageCopy as copy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { usableMeetingLink } from "@/features/team/meeting-link";
import { displayName } from "@/features/team/profile";
import { signOutAction } from "../actions";
import { CallDecision } from "../_components/call-decision";

export const metadata: Metadata = createMetadata({
  title: "Admin: calls",
  description: "Today's and upcoming calls buyers booked.",
  path: "/admin/calls",
  noIndex: true,
});

interface CallsPageProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Every booked call from today on, with who takes it, how to reach the buyer, and the calls that need a decision. */
export default async function CallsPage({ searchParams }: CallsPageProps) {
  const admin = await requireAdminPage("/admin/calls");
  const now = new Date();
  const [calls, team, query] = await Promise.all([listUpcomingCalls(now), listTeam(), searchParams]);
  const today = wallClockAt(now, businessHours.timeZone).date;
  const member = (email: string) => team.find((entry) => entry.email === email);
  const choice = (email: string) => {
    const found = member(email);
    return { email, label: found ? `${displayName(found)}${found.name ? ` (${found.email})` : ""}` : email };
  };
  const notice = callNoticeOf(query.call);
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>
      {notice ? (
        <p id="call-notice" tabIndex={-1} className={`admin-notice admin-notice--${callNoticeSucceeded(notice) ? "success" : "error"}`}>
          {callPanelCopy.notices[notice]}
        </p>
      ) : null}
      {calls.length === 0 ? (
        <p className="admin-empty">{copy.empty}</p>
      ) : (
        <AdminTable id="calls-caption" caption={copy.caption} cards columns={[copy.columns.when, copy.columns.reference, copy.columns.buyer, copy.columns.admin, copy.columns.kind, copy.columns.phone]}>
          {calls.map(({ booking, reference, fullName, company, timeZone, attention, owner, movableTo }, index) => {
            const taker = member(booking.admin);
            const isToday = wallClockAt(new Date(booking.start), businessHours.timeZone).date === today;
            const theirs = buyerClock(new Date(booking.start), timeZone, businessHours);
            const name = displayName(taker ?? { name: "", email: booking.admin });
            return (
              <tr key={booking.requestId}>
                <th scope="row">
                  {isToday ? <span className="status-badge">{copy.today}</span> : null} <time dateTime={booking.start}>{formatDateTime(booking.start)}</time>
                  {theirs ? <span className="calls-buyer-clock">{copy.buyerClock(theirs)}</span> : null}
                </th>
                <td data-label={copy.columns.reference}>{reference ? <Link href={`/admin/requests/${encodeURIComponent(booking.requestId)}`}>{reference}</Link> : <span className="admin-muted">{copy.gone}</span>}</td>
                <td data-label={copy.columns.buyer}>{[fullName, company].filter(Boolean).join(", ")}</td>
                <td data-label={copy.columns.admin}>
                  {booking.admin === admin.email ? copy.you(name) : name}
                  {attention ? (
                    <div className="calls-attention" data-testid="call-attention">
                      <span className="status-badge status-badge--overdue">{callPanelCopy.flagBadge}</span>{" "}
                      {attention.reason === "owner-changed" ? copy.attention["owner-changed"](choice(attention.owner).label) : copy.attention["admin-unavailable"]}
                      <CallDecision
                        requestId={booking.requestId}
                        back="calls"
                        idPrefix={`call-${index}`}
                        flagged
                        admin={choice(booking.admin)}
                        movableTo={[...movableTo].sort((a, b) => Number(b === owner) - Number(a === owner)).map(choice)}
                      />
                    </div>
                  ) : null}
                </td>
                <td data-label={copy.columns.kind}>{copy.kinds[booking.kind]}</td>
                <td data-label={copy.columns.phone}>{booking.kind === "phone" ? booking.phone : booking.meetingUrl || usableMeetingLink(taker?.meetingUrl ?? "") || <span className="admin-muted">{copy.noLink}</span>}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </div>
  );
}
