/** Ids of the announcer's two live regions; apart from the announcer so every page can render them cheaply. */

export type Politeness = "polite" | "assertive";

export const ANNOUNCER_REGION_IDS: Readonly<Record<Politeness, string>> = {
  polite: "speech-announcer-polite",
  assertive: "speech-announcer-assertive",
};
