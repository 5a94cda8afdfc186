import { clampToRange } from "./repair-settings";
import { defaultSettings, fallbackFontSize, settingRanges, type AccessibilitySettings } from "./settings";

/** What the browser tells us about the visitor before any stored setting applies. */
export interface SystemEnvironment {
  /** The root's computed font size in px, or null when it cannot be read. */
  readonly rootFontSizePx: number | null;
  /** The site's base font stack as the browser resolved it. */
  readonly baseFontFamily: string;
  readonly prefersReducedMotion: boolean;
  readonly prefersMoreContrast: boolean;
}

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
    fontSize: size !== null && Number.isFinite(size) && size > 0 ? clampToRange(size, settingRanges.fontSize) : fallbackFontSize,
    fontFamily: isSerifStack(env.baseFontFamily) ? "Georgia" : "Inter",
    reducedMotion: env.prefersReducedMotion,
    highContrast: env.prefersMoreContrast,
  };
}
