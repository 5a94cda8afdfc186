import type { BooleanSettingKey, ColorTheme, CursorStyle, NumericSettingKey, TextAlignment } from "@/features/accessibility/settings";

/** Every word the panel shows, in one place. */
export const panelCopy = {
  title: "Accessibility settings",
  intro: "Changes apply at once and are kept in this browser. F2 opens and closes this panel from anywhere on the site.",
  closeButton: "Close accessibility settings",
  /**
   * Each heading is the specification's name for its section, so a visitor or a tester holding the
   * specification finds "Font Settings"; the plain-language wording is the one-line hint under it.
   * In the order visitors reach for them: presets, text, preview, color, reading aids, speech, navigation, reset.
   */
  sections: {
    presets: {
      title: "Quick Presets",
      hint: "Each preset changes several settings at once. Press an active preset again to return those settings to your defaults.",
    },
    text: { title: "Font Settings", hint: "Text size, letter shapes, spacing and alignment." },
    preview: { title: "Preview", hint: "A sample of how text reads with your current settings." },
    color: { title: "Color & Contrast", hint: "Color themes, including three for color vision, and a mode that strengthens any theme." },
    readingTools: { title: "Reading Tools", hint: "Help keeping your place on the line, and headings and links that stand out." },
    speech: { title: "Text-to-Speech", hint: "Have the page, or the part you point at, read aloud." },
    navigation: { title: "Navigation & Interaction", hint: "Move around the page by its headings and regions, and see focus, the cursor and motion clearly." },
    resets: { title: "Reset Options", hint: "Go back to the defaults, part of the way or all of it." },
  },
  fontFamily: "Font",
  fontGroup: "Font and letter shapes",
  fontGroupHint:
    "Dyslexia-friendly mode makes any font heavier and more widely spaced. The Dyslexia Friendly preset turns it on together with the OpenDyslexic font and larger text.",
  spacingGroup: "Spacing",
  colorTheme: "Color theme",
  textAlign: "Text alignment",
  cursor: "Cursor",
  readingAid: "Reading aid",
  readingAidHint: "Choose one: the mask dims the page around the line you read, the guide only underlines it.",
  readingAidNone: "None",
  speechOffHint: "Turn speech on to have the page read aloud; its voice, rate, pitch and volume appear here when it is on.",
  pageStructureNow: "Show page structure",
  statementLink: "About this site's accessibility",
  smartReset: "Smart Reset",
  smartResetHint:
    "Resets colors, alignment, cursor, highlights, reading aids and word spacing; keeps larger text and your other choices.",
  fullReset: "Full Reset",
  fullResetHint: "Restores every default.",
  /**
   * The brand comes in as an argument: the panel renders in the browser, where the configured company
   * (platform/config/company.ts) is not read, so the root layout hands its name down.
   */
  previewSample: (brand: string) =>
    `${brand} places vetted marketing specialists inside your team. They work your hours, in your tools, under your brand.`,
} as const;

/** What the panel's live region says after a preset or a reset (features/accessibility/announcements.ts). */
export const panelAnnouncementCopy = {
  presetOn: (label: string) => `${label} preset applied`,
  presetOff: (label: string) => `${label} preset turned off`,
  speakingAids: { speechEnabled: "the site's own speech", hoverToRead: "hover-to-read" },
  presetOnSpeaking: (label: string, aids: readonly string[], switchLabel: string, sectionTitle: string) =>
    `${label} preset applied. It also turned on ${aids.join(" and ")}, which read${aids.length > 1 ? "" : "s"} text aloud in a voice ` +
    `of ${aids.length > 1 ? "their" : "its"} own. To turn ${aids.length > 1 ? "them" : "it"} off, switch off ${switchLabel} under ` +
    `${sectionTitle}, or press ${label} again.`,
  reset: (label: string) => `${label} done`,
} as const;

/** The page structure navigator's words; loaded with the navigator. */
export const pageStructureCopy = {
  title: "Page structure",
  closeButton: "Close page structure",
  intro: "Choose a heading or a region to move straight to it.",
  headings: "Headings",
  landmarks: "Regions",
  noHeadings: "This page has no headings.",
  level: (level: number) => `level ${level}`,
} as const;

export interface NumericFieldCopy {
  readonly label: string;
  /** How the value is shown and spoken, e.g. "18px". */
  readonly format: (value: number) => string;
}

