import { site } from "@/lib/site";
import type { CtaBandContent, LinkItem } from "./types";

/** The figures the specification promises; every page quotes them from here so they never drift. */
export const figures = {
  startingPrice: "$2,000/month",
  acceptanceRate: "under 0.5%",
  revenueGrowth: "300% revenue growth",
  roasImprovement: "2.4x ROAS improvement",
} as const;

export const getStartedLink: LinkItem = { label: site.getStarted.label, href: site.getStarted.href };

export const defaultCtaBand: CtaBandContent = {
  title: "Put a vetted specialist in your open seat",
  body: `Tell us which tasks are eating your week. Within five working days you meet hand-picked candidates, and plans start from ${figures.startingPrice}.`,
  primary: getStartedLink,
  secondary: { label: "Read the delegation guide", href: "/delegation-tasks-guide" },
};
