import { nothingApplied } from "./document-state";
import { clampToRange } from "./repair-settings";
import { defaultSettings, settingRanges, type AccessibilitySettings } from "./settings";

/** What the browser tells us about the visitor before any stored setting applies. */
export interface SystemEnvironment {
  /** The root's computed font size in px, or null when it cannot be read. */
  readonly rootFontSizePx: number | null;
  /** The site's base font stack as the browser resolved it. */
  readonly baseFontFamily: string;
  readonly prefersReducedMotion: boolean;
  readonly prefersMoreContrast: boolean;
}

/** Also written out in the head script, which applies it before first paint when nothing is saved. */
export const serifStackPattern = /(^|,)\s*["']?(serif|georgia|times new roman|times)["']?\s*$/i;

/** A stack whose last resort is a serif face means the site's system default is serif. */
export function isSerifStack(stack: string): boolean {
  return serifStackPattern.test(stack.trim());
}

/** A first visit takes its font size and family from the browser, and reduced motion and high contrast from the OS preferences. */
export function systemDefaults(env: SystemEnvironment): AccessibilitySettings {
  const size = env.rootFontSizePx;
  return {
    ...defaultSettings,
    fontSize: size !== null && Number.isFinite(size) && size > 0 ? clampToRange(size, settingRanges.fontSize) : defaultSettings.fontSize,
    fontFamily: isSerifStack(env.baseFontFamily) ? "Georgia" : "Inter",
    reducedMotion: env.prefersReducedMotion,
    highContrast: env.prefersMoreContrast,
  };
}

function prefers(query: string): boolean {
  try {
    return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/**
 * Reads the browser's defaults without being fooled by settings already applied to <html>: the family from a
 * design token that settings never override; the size from the root while nothing is applied (the first-visit
 * marker on, no inline property: the root's token is the browser's own size, within the model's range), else from
 * a probe at `medium` (the visitor's browser font size). Appending the probe made the read restyle every element
 * that needed it, inside hydration's task, where the root's own computed style is usually ready.
 */
export function readSystemEnvironment(): SystemEnvironment {
  let rootFontSizePx: number | null = null;
  let baseFontFamily = "";
  try {
    const root = document.documentElement;
    const rootStyle = getComputedStyle(root);
    baseFontFamily = rootStyle.getPropertyValue("--font-family-default");
    let size = rootStyle.fontSize;
    if (!nothingApplied(root)) {
      const probe = document.createElement("span");
      probe.style.cssText = "position:absolute;visibility:hidden;font-size:medium";
      probe.setAttribute("aria-hidden", "true");
      root.appendChild(probe);
      size = getComputedStyle(probe).fontSize;
      probe.remove();
    }
    const parsed = Number.parseFloat(size);
    rootFontSizePx = Number.isFinite(parsed) && parsed > 0 ? parsed : null;
  } catch {
    rootFontSizePx = null;
  }
  return {
    rootFontSizePx,
    baseFontFamily,
    prefersReducedMotion: prefers("(prefers-reduced-motion: reduce)"),
    prefersMoreContrast: prefers("(prefers-contrast: more)"),
  };
}
