import { applyDocumentState, documentState, showsFirstVisit } from "./document-state";
import { applyPatch, parseStoredSettings, repairSettings, settingsEqual } from "./repair-settings";
import { defaultSettings, storageKey, type AccessibilitySettings } from "./settings";
import { readStoredSettings, syncPageState, warnSettings, writeStoredSettings } from "./settings-storage";
import { readSystemEnvironment, systemDefaults } from "./system-defaults";
import { createListeners } from "@/platform/browser/listeners";

/**
 * The browser-side settings store: one in-memory copy, loaded from localStorage at first use,
 * saved on change, applied to <html>, and kept in step with other tabs. No React here, so
 * every page pays only for this small module until the panel is opened.
 */

interface StoreState {
  readonly settings: AccessibilitySettings;
  readonly system: AccessibilitySettings;
}

let state: StoreState | null = null;
const listeners = createListeners();

function reportProblems(problems: readonly string[]): void {
  if (problems.length > 0) warnSettings(`stored settings were repaired: ${problems.join("; ")}`);
}

function apply(settings: AccessibilitySettings): void {
  try {
    applyDocumentState(document, documentState(settings));
  } catch (error) {
    warnSettings("could not apply settings", error);
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== storageKey && event.key !== null) return;
  const current = ensureState();
  // A cleared key means another tab reset everything; otherwise its valid fields win over ours.
  const next =
    event.newValue === null
      ? current.system
      : (() => {
          const { settings, problems } = parseStoredSettings(event.newValue, current.settings);
          reportProblems(problems);
          return settings;
        })();
  commit(next, false);
}

function ensureState(): StoreState {
  if (state) return state;
  const system = systemDefaults(readSystemEnvironment());
  const raw = readStoredSettings();
  const { settings, problems } = parseStoredSettings(raw, system);
  reportProblems(problems);
  state = { settings, system };
  if (raw !== null || !showsFirstVisit(document.documentElement, settings, system)) apply(settings);
  syncPageState(raw === null ? null : settings);
  window.addEventListener("storage", onStorage);
  return state;
}

function commit(next: AccessibilitySettings, persist: boolean): void {
  const current = ensureState();
  if (settingsEqual(current.settings, next)) return;
  state = { ...current, settings: next };
  apply(next);
  if (persist) writeStoredSettings(next);
  listeners.notify();
}

export function getSettings(): AccessibilitySettings {
  if (typeof window === "undefined") return defaultSettings;
  return ensureState().settings;
}

/** The defaults this visitor's browser implies (size, family, motion, contrast); resets return here. */
export function getSystemDefaults(): AccessibilitySettings {
  if (typeof window === "undefined") return defaultSettings;
  return ensureState().system;
}

export function updateSettings(patch: Partial<AccessibilitySettings>): void {
  commit(applyPatch(ensureState().settings, patch), true);
}

export function replaceSettings(next: AccessibilitySettings): void {
  commit(repairSettings(next, ensureState().system).settings, true);
}

export function subscribeSettings(listener: () => void): () => void {
  return listeners.subscribe(listener);
}
