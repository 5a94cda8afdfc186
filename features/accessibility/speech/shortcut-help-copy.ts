import { settingsShortcutKey } from "@/features/accessibility/speech/shortcuts";

/** The keyboard shortcuts help box's words, loaded with the box on first F1. */

export interface ShortcutHelpItem {
  /** Each key of a combination, shown as its own <kbd>. */
  readonly keys: readonly (readonly string[])[];
  readonly description: string;
}

/**
 * The specification's shortcuts, in its order, then the site's own. Its two Esc lines are one row here
 * saying both, in the order the key acts (features/accessibility/speech/shortcuts.ts): a list naming one key twice with two
 * meanings left a listener unsure which happens.
 */
export const shortcutHelpItems: readonly ShortcutHelpItem[] = [
  { keys: [["Ctrl", "Shift", "R"]], description: "Read the page content aloud (when speech is on)" },
  { keys: [["Ctrl", "Shift", "S"]], description: "Stop reading" },
  { keys: [["Esc"]], description: "Hide this help when it is open; otherwise stop reading" },
  { keys: [["Tab"]], description: "Move through links, buttons and fields" },
  { keys: [["Enter"], ["Space"]], description: "Activate the focused button" },
  { keys: [["F1"]], description: "Show or hide this help" },
  { keys: [[settingsShortcutKey]], description: "Open or close the accessibility settings" },
];

export const shortcutHelpCopy = {
  title: "Keyboard shortcuts",
  close: "Close",
  closeLabel: "Close keyboard shortcuts help",
  or: "or",
} as const;
