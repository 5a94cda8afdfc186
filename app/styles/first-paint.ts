import type { PublicRoute } from "@/platform/config/site";

/**
 * The public pages with no hero (PageHero): what they show under the header waits for the site's stylesheet
 * whichever way it comes, so inlining the critical part would buy them only an earlier header, for about 3.6 KB
 * gzip of HTML (the privacy policy went over its 20,000 B budget with it). They link the whole file in <head>
 * instead, inlining nothing (docs/performance.md). tests/e2e/deferred-stylesheet.spec.ts fails when a page is on the
 * wrong side of this list.
 */
const PAGES_WITHOUT_HERO = ["/accessibility", "/privacy-policy", "/terms-of-use"] as const satisfies readonly PublicRoute[];

/** The resources' documents (/resources/<slug>): a document view, no hero. */
const RESOURCE_DOCUMENT = /^\/resources\/[^/]+$/;

/** The path a root layout's selected segments stand for: route groups ("(marketing)") name no part of it. */
export function pathOfSegments(segments: readonly string[]): string {
  return `/${segments.filter((segment) => !segment.startsWith("(")).join("/")}`;
}

/** Whether a page links the stylesheet in <head> (no hero) rather than inlining its critical part. */
export function linksStylesheetInHead(segments: readonly string[]): boolean {
  const path = pathOfSegments(segments);
  return (PAGES_WITHOUT_HERO as readonly string[]).includes(path) || RESOURCE_DOCUMENT.test(path);
}

/** The admin area imports the stylesheet through Next, its own rules after it: it links nothing of ours. */
export function isAdminArea(segments: readonly string[]): boolean {
  return segments[0] === "(admin)";
}
