/** Labels of the speech controls; kept apart from other copy because every page loads them. */

export const speechLabels = {
  readPage: "Read page",
  stopReading: "Stop reading",
  readPreview: "Read preview aloud",
  voice: "Voice",
  noVoices: "Your browser lists no English voices, so its default voice will read.",
  voiceHint: "Voices marked “on this device” work offline.",
  onDevice: "on this device",
} as const;
