import { company } from "@/platform/config/company";
import { brand, getStartedLink, service } from "./shared";
import type { Card, HeroContent, PageMeta, SectionIntro } from "@/platform/page/content-shapes";

/** Copy for /company: who runs the site, from the company's configuration, and how the business works. */

export const companyMeta: PageMeta = {
  title: "Company",
  description: `Who runs ${brand}: the company behind the site, its registered address and contact details, and how we find, vet and look after marketing specialists.`,
  path: "/company",
};

export const companyHero: HeroContent = {
  eyebrow: "Company",
  title: `About ${brand}`,
  lead: `${brand} finds, vets and employs marketing specialists who work inside our clients' teams. This page says who we are, how we are organized and how to reach us.`,
  primary: getStartedLink,
  secondary: { label: "How we vet talent", href: "/vetting-process" },
};

export interface CompanyFact {
  readonly term: string;
  readonly value: string;
  readonly href?: string;
}

export const companyFactsIntro: SectionIntro = {
  heading: "Who we are",
  intro: "The business behind this site, as it appears in our client agreements.",
};

export const companyFacts: readonly CompanyFact[] = [
  { term: "Trading name", value: brand },
  { term: "Company", value: company.legal.entityName },
  { term: "Registered address", value: company.legal.address },
  { term: "Governing law", value: `The laws of ${company.legal.governingLaw}` },
  { term: "E-mail", value: company.email, href: `mailto:${company.email}` },
];

export const companyTeamsIntro: SectionIntro = {
  heading: "How we are organized",
  intro: "Three groups of people stand behind every seat.",
};

export const companyTeams: readonly Card[] = [
  {
    title: "The vetting team",
    body: "Senior practitioners in each discipline who write the skills tests, review the paid work samples and run the technical interviews.",
    link: { label: "The vetting process", href: "/vetting-process" },
  },
  {
    title: "Account managers",
    body: `Your ${service.contact} replies to your request, builds your shortlist, checks in every week of the first month and reviews results with you monthly after that.`,
    link: { label: "What every seat includes", href: "/pricing" },
  },
  {
    title: "Our specialists",
    body: "Marketers in Latin America, Eastern Europe, Africa and South-East Asia, employed on long-term contracts with paid leave. During your hours, they work only for you.",
    link: { label: "The roles they fill", href: "/roles" },
  },
];

export const companyPoliciesIntro: SectionIntro = {
  heading: "Policies",
  intro: "What we promise about your data and about this site.",
};

export const companyPolicies: readonly Card[] = [
  {
    title: "Privacy policy",
    body: "What the request form stores, for how long, and how to have it erased. Public pages load no trackers and set no advertising or analytics cookies.",
    link: { label: "Read the privacy policy", href: "/privacy-policy" },
  },
  {
    title: "Terms of use",
    body: `The terms for using this site, the law that governs them and how to reach ${company.legal.entityName}.`,
    link: { label: "Read the terms of use", href: "/terms-of-use" },
  },
];
