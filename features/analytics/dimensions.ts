import { sentPath } from "@/features/delegation/sent-page";
import { publicRoutes } from "@/platform/config/site";

/*
 * What the figures count, and no more. Every counter is one (day, dimension, value) with a count: no
 * identifier, address or user agent is ever part of one, so nothing stored can tell one visitor from another.
 */

/** The catch-all value: a route the site does not have, or a value past its dimension's cap. */
export const OTHER = "other";

/** The value of a counter no value describes: a visit with no referrer, a request stored with no campaign. */
export const NONE = "(none)";

/** The request form's steps, in the order a visitor meets them; "stored" is counted by the server alone. */
export const formSteps = ["viewed", "first-field-focused", "sent-with-error", "stored"] as const;
export type FormStep = (typeof formSteps)[number];

/** The steps a page may report; a stored request is counted where it is stored, so forms sent without JavaScript count too. */
export const reportedFormSteps = ["viewed", "first-field-focused", "sent-with-error"] as const satisfies readonly FormStep[];
export type ReportedFormStep = (typeof reportedFormSteps)[number];

/** The pages counted by name: every public page, and the confirmation a stored request ends on. */
export const countedRoutes: readonly string[] = [...publicRoutes, sentPath];

export const dimensions = {
  /** Page views, by route. */
  view: "view",
  /** Visits (page views whose referrer is not this site), by the route they landed on. */
  visit: "visit",
  /** Visits, by the referrer's host; NONE for a visit with no referrer. */
  referrer: "referrer",
  /** Visits that carried campaign tags, by utm_campaign. */
  campaign: "campaign",
  /** The request form's funnel, by step. */
  form: "form",
  /** Requests stored, by the campaign they came with; NONE without one. */
  storedCampaign: "stored-campaign",
} as const;
export type Dimension = (typeof dimensions)[keyof typeof dimensions];
export const dimensionList = Object.values(dimensions) as readonly Dimension[];

/**
 * The most distinct values one dimension keeps in one day; any value beyond them is counted as OTHER, so a
 * script sending made-up referrers or campaigns cannot create counters without end. Routes and steps are
 * closed lists, whose caps only bound what a change to them could do.
 */
export const distinctValueCaps: Readonly<Record<Dimension, number>> = {
  view: countedRoutes.length + 1,
  visit: countedRoutes.length + 1,
  referrer: 50,
  campaign: 50,
  form: formSteps.length,
  "stored-campaign": 50,
};

/** Whether a value may take its own counter, given the values the dimension already holds that day. */
export function keptValue(value: string, known: ReadonlySet<string>, cap: number): string {
  if (value === OTHER || known.has(value)) return value;
  const distinct = known.has(OTHER) ? known.size - 1 : known.size;
  return distinct < cap ? value : OTHER;
}

/** A route the site has, as counted: a known public route, or OTHER for any other path (never the path itself). */
export function countedRoute(path: string): string {
  return countedRoutes.includes(path) ? path : OTHER;
}
