/*
 * The words of text-to-speech. Apart from the panel's copy because every page loads the controls'
 * labels; the three announcements ride along with them.
 */

/** Labels of the speech controls. */
export const speechLabels = {
  readPage: "Read page",
  stopReading: "Stop reading",
  readPreview: "Read preview aloud",
  voice: "Voice",
  noVoices: "Your browser lists no English voices, so its default voice will read.",
  voiceHint: "Voices marked “on this device” work offline.",
  onDevice: "on this device",
} as const;

/** What speech announces to screen readers; no chatter beyond starting, finished and error. */
export const speechMessages = {
  started: "Reading started",
  finished: "Reading finished",
  error: "Error occurred while reading content",
} as const;
