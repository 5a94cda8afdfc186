import { brand, defaultCtaBand, figures, getStartedLink } from "./shared";
import { sampleLabels } from "./samples";
import type { CtaBandContent, HeroContent, PageMeta, Stat } from "@/platform/page/content-shapes";

/**
 * Sample stories, not client results. Each keeps the name its page fragment promises (#unbloat, #quip,
 * #open-store, #legacy-box) as the story's title, and describes its client only by kind, so no detail
 * points at a real company. The company replaces them with clients' own stories, published with their
 * permission, by editing this module.
 */

export const caseStudiesMeta: PageMeta = {
  title: "Case studies",
  description: `Four sample stories of ${brand} specialists at work, with fictional clients, from ${figures.revenueGrowth} to a ${figures.roasImprovement}: what the work looks like.`,
  path: "/case-studies",
};

export const caseStudiesHero: HeroContent = {
  eyebrow: "Case studies",
  title: "What our specialists do, in four sample stories",
  lead: `From ${figures.revenueGrowth} to a ${figures.roasImprovement}, these stories show what happens when a focused specialist owns a channel. They are samples with fictional clients, written to show the work; clients' own stories will replace them.`,
  primary: getStartedLink,
  secondary: { label: "Explore roles", href: "/roles" },
};

export const caseStudiesJumpLabel = "Sample stories on this page";

export interface CaseStudy {
  /** Fragment id used by the footer's Case Studies column. */
  readonly id: string;
  /** The story's title, as the footer links it. */
  readonly name: string;
  /** The kind of client, never a company's name. */
  readonly clientKind: string;
  readonly headline: string;
  readonly challenge: string;
  readonly approach: readonly string[];
  readonly results: readonly Stat[];
  readonly team: string;
}

export const caseStudySampleLabel = sampleLabels.story;

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "unbloat",
    name: "Unbloat",
    clientKind: "A fictional outdoor-gear retailer selling online",
    headline: `Unbloating a paid media account: a ${figures.roasImprovement}`,
    challenge: "Five years of campaigns had piled up: 140 ad sets competing for the same buyers, and nobody sure which ones paid for themselves.",
    approach: [
      "A paid media specialist merged the account into a handful of campaigns built around the best-selling products",
      "An analytics specialist fixed purchase tracking so every campaign was judged on real revenue",
      "Weekly creative tests replaced quarterly campaign pushes",
    ],
    results: [
      { value: "2.4x", label: "ROAS improvement on paid social" },
      { value: "140 → 12", label: "ad sets after the clean-up" },
      { value: "−35%", label: "cost per first order" },
    ],
    team: "Paid media and analytics specialists",
  },
  {
    id: "quip",
    name: "Quip",
    clientKind: "A fictional accounting software company",
    headline: "Quick, useful posts that turned followers into demo requests",
    challenge: "The company posted once a week about its own features. Followers grew slowly and almost none of them asked for a demo.",
    approach: [
      "A content specialist turned support questions into short, practical tips for finance teams",
      "A video specialist cut each tip into a thirty-second clip with captions",
      "A design specialist built templates so every post looked like the brand without a designer's time",
    ],
    results: [
      { value: "5", label: "posts a week instead of one" },
      { value: "3x", label: "demo requests from social media" },
      { value: "30 s", label: "clips, captioned for viewing without sound" },
    ],
    team: "Content, video and design specialists",
  },
  {
    id: "open-store",
    name: "Open Store",
    clientKind: "A fictional furniture maker that sold only through retailers",
    headline: `Opening an online store: ${figures.revenueGrowth} in twelve months`,
    challenge: "Retail partners were squeezing margins. The owners wanted to sell direct but had no online store and no one to run one.",
    approach: [
      "A Shopify specialist built the store, product pages and delivery rules in six weeks",
      "A paid media specialist launched search and social campaigns for the ten best sellers",
      "An automation specialist set up abandoned-cart and after-sale e-mails",
    ],
    results: [
      { value: "300%", label: "revenue growth year on year" },
      { value: "6 weeks", label: "from first brief to the store's launch" },
      { value: "1 in 4", label: "online orders from automated e-mails" },
    ],
    team: "Shopify, paid media and automation specialists",
  },
  {
    id: "legacy-box",
    name: "Legacy Box",
    clientKind: "A fictional training provider with a decade of marketing tools",
    headline: "Retiring a box of legacy tools without losing a lead",
    challenge: "Leads passed through four form tools, two e-mail platforms and a spreadsheet before sales saw them. Reports took two days to assemble.",
    approach: [
      "An automation specialist mapped every flow, then moved them into one CRM",
      "An analytics specialist rebuilt reporting on the CRM's data",
      "Both documented each automation so the in-house team can maintain it",
    ],
    results: [
      { value: "7 → 2", label: "tools in the lead path" },
      { value: "2 hours", label: "to produce the monthly report, down from two days" },
      { value: "0", label: "leads lost during the move" },
    ],
    team: "Automation and analytics specialists",
  },
];

export const caseStudiesFinePrint = `These case studies are samples. Their clients are fictional, and their figures, including the ${figures.revenueGrowth} and the ${figures.roasImprovement}, show the kind of results our specialists work toward; they are not client results and do not predict yours. We will replace them with clients' own stories, published with their permission.`;

export const caseStudiesCta: CtaBandContent = defaultCtaBand;
