import { clampToRange, repairWith, type RepairResult } from "./before-paint";
import { settingKeys, settingRules, type AccessibilitySettings } from "./settings";

export { clampToRange, type RepairResult };

/**
 * Repairs an untrusted value field by field (the rules live in before-paint.ts, shared with the head
 * script): valid fields are kept, numbers clamped and snapped, anything else takes the fallback's value.
 */
export function repairSettings(input: unknown, fallback: AccessibilitySettings): RepairResult {
  return repairWith(settingRules, input, fallback);
}

/**
 * Applies a patch through the same rules, so no caller can store an out-of-range value. Turning one
 * reading aid on turns the other off, whichever it is, unless the patch says otherwise.
 */
export function applyPatch(current: AccessibilitySettings, patch: Partial<AccessibilitySettings>): AccessibilitySettings {
  const merged: Record<string, unknown> = { ...current, ...patch };
  if (patch.readingGuide === true && patch.readingMask === undefined) merged.readingMask = false;
  if (patch.readingMask === true && patch.readingGuide === undefined) merged.readingGuide = false;
  return repairSettings(merged, current).settings;
}

/** Parses stored JSON; broken JSON is a repairable problem, never an exception. */
export function parseStoredSettings(raw: string | null, fallback: AccessibilitySettings): RepairResult {
  if (raw === null) return { settings: fallback, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { settings: fallback, problems: ["stored settings are not valid JSON"] };
  }
  return repairSettings(parsed, fallback);
}

export function settingsEqual(a: AccessibilitySettings, b: AccessibilitySettings): boolean {
  return settingKeys.every((key) => a[key] === b[key]);
}
