import { booleanFieldCopy, cursorLabels, numericFieldCopy, textAlignLabels, themeLabels } from "@/lib/content/accessibility-panel";
import {
  type AccessibilitySettings,
  type BooleanSettingKey,
  type NumericSettingKey,
  type SettingKey,
} from "./settings";

/** The one polite message a change produces, e.g. "Font size 18px" or "Reading mask on". */
export function describeChange<K extends SettingKey>(key: K, value: AccessibilitySettings[K]): string {
  if (key in numericFieldCopy) {
    const copy = numericFieldCopy[key as NumericSettingKey];
    return `${copy.label} ${copy.format(value as number)}`;
  }
  if (key in booleanFieldCopy) return `${booleanFieldCopy[key as BooleanSettingKey]} ${value ? "on" : "off"}`;
  switch (key) {
    case "fontFamily":
      return `Font ${String(value)}`;
    case "colorTheme":
      return `Color theme ${themeLabels[value as AccessibilitySettings["colorTheme"]]}`;
    case "textAlign":
      return `Text alignment ${textAlignLabels[value as AccessibilitySettings["textAlign"]]}`;
    case "cursor":
      return `Cursor ${cursorLabels[value as AccessibilitySettings["cursor"]]}`;
    default:
      return "Setting changed";
  }
}

export function describePreset(label: string, turnedOn = true): string {
  return turnedOn ? `${label} preset applied` : `${label} preset turned off`;
}

export function describeReset(label: string): string {
  return `${label} done`;
}
