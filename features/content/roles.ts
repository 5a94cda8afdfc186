import { brand, defaultCtaBand, getStartedLink } from "./shared";
import type { CtaBandContent, HeroContent, PageMeta, SectionIntro } from "@/platform/page/content-shapes";

export const rolesMeta: PageMeta = {
  title: "Marketing roles",
  description: `The eight kinds of ${brand} specialist: paid media, SEO, content, design, analytics, automation, Shopify and video, with the tools and tasks each one covers.`,
  path: "/roles",
};

export const rolesHero: HeroContent = {
  eyebrow: "Roles",
  title: "Eight marketing disciplines, one vetting bar",
  lead: "Paid media, content, analytics, automation, SEO, design, Shopify and video: each discipline has its own skills test and work-sample review, and its own section below with the work a specialist takes off your plate and the tools they bring.",
  primary: getStartedLink,
  secondary: { label: "See pricing", href: "/pricing" },
};

export interface Role {
  /** Fragment id of the role's section on /roles; footer and home page link straight to it. */
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly tasks: readonly string[];
  readonly tools: readonly string[];
}

/**
 * Every role gets a section of its own, in one format: the specification's four /roles fragments first,
 * in its order, then the four it leaves unnamed, each with an anchor of its own.
 */
export const roles: readonly Role[] = [
  {
    id: "paid-media",
    name: "Paid media",
    title: "Paid media specialists",
    summary: "Campaign builders who treat your budget like their own: structured accounts, disciplined testing and reporting tied to revenue, not vanity clicks.",
    tasks: [
      "Plan, launch and optimize campaigns across search, social and shopping",
      "Run creative and audience tests on a weekly cadence",
      "Manage budgets and bids against target CPA or ROAS",
      "Report weekly on spend, return and next actions",
    ],
    tools: ["Google Ads", "Meta Ads Manager", "TikTok Ads", "LinkedIn Campaign Manager", "Microsoft Ads"],
  },
  {
    id: "content",
    name: "Content",
    title: "Content specialists",
    summary: "Writers and editors who learn your voice quickly and ship consistently: articles, newsletters, landing pages and social posts that earn attention.",
    tasks: [
      "Turn keyword research and interviews into long-form articles",
      "Write and schedule newsletters and social calendars",
      "Edit and repurpose webinars, podcasts and reports",
      "Keep a style guide and content calendar up to date",
    ],
    tools: ["Google Docs", "Notion", "WordPress", "Webflow", "HubSpot", "Buffer"],
  },
  {
    id: "analytics",
    name: "Analytics",
    title: "Analytics specialists",
    summary: "Measurement specialists who make your numbers trustworthy, then turn them into weekly answers your team can act on.",
    tasks: [
      "Audit and fix tracking, tags and conversion events",
      "Build dashboards that combine ad, web and CRM data",
      "Run attribution and cohort analyses",
      "Write a short weekly insight memo with recommendations",
    ],
    tools: ["Google Analytics 4", "Google Tag Manager", "Looker Studio", "BigQuery", "Mixpanel"],
  },
  {
    id: "automation",
    name: "Automation",
    title: "Automation specialists",
    summary: "Builders who connect your tools so leads, customers and reports move on their own, freeing hours every week for higher-value work.",
    tasks: [
      "Design lead capture, scoring and routing flows",
      "Build lifecycle e-mail and SMS journeys",
      "Connect CRM, forms, ads and billing with no-code tools",
      "Document every automation so your team can maintain it",
    ],
    tools: ["HubSpot", "Klaviyo", "Zapier", "Make", "Salesforce", "ActiveCampaign"],
  },
  {
    id: "seo",
    name: "SEO",
    title: "SEO specialists",
    summary: "Technical and content SEO for sites that need to be found: audits, fixes, briefs and links, measured in organic revenue.",
    tasks: ["Technical audits and fix lists", "Keyword research and content briefs", "On-page optimization", "Digital PR and link outreach"],
    tools: ["Ahrefs", "Semrush", "Google Search Console", "Screaming Frog"],
  },
  {
    id: "design",
    name: "Design",
    title: "Design specialists",
    summary: "Brand-consistent visual work at campaign speed, from ad creative and landing pages to decks and social assets.",
    tasks: ["Ad creative in every size", "Landing page and e-mail design", "Sales decks and one-pagers", "Brand asset libraries"],
    tools: ["Figma", "Adobe Creative Cloud", "Canva"],
  },
  {
    id: "shopify",
    name: "Shopify",
    title: "Shopify specialists",
    summary: "Store operators who keep your catalog, theme and apps in order so campaigns land on pages that convert.",
    tasks: ["Product uploads and collection management", "Theme edits and app configuration", "Conversion-rate tests", "Promotion and discount set-up"],
    tools: ["Shopify", "Shopify Flow", "Klaviyo", "Google Merchant Center"],
  },
  {
    id: "video",
    name: "Video",
    title: "Video specialists",
    summary: "Editors who turn raw footage into short-form ads, tutorials and social clips with captions, hooks and clear calls to action.",
    tasks: ["Short-form ad and social edits", "Captions and subtitles", "Repurposing long videos into clips", "Thumbnail and motion graphics"],
    tools: ["Premiere Pro", "After Effects", "CapCut", "DaVinci Resolve"],
  },
];

export const rolesHowToChoose: SectionIntro = {
  heading: "Not sure which role you need?",
  intro: "Start from the work, not the job title. Our delegation guide helps you list the tasks that drain your week, then we match them to the right specialist.",
};

export const rolesJumpLabel = "Roles on this page";

export const rolesCta: CtaBandContent = defaultCtaBand;
