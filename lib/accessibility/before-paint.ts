import type { AccessibilitySettings, SettingRange, SettingRules } from "./settings";

/*
 * The settings rules the browser store and the blocking head script share. The head script is this
 * module compiled on its own (scripts/head-script/build.ts), so it imports nothing at run time: the
 * settings model comes in as plain data through parameters. Change a rule here and both follow.
 */

/** Outcome of repairing an untrusted value: usable settings plus what had to be fixed. */
export interface RepairResult {
  readonly settings: AccessibilitySettings;
  readonly problems: readonly string[];
}

/** What the browser tells us about the visitor before any stored setting applies. */
export interface SystemEnvironment {
  /** The root's computed font size in px, or null when it cannot be read. */
  readonly rootFontSizePx: number | null;
  /** The site's base font stack as the browser resolved it. */
  readonly baseFontFamily: string;
  readonly prefersReducedMotion: boolean;
  readonly prefersMoreContrast: boolean;
}

/** The first-visit defaults and how the browser's own choices adjust them. */
export interface SystemDefaultRules {
  readonly defaults: AccessibilitySettings;
  readonly fontSizeRange: SettingRange;
  /** A stack whose last resort matches this (case-insensitive) is a serif one. */
  readonly serifStackPattern: string;
}

/** The constants that turn settings into the page's look. */
export interface LookRules {
  /** Dyslexia-friendly mode never lets weight, spacing or line height fall below these. */
  readonly dyslexiaMode: {
    readonly fontWeight: number;
    readonly letterSpacingEm: number;
    readonly wordSpacingEm: number;
    readonly lineHeight: number;
  };
  /** Letter and word spacing are stored as px at this reference size and applied in em, so they scale with the text. */
  readonly spacingReferencePx: number;
  /** Self-hosted stylesheet each such font needs, requested only when that font is chosen. */
  readonly selfHostedFonts: Readonly<Record<string, string>>;
}

/**
 * How settings show on <html>: custom properties that the design tokens read, and data attributes
 * that the theme and mode stylesheets select on. Settings restyle; they never touch content.
 */
export interface DocumentState {
  /** null removes the attribute. */
  readonly attributes: Readonly<Record<string, string | null>>;
  readonly properties: Readonly<Record<string, string>>;
  /** Self-hosted stylesheet a font needs, requested only when that font is chosen. */
  readonly fontStylesheet: string | null;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Clamps into the range and snaps to the step grid; float noise is rounded away so 1.7000000000000002 is stored as 1.7. */
export function clampToRange(value: number, range: SettingRange): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  if (range.step === null) return clamped;
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  const precision = Math.max(decimalsOf(range.step), decimalsOf(range.min));
  return Math.min(range.max, Number(snapped.toFixed(precision)));
}

function repairField(rules: SettingRules, key: string, raw: unknown, fallback: unknown): { ok: boolean; value: unknown } {
  const range = rules.ranges[key];
  if (range) {
    if (typeof raw !== "number" || !Number.isFinite(raw)) return { ok: false, value: fallback };
    const value = clampToRange(raw, range);
    return { ok: value === raw, value };
  }
  const options = rules.choices[key];
  if (options) return typeof raw === "string" && options.includes(raw) ? { ok: true, value: raw } : { ok: false, value: fallback };
  if (rules.nullableText.includes(key)) {
    return raw === null || typeof raw === "string" ? { ok: true, value: raw } : { ok: false, value: fallback };
  }
  return typeof raw === "boolean" ? { ok: true, value: raw } : { ok: false, value: fallback };
}

/**
 * Repairs an untrusted value field by field: each valid field is kept, numbers are clamped and snapped,
 * anything else (wrong type, unknown choice, missing) takes the fallback's value, and unknown keys are dropped.
 */
export function repairWith(rules: SettingRules, input: unknown, fallback: AccessibilitySettings): RepairResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { settings: fallback, problems: ["stored settings are not an object"] };
  }
  const source = input as Record<string, unknown>;
  const fallbackValues = fallback as unknown as Record<string, unknown>;
  const problems: string[] = [];
  const result: Record<string, unknown> = {};
  for (const key of rules.keys) {
    if (!(key in source)) {
      result[key] = fallbackValues[key];
      continue;
    }
    const outcome = repairField(rules, key, source[key], fallbackValues[key]);
    if (!outcome.ok) problems.push(`${key} was invalid and has been repaired`);
    result[key] = outcome.value;
  }
  for (const key of Object.keys(source)) {
    if (!rules.keys.includes(key)) problems.push(`unknown setting ${key} was dropped`);
  }
  // The mask and the guide are two answers to one need; both at once would dim the very line the guide marks.
  if (result.readingMask === true && result.readingGuide === true) {
    result.readingGuide = false;
    problems.push("readingGuide was turned off because the reading mask is on");
  }
  return { settings: result as unknown as AccessibilitySettings, problems };
}

