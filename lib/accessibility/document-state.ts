import { applyDocumentAttributes, documentStateWith, ensureFontStylesheet, type DocumentState, type LookRules } from "./before-paint";
import type { AccessibilitySettings, FontFamily } from "./settings";

export { ensureFontStylesheet, fontStylesheetId, type DocumentState } from "./before-paint";

/** Dyslexia-friendly mode never lets weight, spacing or line height fall below these. */
export const dyslexiaMode = { fontWeight: 600, letterSpacingEm: 0.12, wordSpacingEm: 0.16, lineHeight: 1.8 } as const;

/** Letter and word spacing are stored as px at the 16px reference size and applied in em, so they scale with the text. */
export const spacingReferencePx = 16;

/** Attributes the store owns on <html>; anything else there belongs to someone else. */
export const managedAttributes = [
  "data-theme",
  "data-font",
  "data-high-contrast",
  "data-focus-outlines",
  "data-cursor",
  "data-reduced-motion",
  "data-dyslexia",
  "data-reading-mask",
  "data-highlight-links",
  "data-highlight-headings",
] as const;

export const managedProperties = [
  "--root-font-size",
  "--line-height",
  "--letter-spacing",
  "--word-spacing",
  "--text-align",
  "--font-weight-body",
] as const;

const selfHostedFonts: Partial<Record<FontFamily, string>> = {
  OpenDyslexic: "/fonts/opendyslexic.css",
  "Atkinson Hyperlegible": "/fonts/atkinson-hyperlegible.css",
};

export const lookRules: LookRules = { dyslexiaMode, spacingReferencePx, selfHostedFonts };

export function fontSlug(family: FontFamily): string {
  return family.toLowerCase().replace(/ /g, "-");
}

/** How the settings show on <html> (the rule lives in before-paint.ts, shared with the head script). */
export function documentState(settings: AccessibilitySettings): DocumentState {
  return documentStateWith(lookRules, settings);
}

export function applyDocumentState(doc: Document, state: DocumentState): void {
  applyDocumentAttributes(doc, state);
  ensureFontStylesheet(doc, state.fontStylesheet);
}
