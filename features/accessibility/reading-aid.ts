import type { AccessibilitySettings } from "./settings";

/** The panel offers the mask and the guide as one choice: they answer the same need in two ways. */
export const readingAids = ["none", "mask", "guide"] as const;
export type ReadingAid = (typeof readingAids)[number];

export function readingAidOf(settings: Pick<AccessibilitySettings, "readingMask" | "readingGuide">): ReadingAid {
  if (settings.readingMask) return "mask";
  return settings.readingGuide ? "guide" : "none";
}

export function readingAidPatch(aid: ReadingAid): Pick<AccessibilitySettings, "readingMask" | "readingGuide"> {
  return { readingMask: aid === "mask", readingGuide: aid === "guide" };
}
