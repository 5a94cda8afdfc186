import { z } from "zod";
import { settingRules, type AccessibilitySettings } from "./settings";

function fieldSchema(key: string): z.ZodType {
  const range = settingRules.ranges[key];
  if (range) {
    const number = z.number().min(range.min).max(range.max);
    // A whole-number step from a whole-number minimum allows whole numbers only.
    return range.step !== null && Number.isInteger(range.step) && Number.isInteger(range.min) ? number.int() : number;
  }
  const options = settingRules.choices[key];
  if (options) return z.enum(options as [string, ...string[]]);
  return settingRules.nullableText.includes(key) ? z.string().nullable() : z.boolean();
}

/**
 * The strict shape of a valid settings object, derived from the same description (settingRules) the
 * repair rules read. Stored values are repaired by repairSettings, which is
 * zod-free: zod measured 30 KB gzip in every page's bundle when this schema lived beside the
 * constants. This schema pins what "valid" means, and the tests hold repairSettings to it.
 */
export const accessibilitySettingsSchema = z
  .strictObject(Object.fromEntries(settingRules.keys.map((key) => [key, fieldSchema(key)])))
  .refine((settings) => !(settings.readingMask === true && settings.readingGuide === true), {
    message: "The reading mask and the reading guide are alternatives: at most one is on",
  }) as unknown as z.ZodType<AccessibilitySettings>;