/** A first visit takes its font size and family from the browser, and reduced motion and high contrast from the OS preferences. */
export function systemDefaultsWith(rules: SystemDefaultRules, env: SystemEnvironment): AccessibilitySettings {
  const size = env.rootFontSizePx;
  return {
    ...rules.defaults,
    fontSize: size !== null && Number.isFinite(size) && size > 0 ? clampToRange(size, rules.fontSizeRange) : rules.defaults.fontSize,
    fontFamily: new RegExp(rules.serifStackPattern, "i").test(env.baseFontFamily.trim()) ? "Georgia" : "Inter",
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
    prefersReducedMotion: prefers("(prefers-reduced-motion: reduce)"),
    prefersMoreContrast: prefers("(prefers-contrast: more)"),
  };
}

function em(value: number): string {
  return `${Number(value.toFixed(4))}em`;
}

export function documentStateWith(rules: LookRules, settings: AccessibilitySettings): DocumentState {
  const dyslexia = settings.dyslexiaFriendly;
  const floor = rules.dyslexiaMode;
  const letter = settings.letterSpacing / rules.spacingReferencePx;
  const word = settings.wordSpacing / rules.spacingReferencePx;
  const flag = (on: boolean) => (on ? "" : null);
  return {
    attributes: {
      "data-theme": settings.colorTheme,
      "data-font": settings.fontFamily.toLowerCase().replace(/ /g, "-"),
      "data-high-contrast": flag(settings.highContrast),
      "data-focus-outlines": flag(settings.focusOutlines),
      "data-cursor": settings.cursor === "default" ? null : settings.cursor,
      "data-reduced-motion": flag(settings.reducedMotion),
      "data-dyslexia": flag(dyslexia),
      "data-reading-mask": flag(settings.readingMask),
      "data-highlight-links": flag(settings.highlightLinks),
      "data-highlight-headings": flag(settings.highlightHeadings),
    },
    properties: {
      "--root-font-size": `${settings.fontSize}px`,
      "--line-height": String(dyslexia ? Math.max(floor.lineHeight, settings.lineHeight) : settings.lineHeight),
      "--letter-spacing": em(dyslexia ? Math.max(floor.letterSpacingEm, letter) : letter),
      "--word-spacing": em(dyslexia ? Math.max(floor.wordSpacingEm, word) : word),
      "--text-align": settings.textAlign,
      "--font-weight-body": dyslexia ? String(floor.fontWeight) : "400",
    },
    fontStylesheet: rules.selfHostedFonts[settings.fontFamily] ?? null,
  };
}

export function fontStylesheetId(href: string): string {
  return `a11y-font-${href.replace(/[^a-z0-9]+/gi, "-")}`;
}

/** Sets the state's attributes and custom properties on <html>. */
export function applyDocumentAttributes(doc: Document, state: DocumentState): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(state.attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  // CSSOM setProperty, not a style attribute, so a strict style-src CSP allows it.
  for (const [name, value] of Object.entries(state.properties)) root.style.setProperty(name, value);
}

/** Adds the font's stylesheet once; the browser fetches it only now, never on a normal page load. Returns the new link. */
export function ensureFontStylesheet(doc: Document, href: string | null): HTMLLinkElement | null {
  if (href === null) return null;
  const id = fontStylesheetId(href);
  if (doc.getElementById(id)) return null;
  const link = doc.createElement("link");
  link.id = id;
  link.rel = "stylesheet";
  link.href = href;
  doc.head.appendChild(link);
  return link;
}

/** Everything the head script needs, as JSON. */
export interface BeforePaintConfig {
  readonly storageKey: string;
  readonly settingRules: SettingRules;
  readonly systemDefaultRules: SystemDefaultRules;
  readonly lookRules: LookRules;
  /** Set on <html> while a stored self-hosted font loads (the page stays hidden meanwhile), for at most the timeout. */
  readonly fontLoadingAttribute: string;
  readonly fontLoadingTimeoutMs: number;
}

/**
 * The head script's body: applies the stored settings before first paint, so a reload never flashes
 * default styles. Storage that throws or holds nonsense leaves the defaults.
 */
export function applyStoredSettingsBeforePaint(config: BeforePaintConfig): void {
  let stored: unknown = {};
  try {
    const text = localStorage.getItem(config.storageKey);
    if (text !== null) stored = JSON.parse(text);
  } catch {
    stored = {};
  }
  const system = systemDefaultsWith(config.systemDefaultRules, readSystemEnvironment());
  const settings = repairWith(config.settingRules, stored, system).settings;
  const state = documentStateWith(config.lookRules, settings);
  applyDocumentAttributes(document, state);
  const link = ensureFontStylesheet(document, state.fontStylesheet);
  if (!link) return;
  // Text swapping fonts after first paint measured a layout shift of 0.16 on /home: hide it until the font is in.
  const root = document.documentElement;
  root.setAttribute(config.fontLoadingAttribute, "");
  const reveal = () => root.removeAttribute(config.fontLoadingAttribute);
  setTimeout(reveal, config.fontLoadingTimeoutMs);
  link.onload = () => {
    try {
      const family = `"${settings.fontFamily}"`;
      Promise.all([document.fonts.load(`400 1em ${family}`), document.fonts.load(`700 1em ${family}`)]).then(reveal, reveal);
    } catch {
      reveal();
    }
  };
  link.onerror = reveal;
}
