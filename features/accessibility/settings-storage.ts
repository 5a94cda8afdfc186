import { documentState } from "./document-state";
import { storageKey, type AccessibilitySettings } from "./settings";

/**
 * Where the head script (head-script.ts) finds what to apply before first paint: the page state the
 * settings make, saved beside them whenever they are saved. The version is in the key: a site that
 * changes the format moves to a new key, the head script then finds nothing, and the store writes the
 * new one on the next load.
 */
export const pageStateKey = "accessibility-page-state-v1";

/** The saved page state's text: attributes (null removes one), custom properties, and the font to load with its family. */
export function savedPageState(settings: AccessibilitySettings): string {
  const state = documentState(settings);
  const font = state.fontStylesheet === null ? null : [state.fontStylesheet, settings.fontFamily];
  return JSON.stringify({ a: state.attributes, p: state.properties, f: font });
}

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

/** Saves the settings, and beside them the page state they make, which the head script applies before first paint. */
export function writeStoredSettings(settings: AccessibilitySettings): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(settings));
    window.localStorage.setItem(pageStateKey, savedPageState(settings));
  } catch (error) {
    warnSettings("could not save settings", error);
  }
}

/**
 * Brings the head script's saved page state in line with the settings in force at load: written where
 * it is missing, broken or stale (saved by an earlier version of the site, or by a tab still running
 * one), removed when no settings are saved. Silent on failure: it is a copy, and losing it costs one
 * paint with the defaults, never the settings (whose own read has already warned).
 */
export function syncPageState(saved: AccessibilitySettings | null): void {
  try {
    const wanted = saved === null ? null : savedPageState(saved);
    if (window.localStorage.getItem(pageStateKey) === wanted) return;
    if (wanted === null) window.localStorage.removeItem(pageStateKey);
    else window.localStorage.setItem(pageStateKey, wanted);
  } catch {
    // See above: the settings themselves are untouched.
  }
}
