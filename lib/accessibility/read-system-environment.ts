import type { SystemEnvironment } from "./system-defaults";

function matches(query: string): boolean {
  try {
    return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/**
 * Reads the browser's defaults without being fooled by settings already applied to <html>:
 * the size comes from a probe at `medium` (the visitor's browser font size), the family from a
 * design token that settings never override.
 */
export function readSystemEnvironment(): SystemEnvironment {
  let rootFontSizePx: number | null = null;
  let baseFontFamily = "";
  try {
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;visibility:hidden;font-size:medium";
    probe.setAttribute("aria-hidden", "true");
    document.documentElement.appendChild(probe);
    const parsed = Number.parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    rootFontSizePx = Number.isFinite(parsed) && parsed > 0 ? parsed : null;
    baseFontFamily = getComputedStyle(document.documentElement).getPropertyValue("--font-family-default");
  } catch {
    rootFontSizePx = null;
  }
  return {
    rootFontSizePx,
    baseFontFamily,
    prefersReducedMotion: matches("(prefers-reduced-motion: reduce)"),
    prefersMoreContrast: matches("(prefers-contrast: more)"),
  };
}
