/**
 * The accessibility settings model: field types, option lists, ranges and defaults.
 * Everything here is plain data so the store, the schema and the panel share one source.
 */

export const fontFamilies = [
  "Inter",
  "Arial",
  "Georgia",
  "Verdana",
  "Times New Roman",
  "OpenDyslexic",
  "Atkinson Hyperlegible",
  "Comic Sans MS",
] as const;
export type FontFamily = (typeof fontFamilies)[number];

export const colorThemes = [
  "default",
  "high-contrast",
  "dark",
  "yellow-black",
  "blue-white",
  "protanopia",
  "deuteranopia",
  "tritanopia",
] as const;
export type ColorTheme = (typeof colorThemes)[number];

export const textAlignments = ["left", "center", "right", "justify"] as const;
export type TextAlignment = (typeof textAlignments)[number];

export const cursorStyles = ["default", "pointer", "crosshair", "text"] as const;
export type CursorStyle = (typeof cursorStyles)[number];

export interface AccessibilitySettings {
  readonly fontSize: number;
  readonly fontFamily: FontFamily;
  readonly colorTheme: ColorTheme;
  readonly highContrast: boolean;
  readonly reducedMotion: boolean;
  readonly lineHeight: number;
  readonly letterSpacing: number;
  readonly wordSpacing: number;
  readonly speechEnabled: boolean;
  readonly speechRate: number;
  readonly speechPitch: number;
  readonly speechVolume: number;
  readonly hoverToRead: boolean;
  readonly focusOutlines: boolean;
  readonly textAlign: TextAlignment;
  readonly cursor: CursorStyle;
  readonly readingMask: boolean;
  readonly dyslexiaFriendly: boolean;
  readonly mouseWheelZoom: boolean;
  /** Underlines and outlines every link so none hides in running text. */
  readonly highlightLinks: boolean;
  /** Marks every heading with a bar and a tint, so the page's outline shows at a glance. */
  readonly highlightHeadings: boolean;
  /** A line that follows the pointer (or focus) under the text being read: the lighter alternative to the mask. */
  readonly readingGuide: boolean;
  /** Shows a button on every page that lists its headings and landmarks and jumps to any of them. */
  readonly pageStructureButton: boolean;
  /** The speech voice the visitor picked; null lets the browser choose an en-US voice. */
  readonly voiceURI: string | null;
}

export type SettingKey = keyof AccessibilitySettings;
export type NumericSettingKey = {
  [K in SettingKey]: AccessibilitySettings[K] extends number ? K : never;
}[SettingKey];
export type BooleanSettingKey = {
  [K in SettingKey]: AccessibilitySettings[K] extends boolean ? K : never;
}[SettingKey];

export interface SettingRange {
  readonly min: number;
  readonly max: number;
  /** Values snap to multiples of the step counted from min; null means any value in range. */
  readonly step: number | null;
}

/** The range of every numeric setting. Speech ranges have no step: the slider moves by 0.1, but stored values are not snapped. */
export const settingRanges = {
  fontSize: { min: 12, max: 28, step: 1 },
  lineHeight: { min: 1.2, max: 3, step: 0.1 },
  letterSpacing: { min: 0, max: 3, step: 0.1 },
  wordSpacing: { min: 0, max: 10, step: 1 },
  speechRate: { min: 0.5, max: 2, step: null },
  speechPitch: { min: 0.5, max: 2, step: null },
  speechVolume: { min: 0, max: 1, step: null },
} as const satisfies Record<NumericSettingKey, SettingRange>;

/** Step the panel's sliders use where the model itself has none. */
export const sliderStepFallback = 0.1;

export const fallbackFontSize = 16;
export const storageKey = "accessibility-settings";

/**
 * What a first visit starts from: Inter at 16px, default theme, normal spacing, focus outlines on and every
 * other aid off. fontSize, fontFamily, reducedMotion and highContrast are replaced by system values at runtime.
 */
export const defaultSettings: AccessibilitySettings = {
  fontSize: fallbackFontSize,
  fontFamily: "Inter",
  colorTheme: "default",
  highContrast: false,
  reducedMotion: false,
  lineHeight: 1.5,
  letterSpacing: 0,
  wordSpacing: 0,
  speechEnabled: false,
  speechRate: 1,
  speechPitch: 1,
  speechVolume: 1,
  hoverToRead: false,
  focusOutlines: true,
  textAlign: "left",
  cursor: "default",
  readingMask: false,
  dyslexiaFriendly: false,
  mouseWheelZoom: false,
  highlightLinks: false,
  highlightHeadings: false,
  readingGuide: false,
  pageStructureButton: false,
  voiceURI: null,
};

export const settingKeys = Object.keys(defaultSettings) as readonly SettingKey[];

/** Choice fields and the values each accepts. */
export const settingChoices = {
  fontFamily: fontFamilies,
  colorTheme: colorThemes,
  textAlign: textAlignments,
  cursor: cursorStyles,
} as const;

/** The settings model as data: what each setting may hold. */
export interface SettingRules {
  /** Every setting, in order. */
  readonly keys: readonly string[];
  readonly ranges: Readonly<Record<string, SettingRange>>;
  readonly choices: Readonly<Record<string, readonly string[]>>;
  /** Settings holding a string or null (the chosen voice); every other setting is a boolean. */
  readonly nullableText: readonly string[];
}

/** The whole model as plain data: the store's repair and the schema both read this one description. */
export const settingRules: SettingRules = {
  keys: settingKeys,
  ranges: settingRanges,
  choices: settingChoices,
  nullableText: ["voiceURI"],
};
