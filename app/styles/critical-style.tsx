"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { criticalCss } from "./stylesheets.generated";
import { linksStylesheetInHead } from "./first-paint";
import { siteStylesheetHref } from "./site-stylesheet.generated";

const CRITICAL_STYLE_ID = "critical-css";

/**
 * The stylesheet's critical part, inlined once in <head> (issue 46). A client component with no props, so the RSC
 * payload carries only a reference to it, not the text (a server component's <style> rides in both). The server
 * renders the text; the browser hydrates with the text already in the document, and its bundle never holds it
 * (Next compiles `typeof window` to a constant per bundle, and the unused import is dropped: budgets.spec.ts).
 * A page without a hero links the whole file here instead (first-paint.ts).
 */
export function CriticalStyle() {
  const segments = useSelectedLayoutSegments();
  if (linksStylesheetInHead(segments)) return <link rel="stylesheet" href={siteStylesheetHref} />;
  const css = typeof window === "undefined" ? criticalCss : (document.getElementById(CRITICAL_STYLE_ID)?.textContent ?? "");
  return <style id={CRITICAL_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
