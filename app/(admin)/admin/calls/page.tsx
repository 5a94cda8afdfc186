import type { Metadata } from "next";
import Link from "next/link";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { AdminTable } from "@/features/admin/components/admin-table";
import { formatDateTime } from "@/features/admin/format";
import { listUpcomingCalls } from "@/features/admin/calls";
import { listTeam } from "@/features/admin/team";
import { requireAdminPage } from "@/features/auth/require-admin";
import { businessHours } from "@/platform/business-hours/settings";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { callsPageCopy as copy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { usableMeetingLink } from "@/features/team/meeting-link";
import { displayName } from "@/features/team/profile";
import { signOutAction } from "../actions";

export const metadata: Metadata = createMetadata({
  title: "Admin: calls",
  description: "Today's and upcoming calls buyers booked.",
  path: "/admin/calls",
  noIndex: true,
});

/** Every booked call from today on, with who takes it and how to reach the buyer. */
export default async function CallsPage() {
  const admin = await requireAdminPage("/admin/calls");
  const now = new Date();
  const [calls, team] = await Promise.all([listUpcomingCalls(now), listTeam()]);
  const today = wallClockAt(now, businessHours.timeZone).date;
  const member = (email: string) => team.find((entry) => entry.email === email);
  return (
    <div className="container admin-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>
      {calls.length === 0 ? (
        <p className="admin-empty">{copy.empty}</p>
      ) : (
        <AdminTable id="calls-caption" caption={copy.caption} columns={[copy.columns.when, copy.columns.reference, copy.columns.buyer, copy.columns.admin, copy.columns.kind, copy.columns.phone]}>
          {calls.map(({ booking, reference, fullName, company }) => {
            const taker = member(booking.admin);
            const isToday = wallClockAt(new Date(booking.start), businessHours.timeZone).date === today;
            return (
              <tr key={booking.requestId}>
                <th scope="row">
                  {isToday ? <span className="status-badge">{copy.today}</span> : null} <time dateTime={booking.start}>{formatDateTime(booking.start)}</time>
                </th>
                <td>{reference ? <Link href={`/admin/requests/${encodeURIComponent(booking.requestId)}`}>{reference}</Link> : <span className="admin-muted">{copy.gone}</span>}</td>
                <td>{[fullName, company].filter(Boolean).join(", ")}</td>
                <td>{booking.admin === admin.email ? copy.you(displayName(taker ?? { name: "", email: booking.admin })) : displayName(taker ?? { name: "", email: booking.admin })}</td>
                <td>{copy.kinds[booking.kind]}</td>
                <td>{booking.kind === "phone" ? booking.phone : usableMeetingLink(taker?.meetingUrl ?? "") || <span className="admin-muted">{copy.noLink}</span>}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </div>
  );
}
