import type { BooleanSettingKey, NumericSettingKey } from "./settings";

/** Every word the panel shows, in one place. */
export const panelCopy = {
  title: "Accessibility settings",
  intro: "Changes apply at once and are kept in this browser.",
  openButton: "Accessibility settings",
  closeButton: "Close accessibility settings",
  sections: {
    presets: "Quick Presets",
    speech: "Text-to-Speech",
    readingTools: "Reading Tools",
    preview: "Preview",
    fonts: "Font Settings",
    color: "Color & Contrast",
    navigation: "Navigation & Interaction",
    resets: "Reset Options",
  },
  fontFamily: "Font",
  colorTheme: "Color theme",
  textAlign: "Text alignment",
  cursor: "Cursor",
  smartReset: "Smart Reset",
  smartResetHint: "Resets colours, alignment, cursor and reading mask; keeps larger text and your other choices.",
  fullReset: "Full Reset",
  fullResetHint: "Restores every default.",
  previewSample:
    "OpenSeat places vetted marketing specialists inside your team. This sample shows how text reads with your current settings.",
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
};
