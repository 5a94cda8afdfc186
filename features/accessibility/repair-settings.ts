import { settingKeys, settingRules, type AccessibilitySettings, type SettingRange } from "./settings";

/** Outcome of repairing an untrusted value: usable settings plus what had to be fixed. */
export interface RepairResult {
  readonly settings: AccessibilitySettings;
  readonly problems: readonly string[];
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

function repairField(key: string, raw: unknown, fallback: unknown): { ok: boolean; value: unknown } {
  const range = settingRules.ranges[key];
  if (range) {
    if (typeof raw !== "number" || !Number.isFinite(raw)) return { ok: false, value: fallback };
    const value = clampToRange(raw, range);
    return { ok: value === raw, value };
  }
  const options = settingRules.choices[key];
  if (options) return typeof raw === "string" && options.includes(raw) ? { ok: true, value: raw } : { ok: false, value: fallback };
  if (settingRules.nullableText.includes(key)) {
    return raw === null || typeof raw === "string" ? { ok: true, value: raw } : { ok: false, value: fallback };
  }
  return typeof raw === "boolean" ? { ok: true, value: raw } : { ok: false, value: fallback };
}

/**
 * Repairs an untrusted value field by field: each valid field is kept, numbers are clamped and snapped,
 * anything else (wrong type, unknown choice, missing) takes the fallback's value, and unknown keys are dropped.
 */
export function repairSettings(input: unknown, fallback: AccessibilitySettings): RepairResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { settings: fallback, problems: ["stored settings are not an object"] };
  }
  const source = input as Record<string, unknown>;
  const fallbackValues = fallback as unknown as Record<string, unknown>;
  const problems: string[] = [];
  const result: Record<string, unknown> = {};
  for (const key of settingRules.keys) {
    if (!(key in source)) {
      result[key] = fallbackValues[key];
      continue;
    }
    const outcome = repairField(key, source[key], fallbackValues[key]);
    if (!outcome.ok) problems.push(`${key} was invalid and has been repaired`);
    result[key] = outcome.value;
  }
  for (const key of Object.keys(source)) {
    if (!settingRules.keys.includes(key)) problems.push(`unknown setting ${key} was dropped`);
  }
  // The mask and the guide are two answers to one need; both at once would dim the very line the guide marks.
  if (result.readingMask === true && result.readingGuide === true) {
    result.readingGuide = false;
    problems.push("readingGuide was turned off because the reading mask is on");
  }
  return { settings: result as unknown as AccessibilitySettings, problems };
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
