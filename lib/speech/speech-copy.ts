/** Words the speech features say or show. */

export const speechMessages = {
  started: "Reading started",
  finished: "Reading finished",
  error: "Error occurred while reading content",
} as const;

export const speechLabels = {
  readPage: "Read page",
  stopReading: "Stop reading",
  readPreview: "Read preview aloud",
  voice: "Voice",
  noVoices: "Your browser lists no English voices, so its default voice will read.",
  voiceHint: "Voices marked “on this device” work offline.",
  onDevice: "on this device",
} as const;

export interface ShortcutHelpItem {
  /** Each key of a combination, shown as its own <kbd>. */
  readonly keys: readonly (readonly string[])[];
  readonly description: string;
}

/** The seven shortcuts of the specification, in its order. */
export const shortcutHelpItems: readonly ShortcutHelpItem[] = [
  { keys: [["Ctrl", "Shift", "R"]], description: "Read the page content aloud (when speech is on)" },
  { keys: [["Ctrl", "Shift", "S"]], description: "Stop reading" },
  { keys: [["Esc"]], description: "Stop reading" },
  { keys: [["Tab"]], description: "Move through links, buttons and fields" },
  { keys: [["Enter"], ["Space"]], description: "Activate the focused button" },
  { keys: [["F1"]], description: "Show or hide this help" },
  { keys: [["Esc"]], description: "Hide this help when it is open" },
];

export const shortcutHelpCopy = {
  title: "Keyboard shortcuts",
  close: "Close",
  closeLabel: "Close keyboard shortcuts help",
  or: "or",
} as const;
