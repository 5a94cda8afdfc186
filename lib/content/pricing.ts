import { figures, getStartedLink } from "./shared";
import type { CtaBandContent, FaqItem, HeroContent, PageMeta, SectionIntro } from "./types";

export const pricingMeta: PageMeta = {
  title: "Pricing",
  description:
    "Transparent OpenSeat pricing: dedicated marketing specialists from $2,000/month, with part-time, full-time and pod plans, no placement fees and a free 30-day replacement.",
  path: "/pricing",
};

export const pricingHero: HeroContent = {
  eyebrow: "Transparent pricing",
  title: `Dedicated marketing talent from ${figures.startingPrice}`,
  lead: "One monthly price per seat, covering sourcing, vetting, payroll, equipment checks and our success team. No placement fee, no markup on ad spend, no long lock-in.",
  primary: getStartedLink,
  secondary: { label: "Compare roles", href: "/roles" },
};

export interface PricingPlan {
  readonly name: string;
  /** Monthly price per seat at the plan's entry level. */
  readonly price: string;
  readonly summary: string;
  readonly features: readonly string[];
  readonly highlighted: boolean;
  readonly cta: string;
}

export const pricingPlansIntro: SectionIntro = {
  heading: "Plans",
  intro: "Every plan includes a dedicated specialist, an onboarding plan and the 30-day replacement guarantee. Prices are per seat, billed monthly, and start from $2,000/month.",
};

export const pricingPlans: readonly PricingPlan[] = [
  {
    name: "Specialist",
    price: "$2,000",
    summary: "A full-time, mid-level specialist embedded in your team for a focused, recurring workload.",
    features: [
      "40 hours a week with 4+ overlapping hours",
      "One discipline, one dedicated specialist",
      "Monthly performance review",
      "Replacement within 30 days, free",
    ],
    highlighted: false,
    cta: "Start with a specialist",
  },
  {
    name: "Senior specialist",
    price: "$3,200",
    summary: "A senior who owns a channel end to end, sets strategy and can guide your juniors.",
    features: [
      "Everything in Specialist",
      "Five or more years in the discipline",
      "Weekly check-ins in the first month",
      "Dedicated success manager",
    ],
    highlighted: true,
    cta: "Hire a senior",
  },
  {
    name: "Marketing pod",
    price: "$5,400",
    summary: "Three complementary specialists, for example paid media, design and analytics, who work as one unit.",
    features: [
      "Three full-time seats with a shared lead",
      "Cross-trained cover for holidays",
      "Quarterly planning workshop",
      "Priority replacement within 5 days",
    ],
    highlighted: false,
    cta: "Build a pod",
  },
];

export const pricingIncludedIntro: SectionIntro = {
  heading: "What every seat includes",
  intro: "The monthly price is all-in. Nothing on this list is an add-on.",
};

export const pricingIncluded: readonly string[] = [
  "Sourcing and five-stage vetting of every candidate",
  "Contracts, payroll, tax compliance and local benefits for the specialist",
  "Confidentiality and IP-assignment agreements signed before day one",
  "A written 30-day onboarding plan agreed with you",
  "A success manager who checks in weekly during the first month",
  "Paid leave cover planning so work does not stall",
];

export const pricingFaqIntro: SectionIntro = {
  heading: "Pricing questions",
  intro: "The answers our clients ask for most often before they start.",
};

export const pricingFaq: readonly FaqItem[] = [
  {
    question: "Why does the full-time price start at $2,000 and not a fixed number?",
    answer: "Seniority and discipline change the market rate. A mid-level content specialist sits at the starting price; a senior paid media lead managing large budgets costs more. You see the exact price before any candidate is introduced.",
  },
  {
    question: "Is there a minimum contract?",
    answer: "The first term is three months, because onboarding takes real effort on both sides. After that, plans roll monthly and you can cancel with 30 days' notice.",
  },
  {
    question: "Do you charge a placement or recruitment fee?",
    answer: "No. Sourcing and vetting are covered by the monthly price. If you later want to hire your specialist directly, we agree a fair conversion fee in advance.",
  },
  {
    question: "Do you take a percentage of ad spend?",
    answer: "Never. Your paid media specialist works in your ad accounts and you pay the platforms directly. Their incentive is your return, not your budget.",
  },
  {
    question: "What happens if my specialist is not a good fit?",
    answer: "Tell us within the first 30 days and we introduce a replacement at no cost, briefed on everything the first specialist learned.",
  },
  {
    question: "How do you invoice?",
    answer: "We invoice monthly in advance in US dollars, payable by card or bank transfer. Agencies can ask for consolidated invoicing across client seats.",
  },
];

export const pricingCta: CtaBandContent = {
  title: "Not sure which plan fits?",
  body: "Describe the work in our delegation form and we will recommend a plan and a seniority level, with a fixed quote, before you commit.",
  primary: getStartedLink,
  secondary: { label: "Agency partnerships", href: "/for-agencies" },
};
