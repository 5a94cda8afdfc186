"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { isAdminArea, linksStylesheetInHead } from "./first-paint";
import { siteStylesheetHref } from "./site-stylesheet.generated";

/**
 * The site's whole stylesheet (the form's rules included), one cached file linked by the root layout as the last
 * thing in <body> (issue 46, docs/performance.md). The browser paints what comes before it with the parts inlined
 * in <head> and in the hero, and fetches the file meanwhile, with or without JavaScript; the parser waits at the
 * link, so nothing visible may come after it (the floating buttons did, and were missing from the first paint).
 * No `precedence`, which would make React hoist it into <head>, render-blocking. A client component with no props,
 * so the RSC payload carries a reference to it, not the link. The admin area, which imports the stylesheet through
 * Next with its own rules after it, gets none: this file after admin.css would override those; nor does a page
 * that links the file in <head> (first-paint.ts).
 * The marker attribute is what the critical part's pending rule waits on (scripts/styles/split-stylesheet.ts).
 */
export function DeferredStylesheet() {
  const segments = useSelectedLayoutSegments();
  if (isAdminArea(segments) || linksStylesheetInHead(segments)) return null;
  return <link rel="stylesheet" href={siteStylesheetHref} data-deferred-stylesheet="" />;
}
