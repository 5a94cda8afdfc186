import { defaultCtaBand, figures, getStartedLink } from "./shared";
import type { Card, CtaBandContent, HeroContent, PageMeta, SectionIntro, Stat, Step, Testimonial } from "./types";

export const homeMeta: PageMeta = {
  title: "Elite global marketing talent",
  description:
    "Elite global talent for marketing teams: pre-vetted paid media, SEO, content, design, analytics, automation, Shopify and video specialists who join your stack in days, from $2,000/month.",
  path: "/home",
};

export const homeHero: HeroContent = {
  eyebrow: "Vetted outsourced marketing talent",
  title: "Elite global talent for marketing teams",
  lead: `OpenSeat embeds senior marketing specialists in your team, working your hours, in your tools, under your brand. Fewer than one in two hundred applicants make it through our vetting, and plans start from ${figures.startingPrice}.`,
  primary: getStartedLink,
  secondary: { label: "See pricing", href: "/pricing" },
};

export const homeStats: readonly Stat[] = [
  { value: "<0.5%", label: "of applicants accepted after five vetting stages" },
  { value: "5 days", label: "typical time from brief to first candidate call" },
  { value: "8", label: "specialist disciplines, from paid media to video" },
  { value: "$2,000", label: "per month is where full-time plans begin" },
];

export const homeProblem: SectionIntro = {
  heading: "Your roadmap is bigger than your headcount",
  intro:
    "Campaigns wait on a designer. Reports wait on an analyst. The automation that would save ten hours a week never gets built. Hiring locally takes months and freelancers vanish mid-quarter. OpenSeat gives you a dedicated specialist who stays.",
};

export const homeBenefits: readonly Card[] = [
  {
    title: "Specialists, not generalists",
    body: "Every OpenSeat assistant is hired for one discipline and tested on real work in that discipline, so you get depth from the first week.",
  },
  {
    title: "Inside your workflow",
    body: "They join your Slack, your project board and your ad accounts. No agency layer, no account manager relaying messages, no surprise hand-offs.",
  },
  {
    title: "Overlapping hours",
    body: "We match talent to your time zone so there are at least four shared working hours every day for stand-ups, feedback and quick fixes.",
  },
  {
    title: "Replacement guarantee",
    body: "If the fit is wrong in the first 30 days we bring you a new candidate at no cost, and we brief them so you do not start from zero.",
  },
];

export const homeRolesIntro: SectionIntro = {
  heading: "Eight disciplines, one vetting bar",
  intro: "Pick one specialist or build a small pod. Each role page describes the tools they know and the work they take off your plate.",
};

export const homeRoleLinks: readonly Card[] = [
  { title: "Paid media", body: "Meta, Google and TikTok campaigns built, tested and scaled against your margin targets.", link: { label: "Paid media specialists", href: "/roles#paid-media" } },
  { title: "Content", body: "Briefs, long-form articles, newsletters and social copy in your brand voice.", link: { label: "Content specialists", href: "/roles#content" } },
  { title: "Analytics", body: "Clean tracking, trustworthy dashboards and weekly answers to the questions that matter.", link: { label: "Analytics specialists", href: "/roles#analytics" } },
  { title: "Automation", body: "CRM flows, lead routing and reporting pipelines that run while you sleep.", link: { label: "Automation experts", href: "/roles#automation" } },
];

export const homeStepsIntro: SectionIntro = {
  heading: "From open seat to productive teammate in three steps",
  intro: "You stay in control of who joins. We do the sourcing, testing and paperwork.",
};

export const homeSteps: readonly Step[] = [
  {
    title: "Tell us what to delegate",
    body: "List the recurring tasks, tools and outcomes in our short delegation form. It takes about ten minutes and sharpens your own thinking too.",
  },
  {
    title: "Meet two or three finalists",
    body: "We shortlist from our already-vetted bench and share work samples and test results. You interview and choose.",
  },
  {
    title: "Onboard with a 30-day plan",
    body: "Your specialist starts with a written onboarding plan and weekly check-ins from our success team until the seat runs itself.",
  },
];

export const homeTestimonialsIntro: SectionIntro = {
  heading: "What marketing leads tell us",
  intro: "Illustrative quotes that show the kind of feedback we aim for; see the note at the foot of this page.",
};

export const homeTestimonials: readonly Testimonial[] = [
  {
    quote: "Within a month our paid social specialist had rebuilt our account structure and cut cost per purchase by a third. It felt like hiring a senior in-house.",
    name: "Maya R.",
    role: "Head of Growth, direct-to-consumer brand",
  },
  {
    quote: "We tried three freelance marketplaces before OpenSeat. The difference is the vetting: we have not had to re-explain a brief since.",
    name: "Daniel K.",
    role: "Founder, B2B software company",
  },
];

export const homeFinePrint =
  "Testimonials on this page are illustrative examples written to show typical client feedback; names are abbreviated and do not identify real people.";

export const homeCta: CtaBandContent = defaultCtaBand;
