import { storageKey, type AccessibilitySettings } from "./settings";

/** Storage failures (disabled, private mode, quota) only warn in the console: the visitor's page keeps working as if saved. */
export function warnSettings(message: string, detail?: unknown): void {
  console.warn(`[accessibility] ${message}`, ...(detail === undefined ? [] : [detail]));
}

export function readStoredSettings(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch (error) {
    warnSettings("could not load settings", error);
    return null;
  }
}

export function writeStoredSettings(settings: AccessibilitySettings): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(settings));
  } catch (error) {
    warnSettings("could not save settings", error);
  }
}
