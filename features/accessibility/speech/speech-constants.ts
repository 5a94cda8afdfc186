/** The fixed numbers and names of speech, hover-to-read and announcements. */

/** Every utterance is spoken as American English, whatever voice is chosen. */
export const SPEECH_LANG = "en-US";

/** Resting time before hover-to-read speaks an element. */
export const HOVER_DELAY_MS = 500;

/** Hover-to-read ignores text of this many characters or fewer. */
export const HOVER_MAX_IGNORED_LENGTH = 2;

export type Politeness = "polite" | "assertive";

/** Ids of the announcer's two live regions, which every page renders from the first paint. */
export const ANNOUNCER_REGION_IDS: Readonly<Record<Politeness, string>> = {
  polite: "speech-announcer-polite",
  assertive: "speech-announcer-assertive",
};

/** An announcement's element leaves the live region after this long. */
export const ANNOUNCEMENT_LIFETIME_MS = 1000;

/**
 * Upper bound for one utterance. Chrome silently stops a single utterance after about
 * 15 seconds; 180 characters stays well under that even at the slowest rate (0.5).
 */
export const MAX_CHUNK_LENGTH = 180;

export interface NumericRange {
  readonly min: number;
  readonly max: number;
}

/** The ranges speech settings must fall in; the service clamps again so a stale stored value cannot throw. */
export const SPEECH_RANGES = {
  rate: { min: 0.5, max: 2 },
  pitch: { min: 0.5, max: 2 },
  volume: { min: 0, max: 1 },
} as const satisfies Record<string, NumericRange>;
