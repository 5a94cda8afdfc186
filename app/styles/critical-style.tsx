"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { criticalCss, fontFacesCss } from "./stylesheets.generated";
import { linksStylesheetInHead } from "./first-paint";
import { siteStylesheetHref } from "./site-stylesheet.generated";

const CRITICAL_STYLE_ID = "critical-css";

/**
 * The stylesheet's critical part, inlined once in <head> (issue 46). A client component with no props, so the RSC
 * payload carries only a reference to it, not the text (a server component's <style> rides in both). The server
 * renders the text; the browser hydrates with the text already in the document, and its bundle never holds it
 * (Next compiles `typeof window` to a constant per bundle, and the unused import is dropped: budgets.spec.ts).
 * A page without a hero inlines only the @font-face rules, which the file leaves out, and links the whole file
 * here (first-paint.ts). The <style> stays put across client navigations, so the fonts are never declared twice.
 */
export function CriticalStyle() {
  const inHead = linksStylesheetInHead(useSelectedLayoutSegments());
  const css = typeof window === "undefined" ? (inHead ? fontFacesCss : criticalCss) : (document.getElementById(CRITICAL_STYLE_ID)?.textContent ?? "");
  return (
    <>
      <style id={CRITICAL_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
      {inHead ? <link rel="stylesheet" href={siteStylesheetHref} /> : null}
    </>
  );
}
