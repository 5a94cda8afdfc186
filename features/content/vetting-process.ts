import { brand, defaultCtaBand, figures, getStartedLink } from "./shared";
import type { Card, CtaBandContent, FaqItem, HeroContent, PageMeta, SectionIntro, Stat } from "@/platform/page/content-shapes";

export const vettingMeta: PageMeta = {
  title: "Vetting process",
  description: `How ${brand} vets marketing talent: a five-stage funnel of screening, skills tests, paid work samples, interviews and reference checks that accepts under 0.5% of applicants.`,
  path: "/vetting-process",
};

export const vettingHero: HeroContent = {
  eyebrow: "Vetting process",
  title: "Under 0.5% of applicants make the cut",
  lead: `We reject most applicants so you do not have to. Five stages test skill, judgment, communication and reliability, and we accept ${figures.acceptanceRate} of applicants onto the ${brand} bench.`,
  primary: getStartedLink,
  secondary: { label: "Meet the roles", href: "/roles" },
};

export interface FunnelStage {
  readonly name: string;
  /** The stage's short name in the chart. */
  readonly shortName: string;
  readonly description: string;
  /** Of every 1,000 applicants, how many are still in the process after this stage. */
  readonly remainingPer1000: number;
}

export const funnelBase = 1000;

export const funnelIntro: SectionIntro = {
  heading: "The five-stage funnel",
  intro: "Each stage removes a different kind of risk. The chart shows how many of every 1,000 applicants are still in the process after each one.",
};

export const funnelChart = {
  caption: `Of every ${funnelBase.toLocaleString("en-US")} applicants, how many remain after each stage. Bar lengths use a logarithmic scale, so the last stages stay visible.`,
  startLabel: "Apply",
} as const;

export const funnelStages: readonly FunnelStage[] = [
  {
    name: "Application screening",
    shortName: "Screening",
    description: "We review experience, portfolio and written English, and check that the applicant's hours can overlap with our clients'.",
    remainingPer1000: 200,
  },
  {
    name: "Discipline skills test",
    shortName: "Skills test",
    description: "A timed, role-specific test: a paid media account audit, an analytics debugging task, a content edit or a design brief.",
    remainingPer1000: 60,
  },
  {
    name: "Paid work sample",
    shortName: "Work sample",
    description: "Candidates complete a realistic two-day project, paid at market rate, reviewed by a senior practitioner in the same discipline.",
    remainingPer1000: 20,
  },
  {
    name: "Structured interviews",
    shortName: "Interviews",
    description: "A communication interview and a technical deep-dive on the work sample, scored against a published rubric.",
    remainingPer1000: 8,
  },
  {
    name: "References and background",
    shortName: "Accepted",
    description: "Two professional references, identity verification and a check of the candidate's working set-up and connectivity.",
    remainingPer1000: 4,
  },
];

/** "20%", "0.8%": the share of all applicants a count per 1,000 stands for. */
export function funnelPercent(per1000: number): string {
  return `${+((per1000 / funnelBase) * 100).toFixed(1)}%`;
}

/** The text beside each stage: how many remain, or for the last stage how many are accepted. */
export function funnelRemainingLabel(stage: FunnelStage, last: boolean): string {
  const share = `${stage.remainingPer1000} of every ${funnelBase.toLocaleString("en-US")} (${funnelPercent(stage.remainingPer1000)})`;
  return last ? `${share} accepted` : `${share} remain`;
}

/** Bar length as a share of the first bar, on a logarithmic scale (1,000 fills it, 1 would be empty). */
export function funnelBarPercent(count: number): number {
  return Math.round((Math.log10(Math.max(count, 1)) / Math.log10(funnelBase)) * 1000) / 10;
}

export const vettingStats: readonly Stat[] = [
  { value: "<0.5%", label: "of applicants accepted" },
  { value: "5", label: "stages, each scored by a practitioner" },
  { value: "2 days", label: "of paid work sample per finalist" },
  { value: "2", label: "professional references checked" },
];

export const vettingCriteriaIntro: SectionIntro = {
  heading: "What we look for",
  intro: "Skill is necessary but not enough. These four qualities predict whether a specialist thrives inside a client's team.",
};

export const vettingCriteria: readonly Card[] = [
  { title: "Craft", body: "Demonstrable, current skill in the discipline, shown on real tasks rather than claimed on a résumé." },
  { title: "Judgment", body: "Knowing what to do when the brief is incomplete, and asking the right question before spending the budget." },
  { title: "Communication", body: "Clear written updates, honest estimates and the confidence to push back when something will not work." },
  { title: "Reliability", body: "A stable working set-up, consistent availability and references who would hire them again." },
];

export const vettingAfterIntro: SectionIntro = {
  heading: "Vetting does not stop at acceptance",
  intro: "Every placed specialist is reviewed monthly with the client. Scores below the bar trigger coaching, and repeated misses remove the specialist from the bench.",
};

export const vettingFaq: readonly FaqItem[] = [
  {
    question: "Can I see a candidate's test results?",
    answer: "Yes. Every shortlisted candidate comes with their skills-test score, the reviewer's notes on their work sample and a summary of their references.",
  },
  {
    question: "Can I add my own test?",
    answer: "Of course. You can add a short paid task in your own tools during the final interview. We will help you design one that is fair and quick.",
  },
  {
    question: "Where does your talent come from?",
    answer: "Most specialists are based in Latin America, Eastern Europe, South Africa and South-East Asia, chosen for strong marketing ecosystems and overlapping time zones.",
  },
];

export const vettingCta: CtaBandContent = defaultCtaBand;
