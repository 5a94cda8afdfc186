import type { FormStep } from "@/features/analytics/dimensions";

/** The admin area's visit and conversion figures (/admin/figures). */
export const visitFiguresCopy = {
  navLabel: "Figures",
  title: "Visits and requests",
  lead: (timeZone: string) =>
    `Counted on this site's own server, with no cookie and nothing that identifies a visitor; visitors who send Do Not Track or Global Privacy Control, bots and the admin area are not counted. Days are days in the team's time zone (${timeZone}).`,
  download: "Download the figures (CSV)",
  downloadHint: "Every daily counter kept, one line per day, kind and value.",
  visits30: { heading: "Visits per day, last 30 days", tableSummary: "Table: visits and page views per day, last 30 days" },
  visits90: { heading: "Visits per day, last 90 days", tableSummary: "Table: visits and page views per day, last 90 days" },
  visitsTotal: (visits: number, views: number, days: number) =>
    `${visits.toLocaleString("en-US")} visits and ${views.toLocaleString("en-US")} page views in the last ${days} days.`,
  visitDefinition: "A visit is a page view whose referrer is not this site.",
  busiestDay: (day: string, visits: number) => `Busiest day: ${day}, with ${visits.toLocaleString("en-US")} visits.`,
  dayColumns: { day: "Day", visits: "Visits", views: "Page views" },
  periodNote: (days: number) => `The tables below cover the last ${days} days, top ten rows each.`,
  topPages: { heading: "Top pages", caption: "Page views by page", column: "Page", count: "Page views" },
  topReferrers: { heading: "Top referrers", caption: "Visits by referring site", column: "Referring site", count: "Visits" },
  campaigns: { heading: "Campaigns", caption: "Visits by campaign (utm_campaign)", column: "Campaign", count: "Visits" },
  storedPerCampaign: { heading: "Requests stored per campaign", caption: "Requests stored by campaign", column: "Campaign", count: "Requests" },
  shareColumn: "Share",
  funnel: {
    heading: "The request form",
    caption: "The request form, step by step",
    columns: { step: "Step", count: "Forms", dropOff: "Dropped off since the step before" },
    notApplicable: "Not applicable",
    sentWithError: (count: number, share: number | null) =>
      `${count.toLocaleString("en-US")} ${count === 1 ? "form was" : "forms were"} sent with an error at least once${share === null ? "" : ` (${formatShare(share)} of the forms started)`}.`,
    storedNote: "Stored requests are counted by the server, so forms sent without JavaScript count too.",
  },
  empty: "Nothing counted in this period yet.",
  otherValue: "Other (pages not on the site, or past the daily limit of distinct values)",
  noReferrer: "No referrer (typed, bookmarked, or withheld by the browser)",
  noCampaign: "No campaign",
} as const;

export const formStepLabels: Readonly<Record<FormStep, string>> = {
  viewed: "Viewed",
  "first-field-focused": "Started (first field focused)",
  "sent-with-error": "Sent with an error",
  stored: "Stored",
};

/** A share as people read it: "42%", or "<1%" for a share too small to round to one. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return "<1%";
  return `${Math.round(share * 100)}%`;
}
