import { brand, defaultCtaBand } from "./shared";
import type { Card, CtaBandContent, HeroContent, PageMeta } from "@/platform/page/content-shapes";

/** The resources index: every card opens a page on this site (a unit test holds it to that). */

export const resourcesMeta: PageMeta = {
  title: "Resources",
  description: `Free resources from ${brand}: a role-scoping template, a printable delegation checklist, a guide to hand-over videos and a hiring guide for your first marketing specialist.`,
  path: "/resources",
};

export const resourcesHero: HeroContent = {
  eyebrow: "Free resources",
  title: "Guides, templates and tools for delegating marketing work",
  lead: "The material we use to help clients hand work over, free to use and print whether or not you work with us.",
  primary: { label: "Read the delegation guide", href: "/delegation-tasks-guide" },
};

export const resourcesJumpLabel = "Resource types on this page";

export interface ResourceSection {
  /** Fragment id used by the footer's Resources column. */
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly (Card & { readonly link: NonNullable<Card["link"]> })[];
}

export const resourceSections: readonly ResourceSection[] = [
  {
    id: "templates",
    heading: "Templates",
    intro: "Documents that turn a vague request into a brief a specialist can act on.",
    items: [
      {
        title: "Role-scoping template",
        badge: "Template",
        body: "Seven questions that define a seat before you hire for it: the outcome, the work, tools and access, hours, and how you will judge it.",
        link: { label: "Open the role-scoping template", href: "/resources/role-scoping-template" },
      },
      {
        title: "30-day onboarding plan",
        badge: "Template",
        body: "Week-by-week goals and check-in questions for a new specialist's first month, inside the hiring guide.",
        link: { label: "Open the onboarding plan", href: "/resources/hiring-guide#first-30-days" },
      },
    ],
  },
  {
    id: "videos",
    heading: "Videos",
    intro: "We do not publish video courses. The videos that help most are the short ones you record yourself to show a task once; this guide shows how.",
    items: [
      {
        title: "Recording task walkthroughs",
        badge: "Guide",
        body: "How to record a five-minute screen video that hands a task over better than a page of notes, and what to leave out of it.",
        link: { label: "Read the walkthrough guide", href: "/resources/task-walkthrough-videos" },
      },
    ],
  },
  {
    id: "tools",
    heading: "Tools",
    intro: "Checklists to help you decide what to delegate first.",
    items: [
      {
        title: "Printable delegation checklist",
        badge: "Checklist",
        body: "Every task our specialists take on, role by role, on one page to print and check off with your team.",
        link: { label: "Open the printable checklist", href: "/resources/delegation-checklist" },
      },
      {
        title: "Online delegation checklist",
        badge: "Checklist",
        body: "The same tasks to check off on screen; your checkmarks carry straight into the request form.",
        link: { label: "Check off tasks online", href: "/delegation-tasks-guide#checklist" },
      },
    ],
  },
  {
    id: "guides",
    heading: "Guides",
    intro: "Longer reading on delegating marketing work and hiring for it.",
    items: [
      {
        title: "The delegation tasks guide",
        badge: "Guide",
        body: "Which marketing tasks to hand over first, which to keep, and how hand-over works.",
        link: { label: "Read the delegation tasks guide", href: "/delegation-tasks-guide" },
      },
      {
        title: "Hiring your first marketing specialist",
        badge: "Guide",
        body: "Choosing the seat, testing fairly, the questions worth asking, and the first 30 days.",
        link: { label: "Read the hiring guide", href: "/resources/hiring-guide" },
      },
    ],
  },
];

export const resourcesFinePrint = "Everything on this page is free to use, print and share inside your own organization.";

export const resourcesCta: CtaBandContent = defaultCtaBand;
