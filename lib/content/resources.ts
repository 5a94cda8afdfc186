import { defaultCtaBand } from "./shared";
import type { Card, CtaBandContent, HeroContent, PageMeta } from "./types";

export const resourcesMeta: PageMeta = {
  title: "Resources",
  description:
    "Free marketing resources from OpenSeat: delegation templates, training videos, tools and in-depth guides for teams working with outsourced marketing specialists.",
  path: "/resources",
};

export const resourcesHero: HeroContent = {
  eyebrow: "Free resources",
  title: "Guides, templates and tools for delegating marketing work",
  lead: "The same material we use to onboard specialists in client teams, free to use whether or not you work with us.",
  primary: { label: "Read the delegation guide", href: "/delegation-tasks-guide" },
};

export interface ResourceSection {
  /** Fragment id used by the footer's Resources column. */
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly Card[];
}

export const resourceSections: readonly ResourceSection[] = [
  {
    id: "templates",
    heading: "Templates",
    intro: "Ready-made documents that turn a vague request into a brief a specialist can act on.",
    items: [
      { title: "Delegation brief", badge: "Template", body: "A one-page brief covering outcome, context, tools, access and definition of done for any recurring task." },
      { title: "30-day onboarding plan", badge: "Template", body: "Week-by-week goals, introductions and check-in questions for a new outsourced teammate." },
      { title: "Weekly report", badge: "Template", body: "A five-section update format that keeps managers informed in five minutes of reading." },
    ],
  },
  {
    id: "videos",
    heading: "Videos",
    intro: "Short walkthroughs, each under fifteen minutes, recorded by the people who run our vetting and onboarding.",
    items: [
      { title: "Writing a brief that works first time", badge: "12 min", body: "Common gaps in marketing briefs and how to close them before work starts." },
      { title: "Running a remote stand-up", badge: "9 min", body: "A fifteen-minute format for teams spread across time zones." },
      { title: "Reviewing work without micromanaging", badge: "14 min", body: "How to give feedback that builds autonomy instead of dependence." },
    ],
  },
  {
    id: "tools",
    heading: "Tools",
    intro: "Simple calculators and checklists to help you decide what, and when, to delegate.",
    items: [
      { title: "Delegation cost calculator", badge: "Spreadsheet", body: "Compare the true cost of doing a task yourself, hiring locally or placing a specialist." },
      { title: "Access checklist", badge: "Checklist", body: "Every account, permission and password-manager share a new marketer needs, role by role." },
      { title: "Time audit", badge: "Worksheet", body: "Track a week of work and spot the tasks that are costing you the most focus." },
    ],
  },
  {
    id: "guides",
    heading: "Guides",
    intro: "In-depth reading on building and managing a distributed marketing team.",
    items: [
      { title: "The delegation tasks guide", badge: "Guide", body: "Which marketing tasks to hand over first and how to hand them over well.", link: { label: "Read the delegation tasks guide", href: "/delegation-tasks-guide" } },
      { title: "Hiring your first paid media specialist", badge: "Guide", body: "What to test, which questions to ask and how to set the first ninety days up for success." },
      { title: "Measuring an outsourced team", badge: "Guide", body: "Metrics that show whether a seat is working, and the ones that mislead." },
    ],
  },
];

export const resourcesFinePrint =
  "Every template, video, tool and guide on this page is free. We send any of them within one working day; just e-mail us at";

export const resourcesCta: CtaBandContent = defaultCtaBand;
