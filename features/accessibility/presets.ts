import { applyPatch, settingsEqual } from "./repair-settings";
import type { AccessibilitySettings, SettingKey } from "./settings";

export const presetIds = ["dyslexia-friendly", "low-vision", "motor-support"] as const;
export type PresetId = (typeof presetIds)[number];

export interface PresetInfo {
  readonly id: PresetId;
  readonly label: string;
  readonly description: string;
}

export const presets: readonly PresetInfo[] = [
  {
    id: "dyslexia-friendly",
    label: "Dyslexia Friendly",
    description: "OpenDyslexic font, larger text and wider spacing.",
  },
  {
    id: "low-vision",
    label: "Low Vision",
    description: "Large high-contrast text, with speech and hover-to-read.",
  },
  {
    id: "motor-support",
    label: "Motor Support",
    description: "Large pointer, no motion and Ctrl + wheel text zoom.",
  },
];

/** What each preset sets. Its sizes are floors, so a visitor who already reads larger text keeps it. */
export function presetPatch(id: PresetId, current: AccessibilitySettings): Partial<AccessibilitySettings> {
  switch (id) {
    case "dyslexia-friendly":
      return {
        fontFamily: "OpenDyslexic",
        fontSize: Math.max(current.fontSize, 18),
        lineHeight: 1.8,
        letterSpacing: 1.2,
        wordSpacing: 2,
        dyslexiaFriendly: true,
        focusOutlines: true,
      };
    case "low-vision":
      return {
        fontSize: Math.max(current.fontSize, 20),
        colorTheme: "high-contrast",
        highContrast: true,
        lineHeight: 2,
        letterSpacing: 1,
        focusOutlines: true,
        speechEnabled: true,
        hoverToRead: true,
      };
    case "motor-support":
      return {
        cursor: "pointer",
        focusOutlines: true,
        reducedMotion: true,
        fontSize: Math.max(current.fontSize, 18),
        mouseWheelZoom: true,
      };
  }
}

export function applyPreset(id: PresetId, current: AccessibilitySettings): AccessibilitySettings {
  return applyPatch(current, presetPatch(id, current));
}

/** A preset is in effect when applying it would change nothing: every value it sets is already there. */
export function isPresetActive(id: PresetId, current: AccessibilitySettings): boolean {
  return settingsEqual(applyPreset(id, current), current);
}

/**
 * Turning a preset off returns what it set to the visitor's defaults, except the settings that another
 * preset still in effect also sets: switching Motor Support off must not undo Dyslexia Friendly's larger text.
 */
export function removePreset(id: PresetId, current: AccessibilitySettings, system: AccessibilitySettings): AccessibilitySettings {
  const keptByOthers = new Set<SettingKey>(
    presetIds
      .filter((other) => other !== id && isPresetActive(other, current))
      .flatMap((other) => Object.keys(presetPatch(other, current)) as SettingKey[]),
  );
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(presetPatch(id, current)) as SettingKey[]) {
    if (!keptByOthers.has(key)) patch[key] = system[key];
  }
  return applyPatch(current, patch as Partial<AccessibilitySettings>);
}

/** The panel's one action for a preset button: on when it is off, off when it is on. */
export function togglePreset(id: PresetId, current: AccessibilitySettings, system: AccessibilitySettings): AccessibilitySettings {
  return isPresetActive(id, current) ? removePreset(id, current, system) : applyPreset(id, current);
}
