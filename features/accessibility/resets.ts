import type { AccessibilitySettings } from "./settings";

/** Full Reset restores every default this visitor's system implies. */
export function fullReset(system: AccessibilitySettings): AccessibilitySettings {
  return system;
}

/**
 * Smart Reset: undoes the look, keeps what makes the text readable for this visitor.
 * Sizes only grow back to the defaults; theme, contrast, word spacing, alignment, cursor and reading
 * mask return to the defaults; everything else (fonts, speech, motion, outlines...) is kept.
 * The later aids follow their nearest kin: the reading guide goes with the mask, the
 * link and heading highlights with the theme and contrast (they repaint the page); the page structure
 * button is a tool, like speech, and stays.
 */
export function smartReset(current: AccessibilitySettings, system: AccessibilitySettings): AccessibilitySettings {
  return {
    ...current,
    fontSize: Math.max(current.fontSize, system.fontSize),
    lineHeight: Math.max(current.lineHeight, 1.5),
    letterSpacing: Math.max(current.letterSpacing, 0),
    colorTheme: system.colorTheme,
    highContrast: system.highContrast,
    wordSpacing: system.wordSpacing,
    textAlign: system.textAlign,
    cursor: system.cursor,
    readingMask: system.readingMask,
    readingGuide: system.readingGuide,
    highlightLinks: system.highlightLinks,
    highlightHeadings: system.highlightHeadings,
  };
}
