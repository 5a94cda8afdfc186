import type { RoleId } from "@/features/delegation/options";
import { sampleLabels } from "./samples";
import type { SectionIntro } from "@/platform/page/content-shapes";

/**
 * Example specialist profiles for /roles: what a shortlisted candidate's profile tells a client. They
 * describe no real person; the company replaces them with profiles its specialists agree to publish.
 */

export interface SampleProfile {
  readonly id: string;
  readonly role: RoleId;
  readonly title: string;
  readonly experience: string;
  readonly basedIn: string;
  /** An IANA zone from the request form's list, so profile and form speak of the same zones. */
  readonly timeZone: string;
  readonly timeZoneName: string;
  readonly overlap: string;
  readonly tools: readonly string[];
  readonly highlight: string;
}

export const sampleProfilesIntro: SectionIntro & { readonly id: string; readonly label: string; readonly jumpLabel: string } = {
  id: "example-profiles",
  jumpLabel: "Example profiles",
  heading: "What a shortlist looks like",
  intro: "Every candidate on your shortlist comes with a profile like these: their discipline, experience, tools and working hours. These four are examples describing no real person.",
  label: sampleLabels.profile,
};

export const portraitAlt = "Placeholder portrait: example profiles show no real person";

export const sampleProfiles: readonly SampleProfile[] = [
  {
    id: "example-paid-media",
    role: "paid-media",
    title: "Paid media specialist",
    experience: "Senior, 7 years in paid search and social",
    basedIn: "Bogotá, Colombia",
    timeZone: "America/Bogota",
    timeZoneName: "Colombia time (UTC−5)",
    overlap: "Shares the whole US Eastern working day",
    tools: ["Google Ads", "Meta Ads Manager", "Looker Studio"],
    highlight: "Has run monthly budgets of $50,000 to $200,000 for online retailers",
  },
  {
    id: "example-content",
    role: "content",
    title: "Content specialist",
    experience: "Mid-level, 4 years writing for software companies",
    basedIn: "Cape Town, South Africa",
    timeZone: "Africa/Johannesburg",
    timeZoneName: "South Africa time (UTC+2)",
    overlap: "Shares the UK and European day, and the US Eastern morning",
    tools: ["Google Docs", "WordPress", "HubSpot"],
    highlight: "Writes long-form articles from subject-matter interviews",
  },
  {
    id: "example-analytics",
    role: "analytics",
    title: "Analytics specialist",
    experience: "Senior, 6 years in marketing measurement",
    basedIn: "Warsaw, Poland",
    timeZone: "Europe/Warsaw",
    timeZoneName: "Central European time (UTC+1, summer UTC+2)",
    overlap: "Shares the European day and the US Eastern morning",
    tools: ["Google Analytics 4", "Google Tag Manager", "BigQuery"],
    highlight: "Rebuilds tracking plans so ad platforms and the CRM agree",
  },
  {
    id: "example-automation",
    role: "automation",
    title: "Automation specialist",
    experience: "Mid-level, 5 years in CRM and e-mail automation",
    basedIn: "Manila, Philippines",
    timeZone: "Asia/Manila",
    timeZoneName: "Philippine time (UTC+8)",
    overlap: "Works a late shift that shares the US Pacific morning",
    tools: ["HubSpot", "Zapier", "Make"],
    highlight: "Documents every flow so your team can maintain it",
  },
];
