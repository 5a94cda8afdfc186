"use client";

import { heroCss } from "./page-hero-style.generated";

const HERO_STYLE_ID = "hero-css";

/**
 * The hero's part of the critical rules (issue 46), inlined by the hero where it is, so the pages without one (the
 * legal pages) do not carry it. A client component with no props, as app/styles/critical-style.tsx is, for the same
 * reason: the RSC payload holds a reference, not the text, and the browser bundle never holds it (`typeof window`
 * is a constant per bundle, and the unused import is dropped). A client navigation renders it empty: the whole
 * sheet, linked since the first page, styles the hero then.
 */
export function PageHeroStyle() {
  const css = typeof window === "undefined" ? heroCss : (document.getElementById(HERO_STYLE_ID)?.textContent ?? "");
  return <style id={HERO_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
