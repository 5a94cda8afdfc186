import { weeklyHours, type SeatHours } from "@/features/delegation/options";
import { formatUsd, seatPricesUsd, type PlanId } from "@/platform/config/promised-figures";
import { brand, figures, getStartedLink, service } from "./shared";
import type { CtaBandContent, FaqItem, HeroContent, PageMeta, SectionIntro } from "@/platform/page/content-shapes";

/**
 * The offer, as data: a unit test holds it to its rules (no seat below the floor, each perk listed
 * once, every hours option the form offers has a price, one statement of the term).
 */

export const pricingMeta: PageMeta = {
  title: "Pricing",
  description: `Transparent ${brand} pricing: a dedicated marketing specialist from ${figures.startingPrice} part time, full-time and senior seats, no placement fee and free replacement in 30 days.`,
  path: "/pricing",
};

export const pricingHero: HeroContent = {
  eyebrow: "Transparent pricing",
  title: `Dedicated marketing talent from ${figures.startingPrice}`,
  lead: "One monthly price per seat, set by its hours and seniority. It covers sourcing, vetting, payroll and your account manager. No placement fee, and no markup on your ad spend.",
  primary: getStartedLink,
  secondary: { label: "Compare roles", href: "/roles" },
};

export type Seniority = "mid-level" | "senior";

export { formatUsd };

export interface PricingPlan {
  readonly id: PlanId;
  readonly name: string;
  /** The form's hours option this plan prices. */
  readonly hours: SeatHours;
  readonly seniority: Seniority;
  /** Monthly price of one seat at the plan's entry level, in US dollars. */
  readonly monthlyPriceUsd: number;
  readonly summary: string;
  /** What this plan adds; anything every seat gets belongs in pricingIncluded instead. */
  readonly features: readonly string[];
  /**
   * A badge that makes the plan stand out: what the plan is for, as the offer states it. Never a claim
   * about what other clients chose, which nothing on the page could back.
   */
  readonly badge: string | null;
  readonly cta: string;
}

/** "20 hours a week", from the same numbers the form's hours options use. */
export function planHours(plan: PricingPlan): string {
  return `${weeklyHours[plan.hours]} hours a week`;
}

export const pricingPlansIntro: SectionIntro = {
  heading: "Plans",
  intro: `Prices are per seat, billed monthly in US dollars, and start from ${figures.startingPrice}. Need several specialists? Combine seats of any plan.`,
};

export const pricingPlans: readonly PricingPlan[] = [
  {
    id: "part-time",
    name: "Part-time specialist",
    hours: "part-time",
    seniority: "mid-level",
    monthlyPriceUsd: seatPricesUsd["part-time"],
    summary: "A mid-level specialist for half the week: enough for one steady workload such as reporting, a content calendar or store upkeep.",
    features: ["Fixed working days you agree up front", "A good first seat while you learn what to delegate"],
    badge: null,
    cta: "Start part time",
  },
  {
    id: "full-time",
    name: "Full-time specialist",
    hours: "full-time",
    seniority: "mid-level",
    monthlyPriceUsd: seatPricesUsd["full-time"],
    summary: "A mid-level specialist working only for you, who takes over the day-to-day running of a channel.",
    features: ["Owns a channel's daily work, from builds to reports", "Covers several related tasks in one discipline"],
    badge: "Runs one channel full time",
    cta: "Hire full time",
  },
  {
    id: "senior",
    name: "Senior specialist",
    hours: "full-time",
    seniority: "senior",
    monthlyPriceUsd: seatPricesUsd.senior,
    summary: "A senior who owns a channel end to end, sets its strategy and can guide your junior staff.",
    features: ["Five or more years in the discipline", "Plans budgets and tests, and presents results to your leadership", "Coaches junior members of your team"],
    badge: null,
    cta: "Hire a senior",
  },
];

export const pricingIncludedIntro: SectionIntro = {
  heading: "What every seat includes",
  intro: "The monthly price is all-in. Nothing on this list is an add-on, whichever plan you choose.",
};

export const pricingIncluded: readonly string[] = [
  "Sourcing and five-stage vetting of every candidate",
  "Contracts, payroll, tax compliance and local benefits for the specialist",
  "Confidentiality and IP-assignment agreements signed before day one",
  "A written 30-day onboarding plan agreed with you",
  `An ${service.contact} who checks in weekly for the first month, then reviews results with you monthly`,
  "Shared working hours every day: at least four for a full-time seat, two for a part-time one",
  `A free replacement ${service.replacement}`,
  "Cover planned for the specialist's paid leave, so work does not stall",
];

/** The one statement of the contract term; no other copy restates it. */
export const pricingTerm =
  "The first three months are a fixed term, because onboarding takes real effort on both sides. After that, every seat rolls monthly: add, change or end one with 30 days' notice.";

export const pricingFaqIntro: SectionIntro = {
  heading: "Pricing questions",
  intro: "Answers to the questions to settle before you start.",
};

export const pricingFaq: readonly FaqItem[] = [
  {
    question: "What sets the price of a seat?",
    answer: `Hours and seniority choose the plan. Within a plan, a discipline where senior talent is scarce can cost more than the "from" price; you see the exact price before any candidate is introduced.`,
  },
  {
    question: "Is there a minimum term?",
    answer: pricingTerm,
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
    answer: `Tell us ${service.replacement} and we introduce a replacement at no cost, briefed on everything the first specialist learned.`,
  },
  {
    question: "How do you invoice?",
    answer: "We invoice monthly in advance in US dollars, payable by card or bank transfer. Agencies can ask for one invoice that covers all their client seats.",
  },
];

export const pricingCta: CtaBandContent = {
  title: "Not sure which plan fits?",
  body: "Describe the work in the request form and we will recommend a plan and a seniority level, with a fixed quote, before you commit.",
  primary: getStartedLink,
  secondary: { label: "Agency partnerships", href: "/for-agencies" },
};