const times = (value: number) => `${value.toFixed(1)}×`;

export const numericFieldCopy: Readonly<Record<NumericSettingKey, NumericFieldCopy>> = {
  fontSize: { label: "Font size", format: (v) => `${v}px` },
  lineHeight: { label: "Line height", format: (v) => v.toFixed(1) },
  letterSpacing: { label: "Letter spacing", format: (v) => `${v.toFixed(1)}px` },
  wordSpacing: { label: "Word spacing", format: (v) => `${v}px` },
  speechRate: { label: "Speech rate", format: times },
  speechPitch: { label: "Speech pitch", format: times },
  speechVolume: { label: "Speech volume", format: (v) => `${Math.round(v * 100)}%` },
};

export const booleanFieldCopy: Readonly<Record<BooleanSettingKey, string>> = {
  highContrast: "High contrast mode",
  reducedMotion: "Reduce motion",
  speechEnabled: "Enable text-to-speech",
  hoverToRead: "Hover to read",
  focusOutlines: "Enhanced focus outlines",
  readingMask: "Reading mask",
  dyslexiaFriendly: "Dyslexia-friendly mode",
  mouseWheelZoom: "Mouse wheel zoom (Ctrl or Cmd + wheel)",
  highlightLinks: "Highlight links",
  highlightHeadings: "Highlight headings",
  readingGuide: "Reading guide line",
  pageStructureButton: "Page structure button",
};

/** The one-line hint under a switch: what it does, and how it relates to its neighbors. */
export const booleanFieldHints: Readonly<Partial<Record<BooleanSettingKey, string>>> = {
  highContrast:
    "Works with any theme: muted text and light borders go to full strength. The Low Vision preset turns it on with the high contrast theme.",
  reducedMotion: "Stops animations, transitions and smooth scrolling.",
  hoverToRead: "Reads a paragraph aloud when the pointer rests on it for half a second.",
  focusOutlines: "A thick 3px outline around whatever the keyboard is on.",
  readingMask: "Dims the page except a 100px band around the pointer or the focused element.",
  readingGuide: "A line under the text at the pointer or the focused element, with nothing dimmed.",
  dyslexiaFriendly: "Heavier letters, at least 0.12em letter spacing, 0.16em word spacing and 1.8 line height.",
  mouseWheelZoom: "Ctrl or Cmd + mouse wheel changes the font size above, 1px per step, instead of zooming the page.",
  highlightLinks: "Underlines and outlines every link so none hides in the text.",
  highlightHeadings: "Marks each heading with a bar and a tint so the page's outline stands out.",
  pageStructureButton: "Adds a button to every page that lists its headings and regions and jumps to any of them.",
};

/** Plain names first, the clinical term in brackets, so a visitor recognizes what each theme is for. */
export const themeLabels: Readonly<Record<ColorTheme, string>> = {
  default: "Default",
  "high-contrast": "High contrast (black on white)",
  dark: "Dark",
  "yellow-black": "Yellow on black",
  "blue-white": "White on blue",
  protanopia: "Red-weak color vision (protanopia)",
  deuteranopia: "Green-weak color vision (deuteranopia)",
  tritanopia: "Blue-weak color vision (tritanopia)",
};

export const textAlignLabels: Readonly<Record<TextAlignment, string>> = {
  left: "Left",
  center: "Center",
  right: "Right",
  justify: "Justify",
};

export const cursorLabels: Readonly<Record<CursorStyle, string>> = {
  default: "Default",
  pointer: "Large Pointer",
  crosshair: "Crosshair",
  text: "Text",
};

/** What each theme changes, shown under its name. */
export const themeHints: Readonly<Record<ColorTheme, string>> = {
  default: "The site's own colors.",
  "high-contrast": "Black text on white, dark blue links and buttons, black borders.",
  dark: "Light text on a dark background.",
  "yellow-black": "Yellow text on black, cyan links, yellow borders.",
  "blue-white": "White text on dark blue, pale yellow links.",
  protanopia: "Blue for success and orange for errors instead of green and red; links always underlined; charts in blue and orange.",
  deuteranopia: "Blue for success and orange for errors instead of green and red; links always underlined; charts in blue and amber.",
  tritanopia: "Crimson links and buttons instead of blue; teal for success; charts in crimson and teal.",
};
