import type { Metadata } from "next";
import { AdminHeader } from "@/features/admin/components/admin-header";
import { readFiguresReport } from "@/features/admin/visit-figures";
import { NONE, OTHER } from "@/features/analytics/dimensions";
import { requireAdminPage } from "@/features/auth/require-admin";
import { businessHours } from "@/platform/business-hours/settings";
import { visitFiguresCopy as copy } from "@/features/analytics/visit-figures-copy";
import { createMetadata } from "@/platform/page/metadata";
import { signOutAction } from "../actions";
import { DailyChart } from "./_components/daily-chart";
import { FormFunnel } from "./_components/form-funnel";
import { RankedTable } from "./_components/ranked-table";

export const metadata: Metadata = createMetadata({
  title: "Admin: visits and requests",
  description: "What the site brings in: visits, referrers, campaigns and the request form, counted without cookies.",
  path: "/admin/figures",
  noIndex: true,
});

/** A stored value as the tables show it: the catch-alls in words. */
function labelWith(none: string) {
  return (value: string) => (value === OTHER ? copy.otherValue : value === NONE ? none : value);
}

export default async function FiguresPage() {
  const admin = await requireAdminPage("/admin/figures");
  const report = await readFiguresReport();
  return (
    <div className="container admin-page figures-page">
      <AdminHeader email={admin.email} signOutAction={signOutAction} />
      <h1>{copy.title}</h1>
      <p>{copy.lead(businessHours.timeZone)}</p>
      <p>{copy.visitDefinition}</p>
      <p>
        {/* A file download: a plain link, so the client router never tries to render it as a page. */}
        <a href="/admin/figures/export" className="admin-button admin-button--secondary" download>
          {copy.download}
        </a>{" "}
        <span className="admin-muted">{copy.downloadHint}</span>
      </p>
      <DailyChart id="visits-30" heading={copy.visits30.heading} tableSummary={copy.visits30.tableSummary} days={report.last30} />
      <DailyChart id="visits-90" heading={copy.visits90.heading} tableSummary={copy.visits90.tableSummary} days={report.last90} />
      <p>{copy.periodNote(report.periodDays)}</p>
      <RankedTable id="top-pages" {...copy.topPages} countLabel={copy.topPages.count} rows={report.topPages} labelOf={labelWith(copy.otherValue)} />
      <RankedTable id="top-referrers" {...copy.topReferrers} countLabel={copy.topReferrers.count} rows={report.topReferrers} labelOf={labelWith(copy.noReferrer)} />
      <RankedTable id="campaigns" {...copy.campaigns} countLabel={copy.campaigns.count} rows={report.campaigns} labelOf={labelWith(copy.noCampaign)} />
      <FormFunnel funnel={report.funnel} sentWithError={report.sentWithError} />
      <RankedTable
        id="stored-per-campaign"
        {...copy.storedPerCampaign}
        countLabel={copy.storedPerCampaign.count}
        rows={report.storedPerCampaign}
        labelOf={labelWith(copy.noCampaign)}
      />
    </div>
  );
}
