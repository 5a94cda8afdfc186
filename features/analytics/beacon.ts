import { z } from "zod";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";
import { countedRoute, dimensions, NONE, OTHER, reportedFormSteps, type Dimension } from "./dimensions";

/**
 * What a beacon may carry (features/analytics/components/figures-beacon.tsx sends it), and the counters it adds.
 * The wire names are one letter each to keep the page's script small:
 *   p  the page's path (counted as a known route or "other")
 *   v  1 when the page view is a visit (its referrer is not this site)
 *   r  the referrer's host, on a visit from another site
 *   c  the visit's utm_campaign tag
 *   s  a step of the request form, instead of a page view
 * Anything else is ignored; a body that does not parse counts nothing.
 */

/** The longest body the endpoint reads: a path, a host and a campaign with room to spare. */
export const BEACON_MAX_BYTES = 1024;

/** The longest campaign name kept; a longer one is cut, as the stored requests' tags are capped too. */
export const CAMPAIGN_MAX_LENGTH = 100;

// Control characters never belong in a tag.
const controlCharacters = /[\u0000-\u001F\u007F]/g;

/** A campaign tag as counted: cleaned by the rule every stored text follows, trimmed and capped; null when nothing is left. */
export function cleanCampaign(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const cleaned = stripInvisibleCharacters(value).replace(controlCharacters, "").trim().slice(0, CAMPAIGN_MAX_LENGTH).trim();
  return cleaned === "" ? null : cleaned;
}

// A DNS name (letters, digits, hyphens, dots), as browsers give URL.hostname: nothing else is a host.
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A referrer's host as counted: lower case, a leading "www." dropped (one site, one row); OTHER when it is no host name. */
export function countedReferrerHost(value: string): string {
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  if (!hostName.test(host)) return OTHER;
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** Paths of the admin area: its pages never count, whatever a script claims. */
export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

const pageView = z.object({
  p: z.string().min(1).max(2000).refine((path) => path.startsWith("/") && !isAdminPath(path)),
  v: z.literal(1).optional(),
  r: z.string().max(300).optional(),
  c: z.string().max(500).optional(),
});

const formStep = z.object({ s: z.enum(reportedFormSteps) });

/** A step report has its own shape; everything else must be a page view. */
export const beaconSchema = z.union([formStep, pageView]);
export type Beacon = z.infer<typeof beaconSchema>;

export interface FigureHit {
  readonly dimension: Dimension;
  readonly value: string;
}

/** The beacon's body parsed, or null: a body that is not JSON, too long, or not a beacon counts nothing. */
export function parseBeacon(body: string): Beacon | null {
  if (new TextEncoder().encode(body).byteLength > BEACON_MAX_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The counters one beacon adds one to. */
export function hitsOf(beacon: Beacon): FigureHit[] {
  if ("s" in beacon) return [{ dimension: dimensions.form, value: beacon.s }];
  const route = countedRoute(beacon.p);
  const hits: FigureHit[] = [{ dimension: dimensions.view, value: route }];
  if (beacon.v !== 1) return hits;
  hits.push({ dimension: dimensions.visit, value: route });
  hits.push({ dimension: dimensions.referrer, value: beacon.r ? countedReferrerHost(beacon.r) : NONE });
  const campaign = cleanCampaign(beacon.c);
  if (campaign) hits.push({ dimension: dimensions.campaign, value: campaign });
  return hits;
}

/** The counters a stored request adds one to: the form's last step, and its campaign (NONE without one). */
export function storedRequestHits(utmCampaign: string | null): FigureHit[] {
  return [
    { dimension: dimensions.form, value: "stored" },
    { dimension: dimensions.storedCampaign, value: cleanCampaign(utmCampaign) ?? NONE },
  ];
}
