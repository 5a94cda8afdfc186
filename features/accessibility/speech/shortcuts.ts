/** What a key press asks for. */
export type ShortcutAction = "toggle-help" | "hide-help" | "read-page" | "stop-reading" | "toggle-settings";

/**
 * The key that opens and closes the accessibility settings. F2 because it is a single key (no chord for
 * a visitor using one finger or a head pointer), not a character key (WCAG 2.1.4 concerns those), and
 * free everywhere we could check: no browser binds a bare F2 (Chromium's accelerator table uses F1, F3,
 * F5, F6, F7, F10, F11, F12; Firefox and Safari likewise), and NVDA, JAWS and Narrator use F-keys only
 * with their own modifier (Insert or Caps Lock) while VoiceOver's are Control+Option chords. Beside F1,
 * the help, it is easy to find.
 */
export const settingsShortcutKey = "F2";

/** The parts of a KeyboardEvent the shortcuts look at. */
export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly repeat?: boolean;
  readonly isComposing?: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
}

export interface ShortcutContext {
  readonly speechEnabled: boolean;
  readonly reading: boolean;
  readonly helpShown: boolean;
  /** The accessibility panel owns Escape (and the focus) while it is open. */
  readonly panelOpen: boolean;
}

export interface ShortcutDecision {
  readonly action: ShortcutAction | null;
  /** Whether the browser's own action for the key must be suppressed. */
  readonly preventDefault: boolean;
}

const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "url",
  "tel",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
]);

/** True while focus is in a place where keys type text: fields, selects, editable regions. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || (target as Node).nodeType !== 1) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest("[contenteditable]:not([contenteditable='false'])")) return true;
  const tag = element.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).type || "text").toLowerCase());
  return false;
}

/** Ctrl+Shift+letter, matched by the character or, on non-Latin layouts, by the physical key. */
function isCtrlShift(press: KeyPress, letter: string): boolean {
  if (!press.ctrlKey || !press.shiftKey || press.altKey || press.metaKey) return false;
  const key = press.key.toLowerCase();
  if (key === letter) return true;
  return !/^[a-z]$/.test(key) && press.code === `Key${letter.toUpperCase()}`;
}

const NONE: ShortcutDecision = { action: null, preventDefault: false };

/**
 * Maps a key press to a shortcut. F1 toggles the help (its browser action always
 * suppressed); F2 opens or closes the accessibility settings, even from a form field (it types
 * nothing); Ctrl+Shift+R/S read and stop while speech is enabled and the visitor is not
 * typing; Escape hides the help, or else stops reading, unless the panel has it.
 */
export function resolveShortcut(press: KeyPress, context: ShortcutContext): ShortcutDecision {
  if (press.isComposing) return NONE;
  if (press.key === "F1" && !press.ctrlKey && !press.altKey && !press.metaKey && !press.shiftKey) {
    // Holding F1 must not make the help flicker, and the modal panel keeps focus to itself.
    const action = press.repeat || context.panelOpen || press.defaultPrevented ? null : "toggle-help";
    return { action, preventDefault: true };
  }
  if (press.key === settingsShortcutKey && !press.ctrlKey && !press.altKey && !press.metaKey && !press.shiftKey) {
    // Not while another handler has claimed it; held down, it must not open and close in a flicker.
    const action = press.repeat || press.defaultPrevented ? null : "toggle-settings";
    return { action, preventDefault: true };
  }
  if (press.key === "Escape" || press.key === "Esc") {
    if (press.defaultPrevented || context.panelOpen) return NONE;
    if (context.helpShown) return { action: "hide-help", preventDefault: false };
    if (context.speechEnabled && context.reading) return { action: "stop-reading", preventDefault: false };
    return NONE;
  }
  if (!context.speechEnabled || press.defaultPrevented || isTypingTarget(press.target)) return NONE;
  if (isCtrlShift(press, "r")) return { action: press.repeat ? null : "read-page", preventDefault: true };
  if (isCtrlShift(press, "s")) return { action: "stop-reading", preventDefault: true };
  return NONE;
}
