import { brand, defaultCtaBand, figures, formDuration, getStartedLink, service } from "./shared";
import type { Card, CtaBandContent, HeroContent, PageMeta, SectionIntro, Stat, Step, Testimonial } from "@/platform/page/content-shapes";

export const homeMeta: PageMeta = {
  title: "Elite global marketing talent",
  description: `Elite global talent for marketing teams: vetted paid media, SEO, content, design, analytics, automation, Shopify and video specialists who join your team, from ${figures.startingPrice}.`,
  path: "/home",
};

export const homeHero: HeroContent = {
  eyebrow: "Vetted outsourced marketing talent",
  title: "Elite global talent for marketing teams",
  lead: `${brand} places vetted marketing specialists in your team, working your hours, in your tools, under your brand. Fewer than one in two hundred applicants make it through our vetting, and a seat starts from ${figures.startingPrice}.`,
  primary: getStartedLink,
  secondary: { label: "See pricing", href: "/pricing" },
};

export const homeStatsLabel = `${brand} in numbers`;

export const homeStats: readonly Stat[] = [
  { value: "<0.5%", label: "of applicants accepted after five vetting stages" },
  { value: "3", label: "business days from your first call to a shortlist" },
  { value: "8", label: "specialist disciplines, from paid media to video" },
  { value: "$2,000", label: "a month for a part-time seat, our lowest price" },
];

export const homeProblem: SectionIntro = {
  heading: "Your roadmap is bigger than your headcount",
  intro: `Campaigns wait on a designer. Reports wait on an analyst. The automation that would save ten hours a week never gets built. Hiring locally takes months and freelancers vanish mid-quarter. ${brand} gives you a dedicated specialist who stays.`,
};

export const homeBenefits: readonly Card[] = [
  {
    title: "Specialists, not generalists",
    body: `Every ${brand} specialist is hired for one discipline and tested on real work in that discipline, so you get depth from the first week.`,
  },
  {
    title: "Inside your workflow",
    body: "They join your Slack, your project board and your ad accounts. No agency layer relaying messages, no surprise hand-offs.",
  },
  {
    title: "Overlapping hours",
    body: "We match talent to your time zone, so a full-time specialist shares at least four working hours with you every day for stand-ups, feedback and quick fixes.",
  },
  {
    title: "Replacement guarantee",
    body: `If the fit is wrong ${service.replacement}, we bring you a new candidate at no cost and brief them, so you do not start from zero.`,
  },
];

export const homeRolesIntro: SectionIntro = {
  heading: "Eight disciplines, one vetting bar",
  intro: "Pick one specialist or build a small team. Each role describes the tools they know and the work they take off your plate.",
};

export const homeRoleLinks: readonly Card[] = [
  { title: "Paid media", body: "Meta, Google and TikTok campaigns built, tested and scaled against your margin targets.", link: { label: "Paid media specialists", href: "/roles#paid-media" } },
  { title: "Content", body: "Briefs, long-form articles, newsletters and social copy in your brand voice.", link: { label: "Content specialists", href: "/roles#content" } },
  { title: "Analytics", body: "Clean tracking, trustworthy dashboards and weekly answers to the questions that matter.", link: { label: "Analytics specialists", href: "/roles#analytics" } },
  { title: "Automation", body: "CRM flows, lead routing and reporting pipelines that run while you sleep.", link: { label: "Automation specialists", href: "/roles#automation" } },
  { title: "SEO", body: "Technical audits, content briefs and link outreach, measured in organic revenue.", link: { label: "SEO specialists", href: "/roles#seo" } },
  { title: "Design", body: "Ad creative, landing pages and social assets on brand, at campaign speed.", link: { label: "Design specialists", href: "/roles#design" } },
  { title: "Shopify", body: "Catalog, theme and apps kept in order, so campaigns land on pages that convert.", link: { label: "Shopify specialists", href: "/roles#shopify" } },
  { title: "Video", body: "Short-form ads, tutorials and social clips with captions, hooks and clear calls to action.", link: { label: "Video specialists", href: "/roles#video" } },
];

export const homeStepsIntro: SectionIntro = {
  heading: "From open seat to productive teammate in three steps",
  intro: "You stay in control of who joins. We do the sourcing, testing and paperwork.",
};

export const homeSteps: readonly Step[] = [
  {
    title: "Tell us what to delegate",
    body: `List the recurring tasks, tools and outcomes in the request form. It takes ${formDuration} and sharpens your own thinking too.`,
  },
  {
    title: "Meet two or three finalists",
    body: `Your ${service.contact} shortlists from our already-vetted bench ${service.shortlist}, with work samples and test results. You interview and choose.`,
  },
  {
    title: "Onboard with a 30-day plan",
    body: `Your specialist starts with a written onboarding plan, and your ${service.contact} checks in every week until the seat runs itself.`,
  },
];

export const homeTestimonialsIntro: SectionIntro = {
  heading: "The feedback we work for",
  intro: "Sample quotes that show what we want every client to be able to say. They are written by us, not by clients, and name nobody.",
};

export const homeTestimonials: readonly Testimonial[] = [
  {
    quote: "Within a month our paid social specialist had rebuilt our account structure and cut cost per purchase by a third. It felt like hiring a senior in-house.",
    attribution: "Head of growth, direct-to-consumer brand",
  },
  {
    quote: "We tried three freelance marketplaces first. The difference is the vetting: we have not had to re-explain a brief since.",
    attribution: "Founder, business software company",
  },
];

export const homeFinePrint =
  "The quotes on this page are samples written to show the feedback we aim for. They are not from clients and describe no real person or company; we will replace them with clients' own words, published with their permission.";

export const homeCta: CtaBandContent = defaultCtaBand;
