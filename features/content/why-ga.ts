import { brand, defaultCtaBand, figures, getStartedLink, service } from "./shared";
import type { Card, CtaBandContent, HeroContent, PageMeta, SectionIntro } from "@/platform/page/content-shapes";

export const whyMeta: PageMeta = {
  title: `Why ${brand}`,
  description: `Why marketing teams choose ${brand} over agencies, freelancers and slow local hiring: rigorous vetting, dedicated specialists, overlapping hours and transparent monthly pricing.`,
  path: "/why-ga",
};

export const whyHero: HeroContent = {
  eyebrow: `Why ${brand}`,
  title: "The reliability of a hire, the flexibility of a partner",
  lead: `Agencies are expensive and distant. Freelancers are fast but fragile. Local hiring is slow. ${brand} was built for the teams caught between the three: vetted specialists who work as part of your team, for one monthly price per seat.`,
  primary: getStartedLink,
  secondary: { label: "How we vet talent", href: "/vetting-process" },
};

export const whyReasonsIntro: SectionIntro = {
  heading: "Six reasons to start with one seat",
  intro: "Start with one specialist for one channel, and add seats when the work grows. Here is what you get with every seat.",
};

export const whyReasons: readonly Card[] = [
  {
    title: "A vetting bar you can verify",
    body: `We accept ${figures.acceptanceRate} of applicants. We share each finalist's skills test, work-sample review and reference notes before you interview.`,
  },
  {
    title: "One person, fully yours",
    body: "Your specialist works only on your account during your hours. No rotating juniors, no shared attention across ten clients.",
  },
  {
    title: "Priced in the open",
    body: `Seats start from ${figures.startingPrice}, with no placement fee and no markup on your ad spend. The price on the pricing page is the price you pay.`,
  },
  {
    title: "Onboarded with a plan",
    body: `Every placement starts with a 30-day onboarding plan, shared goals and weekly check-ins with your ${service.contact}, so momentum does not depend on how busy you are.`,
  },
  {
    title: "Protected work",
    body: "Specialists sign confidentiality and intellectual-property agreements before day one. Everything they produce for you is yours.",
  },
  {
    title: "A safety net",
    body: `If a specialist is not the right fit ${service.replacement}, we replace them at no cost. If they leave later, we cover the hand-over.`,
  },
];

export const whyComparisonIntro: SectionIntro = {
  heading: `How ${brand} compares`,
  intro: "A straight comparison of the ways marketing teams usually add capacity.",
};

/** Shown on narrow screens, where the table scrolls inside its own frame. */
export const whyComparisonHint = "Scroll the table sideways to see every option.";

export interface ComparisonRow {
  readonly criterion: string;
  readonly openSeat: string;
  readonly agency: string;
  readonly freelancer: string;
  readonly localHire: string;
}

export const comparisonColumns = [brand, "Agency", "Freelance marketplace", "Local hire"] as const;

export const whyComparisonCaption = `${brand} compared with agencies, freelance marketplaces and local hiring`;

export const whyComparison: readonly ComparisonRow[] = [
  { criterion: "Time to start", openSeat: "1 to 2 weeks", agency: "3 to 6 weeks", freelancer: "Days", localHire: "2 to 4 months" },
  { criterion: "Monthly cost", openSeat: `From ${figures.startingPrice}`, agency: "Retainer plus fees", freelancer: "Varies by hour", localHire: "Salary, benefits, equipment" },
  { criterion: "Dedicated to you", openSeat: "Yes, full or part time", agency: "Shared across clients", freelancer: "Rarely", localHire: "Yes" },
  { criterion: "Vetted for skill", openSeat: "Five-stage vetting", agency: "Internal hiring", freelancer: "Reviews only", localHire: "Your own interviews" },
  { criterion: "Replacement if it fails", openSeat: "Free in the first 30 days", agency: "Account reshuffle", freelancer: "Start again", localHire: "Start again" },
];

export const whyPrinciplesIntro: SectionIntro = {
  heading: "What we believe about outsourced talent",
  intro: "Three principles shape every placement we make.",
};

export const whyPrinciples: readonly Card[] = [
  {
    title: "Talent is global, opportunity is not",
    body: "Brilliant marketers live everywhere. We find them, pay them fairly, and give them the long-term roles they rarely get through gig platforms.",
  },
  {
    title: "Clarity beats headcount",
    body: "A specialist with a clear brief outperforms a larger team with a vague one. That is why every engagement starts with a written delegation plan.",
  },
  {
    title: "Trust is earned weekly",
    body: "We measure every seat against the goals you set in week one and tell you early when something is drifting.",
  },
];

export const whyCta: CtaBandContent = defaultCtaBand;
