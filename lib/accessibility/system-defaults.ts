import { systemDefaultsWith, type SystemDefaultRules, type SystemEnvironment } from "./before-paint";
import { defaultSettings, settingRanges, type AccessibilitySettings } from "./settings";

export type { SystemEnvironment };

export const serifStackPattern = /(^|,)\s*["']?(serif|georgia|times new roman|times)["']?\s*$/i;

/** A stack whose last resort is a serif face means the site's system default is serif. */
export function isSerifStack(stack: string): boolean {
  return serifStackPattern.test(stack.trim());
}

export const systemDefaultRules: SystemDefaultRules = {
  defaults: defaultSettings,
  fontSizeRange: settingRanges.fontSize,
  serifStackPattern: serifStackPattern.source,
};

/** A first visit takes its font size and family from the browser, and reduced motion and high contrast from the OS preferences. */
export function systemDefaults(env: SystemEnvironment): AccessibilitySettings {
  return systemDefaultsWith(systemDefaultRules, env);
}
