"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { stylesheetSourceId } from "@/features/accessibility/stylesheet-source";
import { criticalCss, fontFacesCss } from "./stylesheets.generated";
import { isAdminArea, linksStylesheetInHead } from "./first-paint";
import { siteStylesheetHref } from "./site-stylesheet.generated";

/**
 * The stylesheet's critical part, inlined once in <head> (issue 46). A client component with no props, so the RSC
 * payload carries only a reference to it, not the text (a server component's <style> rides in both). The server
 * renders the text; the browser hydrates with the text already in the document, and its bundle never holds it
 * (Next compiles `typeof window` to a constant per bundle, and the unused import is dropped: budgets.spec.ts).
 * A page without a hero inlines only the @font-face rules, which the file leaves out, and links the whole file
 * here (first-paint.ts). The <style> stays put across client navigations, so the fonts are never declared twice.
 * Its data-stylesheet names the file the head script, right after it, links for a visitor with saved settings.
 * The admin area gets an empty <style> naming nothing: it imports the whole stylesheet through Next with admin.css
 * after it, and any copy of the public rules after those (in <head> they come after Next's links) would win
 * admin.css's ties (tests/e2e/admin-stylesheet.spec.ts). Reached by a client navigation (Back from the public site),
 * the admin area empties the <style>, and its layout turns off the file the head script wrote (public-stylesheet-off.tsx).
 */
export function CriticalStyle() {
  const segments = useSelectedLayoutSegments();
  const admin = isAdminArea(segments);
  const inHead = !admin && linksStylesheetInHead(segments);
  // The text only in the `typeof window` branch, which the client bundle drops with it.
  const fromDocument = () => (admin ? "" : (document.getElementById(stylesheetSourceId)?.textContent ?? ""));
  const css = typeof window === "undefined" ? (admin ? "" : inHead ? fontFacesCss : criticalCss) : fromDocument();
  return (
    <>
      <style id={stylesheetSourceId} data-stylesheet={admin ? undefined : siteStylesheetHref} dangerouslySetInnerHTML={{ __html: css }} />
      {inHead ? <link rel="stylesheet" href={siteStylesheetHref} /> : null}
    </>
  );
}
