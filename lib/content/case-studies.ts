import { defaultCtaBand, figures, getStartedLink } from "./shared";
import type { CtaBandContent, HeroContent, PageMeta, Stat } from "./types";

export const caseStudiesMeta: PageMeta = {
  title: "Case studies",
  description:
    "Illustrative OpenSeat case studies from Unbloat, Quip, Open Store and Legacy Box: 300% revenue growth, a 2.4x ROAS improvement and the specialists behind the results.",
  path: "/case-studies",
};

export const caseStudiesHero: HeroContent = {
  eyebrow: "Case studies",
  title: "Results our specialists deliver",
  lead: `From ${figures.revenueGrowth} to a ${figures.roasImprovement}, these stories show what happens when a focused specialist owns a channel. They are illustrative examples; see the note at the foot of the page.`,
  primary: getStartedLink,
  secondary: { label: "Explore roles", href: "/roles" },
};

export interface CaseStudy {
  /** Fragment id used by the footer's Case Studies column. */
  readonly id: string;
  readonly client: string;
  readonly sector: string;
  readonly headline: string;
  readonly challenge: string;
  readonly approach: readonly string[];
  readonly results: readonly Stat[];
  readonly team: string;
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "unbloat",
    client: "Unbloat",
    sector: "Gut-health supplements, direct to consumer",
    headline: "300% revenue growth in twelve months",
    challenge: "Unbloat had a loyal customer base but relied on one founder for ads, e-mail and the store. Growth had stalled for three quarters.",
    approach: [
      "A paid media specialist rebuilt Meta and Google accounts around three hero products",
      "An automation expert launched post-purchase and win-back e-mail journeys",
      "Weekly creative tests replaced quarterly campaign pushes",
    ],
    results: [
      { value: "300%", label: "revenue growth year on year" },
      { value: "41%", label: "of revenue from automated e-mail" },
      { value: "12 hrs", label: "of founder time freed each week" },
    ],
    team: "Paid media specialist and automation expert",
  },
  {
    id: "quip",
    client: "Quip",
    sector: "Oral-care subscriptions",
    headline: "2.4x ROAS improvement on paid social",
    challenge: "Quip's paid social spend was rising faster than new subscriptions, and nobody could say which creative actually worked.",
    approach: [
      "An analytics specialist fixed conversion tracking and built a single source of truth",
      "A paid media specialist consolidated campaigns and introduced structured creative testing",
      "A video assistant produced ten short-form ad variants every week",
    ],
    results: [
      { value: "2.4x", label: "ROAS improvement on paid social" },
      { value: "-38%", label: "cost per new subscriber" },
      { value: "10", label: "new ad variants tested weekly" },
    ],
    team: "Paid media, analytics and video pod",
  },
  {
    id: "open-store",
    client: "Open Store",
    sector: "E-commerce holding company",
    headline: "Forty storefronts run by one four-person pod",
    challenge: "Open Store acquires small Shopify brands and needed each one kept healthy without hiring a team per brand.",
    approach: [
      "Two Shopify assistants standardised themes, apps and product data across brands",
      "A content specialist wrote a reusable library of product and e-mail copy",
      "A designer produced templated creative that each brand could adapt in minutes",
    ],
    results: [
      { value: "40", label: "storefronts maintained by the pod" },
      { value: "+22%", label: "average conversion rate after clean-up" },
      { value: "3 days", label: "to onboard a newly acquired brand" },
    ],
    team: "Shopify, content and design pod",
  },
  {
    id: "legacy-box",
    client: "Legacy Box",
    sector: "Memory digitisation service",
    headline: "Seasonal demand captured without seasonal hiring",
    challenge: "Most of Legacy Box's sales arrive in eight weeks before the holidays, and temporary hires never got up to speed in time.",
    approach: [
      "A senior paid media specialist planned the season three months ahead",
      "An SEO specialist refreshed gift-guide content before search demand peaked",
      "An analytics specialist built a daily pacing dashboard for the leadership team",
    ],
    results: [
      { value: "+65%", label: "holiday-season orders" },
      { value: "+48%", label: "organic traffic to gift guides" },
      { value: "Daily", label: "pacing decisions instead of weekly" },
    ],
    team: "Paid media, SEO and analytics specialists",
  },
];

export const caseStudiesFinePrint =
  "The case studies and figures on this page, including the 300% revenue growth and the 2.4x ROAS improvement, are illustrative examples that show the kind of results our specialists work towards. They are not audited client results and do not guarantee future performance.";

export const caseStudiesCta: CtaBandContent = defaultCtaBand;
