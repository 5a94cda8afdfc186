import { settingsEqual } from "./repair-settings";
import { defaultSettings, type AccessibilitySettings, type FontFamily } from "./settings";

/** Dyslexia-friendly mode never lets weight, spacing or line height fall below these. */
export const dyslexiaMode = { fontWeight: 600, letterSpacingEm: 0.12, wordSpacingEm: 0.16, lineHeight: 1.8 } as const;

/** Letter and word spacing are stored as px at the 16px reference size and applied in em, so they scale with the text. */
export const spacingReferencePx = 16;

/**
 * On <html> while nothing the visitor chose has been applied: the first visit's HTML carries it, and
 * the stylesheets then follow the system's preferences (reduced motion, more contrast) through media
 * queries. Any applied settings remove it, from then on their own attributes decide.
 */
export const systemDefaultsAttribute = "data-system-defaults";

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
  systemDefaultsAttribute,
] as const;

export const managedProperties = [
  "--root-font-size",
  "--line-height",
  "--letter-spacing",
  "--word-spacing",
  "--text-align",
  "--font-weight-body",
] as const;

/**
 * How settings show on <html>: custom properties that the design tokens read, and data attributes
 * that the theme and mode stylesheets select on. Settings restyle; they never touch content.
 */
export interface DocumentState {
  /** null removes the attribute. */
  readonly attributes: Readonly<Record<(typeof managedAttributes)[number], string | null>>;
  readonly properties: Readonly<Record<(typeof managedProperties)[number], string>>;
  /** Self-hosted stylesheet a font needs, requested only when that font is chosen. */
  readonly fontStylesheet: string | null;
}

const selfHostedFonts: Partial<Record<FontFamily, string>> = {
  OpenDyslexic: "/fonts/opendyslexic.css",
  "Atkinson Hyperlegible": "/fonts/atkinson-hyperlegible.css",
};

export function fontSlug(family: FontFamily): string {
  return family.toLowerCase().replace(/ /g, "-");
}

function em(value: number): string {
  return `${Number(value.toFixed(4))}em`;
}

/** How the settings show on <html>. */
export function documentState(settings: AccessibilitySettings): DocumentState {
  const dyslexia = settings.dyslexiaFriendly;
  const floor = dyslexiaMode;
  const letter = settings.letterSpacing / spacingReferencePx;
  const word = settings.wordSpacing / spacingReferencePx;
  const flag = (on: boolean) => (on ? "" : null);
  return {
    attributes: {
      "data-theme": settings.colorTheme,
      "data-font": fontSlug(settings.fontFamily),
      "data-high-contrast": flag(settings.highContrast),
      "data-focus-outlines": flag(settings.focusOutlines),
      "data-cursor": settings.cursor === "default" ? null : settings.cursor,
      "data-reduced-motion": flag(settings.reducedMotion),
      "data-dyslexia": flag(dyslexia),
      "data-reading-mask": flag(settings.readingMask),
      "data-highlight-links": flag(settings.highlightLinks),
      "data-highlight-headings": flag(settings.highlightHeadings),
      [systemDefaultsAttribute]: null,
    },
    properties: {
      "--root-font-size": `${settings.fontSize}px`,
      "--line-height": String(dyslexia ? Math.max(floor.lineHeight, settings.lineHeight) : settings.lineHeight),
      "--letter-spacing": em(dyslexia ? Math.max(floor.letterSpacingEm, letter) : letter),
      "--word-spacing": em(dyslexia ? Math.max(floor.wordSpacingEm, word) : word),
      "--text-align": settings.textAlign,
      "--font-weight-body": dyslexia ? String(floor.fontWeight) : "400",
    },
    fontStylesheet: selfHostedFonts[settings.fontFamily] ?? null,
  };
}

/**
 * What the server renders on <html> for everyone: the defaults' attributes and the system-defaults
 * marker. The size, spacing and weight need nothing here: the tokens' own values are the defaults
 * (the size follows the browser's, within the model's range).
 */
export const firstVisitAttributes: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(documentState(defaultSettings).attributes).filter((entry): entry is [string, string] => entry[1] !== null)),
  [systemDefaultsAttribute]: "",
};

/** Whether nothing has been applied to <html> yet: the first-visit marker still on, no inline custom property. */
export function nothingApplied(root: HTMLElement): boolean {
  return root.hasAttribute(systemDefaultsAttribute) && root.style.length === 0;
}

/**
 * Whether <html> already shows `settings` as a first visit's page does: nothing applied (the marker on, no inline
 * property), the server's attributes with the head script's font family, the tokens' own values, and the
 * stylesheets following the system's preferences through their media queries. `system` is what this browser
 * implies: its own font size, which the root's token follows, and its family. Applying such settings again would
 * only rewrite the same look, and the root's inline custom properties restyled every element of the page, inside
 * hydration, on every first page load (docs/performance.md). A system that asks for reduced motion or more contrast
 * is applied as before, its own attributes taking over from the media queries.
 */
export function showsFirstVisit(root: HTMLElement, settings: AccessibilitySettings, system: AccessibilitySettings): boolean {
  if (!nothingApplied(root)) return false;
  const firstVisit: AccessibilitySettings = { ...defaultSettings, fontSize: system.fontSize, fontFamily: system.fontFamily };
  if (!settingsEqual(settings, firstVisit)) return false;
  return Object.entries(documentState(settings).attributes).every(
    ([name, value]) => name === systemDefaultsAttribute || root.getAttribute(name) === value,
  );
}

/** The head script builds the same id, so a stylesheet it added is never added twice. */
export function fontStylesheetId(href: string): string {
  return `a11y-font-${href.replace(/\W+/g, "-")}`;
}

/** Adds the font's stylesheet once; the browser fetches it only now, never on a normal page load. */
export function ensureFontStylesheet(doc: Document, href: string | null): void {
  if (href === null) return;
  const id = fontStylesheetId(href);
  if (doc.getElementById(id)) return;
  const link = doc.createElement("link");
  link.id = id;
  link.rel = "stylesheet";
  link.href = href;
  doc.head.appendChild(link);
}

/** Sets the state's attributes and custom properties on <html>, and requests the font it needs. */
export function applyDocumentState(doc: Document, state: DocumentState): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(state.attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  // CSSOM setProperty, not a style attribute, so a strict style-src CSP allows it.
  for (const [name, value] of Object.entries(state.properties)) root.style.setProperty(name, value);
  ensureFontStylesheet(doc, state.fontStylesheet);
}
