import { site } from "@/platform/config/site";
import { brand, figures, service } from "./shared";
import type { Card, CtaBandContent, FaqItem, HeroContent, PageMeta, SectionIntro, Stat, Step } from "@/platform/page/content-shapes";

export const agenciesMeta: PageMeta = {
  title: "For agencies",
  description: `The ${brand} agency partnership: white-label marketing specialists who work under your brand, scale with your client roster and protect your margins.`,
  path: "/for-agencies",
};

export const agenciesHero: HeroContent = {
  eyebrow: "Agency partnership",
  title: "Scale your agency without scaling your payroll",
  lead: `Win the retainer first, then staff it in days. ${brand} specialists work under your brand, inside your processes, so your clients see a bigger team and you keep healthy margins.`,
  primary: { label: "Become a partner", href: site.getStarted.href },
  secondary: { label: "See pricing", href: "/pricing" },
};

export const agenciesStats: readonly Stat[] = [
  { value: "3", label: "business days from your first call to a shortlist" },
  { value: "White-label", label: "specialists use your domain and signatures" },
  { value: "1", label: "invoice a month, with a line for every client seat" },
];

export const agenciesBenefitsIntro: SectionIntro = {
  heading: "Built for how agencies work",
  intro: "Agencies win work in bursts and lose it without warning. These are the problems a partnership solves.",
};

export const agenciesBenefits: readonly Card[] = [
  {
    title: "Staff wins, not forecasts",
    body: "Stop hiring ahead of revenue. Add a vetted specialist when a retainer is signed, on the same terms as every seat on the pricing page.",
  },
  {
    title: "Your brand, your relationship",
    body: "Specialists appear as members of your team, on your e-mail domain and in your tools. We never contact your clients.",
  },
  {
    title: "Margins you can plan",
    body: `Seats start from ${figures.startingPrice} at a fixed monthly price, so you can quote clients with confidence and protect your margin.`,
  },
  {
    title: "Depth on demand",
    body: "Need an analytics audit or a Shopify migration for one client? A part-time seat adds the skill without adding a permanent role.",
  },
];

export const agenciesStepsIntro: SectionIntro = {
  heading: "How the partnership works",
  intro: "A light agreement up front, then each new seat takes one request form.",
};

export const agenciesSteps: readonly Step[] = [
  { title: "Sign a partner agreement", body: "One master agreement covers confidentiality, non-solicitation of your clients and white-label terms for every future seat." },
  { title: "Request seats as you win work", body: `Describe the client work in the request form. Your ${service.contact} shortlists vetted specialists ${service.shortlist}.` },
  { title: "Run the work your way", body: `Specialists follow your processes and report to your own leads. Your ${service.contact} handles payroll, leave and replacements.` },
];

export const agenciesFaqIntro: SectionIntro = {
  heading: "Partner questions",
  intro: "What agency owners ask before they staff their first client seat with us.",
};

export const agenciesFaq: readonly FaqItem[] = [
  {
    question: `Will my clients know the specialist is from ${brand}?`,
    answer: "Only if you tell them. White-label placement is the default, and our agreement forbids specialists from soliciting your clients.",
  },
  {
    question: "Can one specialist work across several of my clients?",
    answer: "Yes. One specialist can work across two or three smaller accounts, and you decide how their hours are split.",
  },
  {
    question: "Do you offer consolidated billing?",
    answer: "Yes. Partners receive one monthly invoice with a line per seat and an optional client reference for easy re-billing.",
  },
];

export const agenciesCta: CtaBandContent = {
  title: "Bring more capacity to your next pitch",
  body: `Tell us about your agency and the work you want to staff. Your ${service.contact} replies ${service.reply} from ${site.email}.`,
  primary: { label: "Start the partnership", href: site.getStarted.href },
  secondary: { label: "See how we vet", href: "/vetting-process" },
};
