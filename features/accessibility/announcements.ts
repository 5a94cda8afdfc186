import { booleanFieldCopy, panelAnnouncementCopy, panelCopy } from "@/features/accessibility/panel-copy";
import type { AccessibilitySettings } from "./settings";

/*
 * What the panel's own live region says. A control changed by hand says its new state itself (a slider
 * its value, a select its option, a switch "on"), so announcing the change as well made a screen reader say
 * it twice; only steps that change settings out of sight, presets and resets, are announced.
 */

/** Settings that make the site talk: a screen-reader user needs to know they are on, and how to stop them. */
const speakingAids = ["speechEnabled", "hoverToRead"] as const;

/**
 * A preset turned on or off. When it turned on the site's own voice, the message says so and how to turn
 * it off: that voice talks over a screen reader. Speech off silences hover-to-read too, so that is the switch named.
 */
export function describePreset(label: string, turnedOn: boolean, before: AccessibilitySettings, after: AccessibilitySettings): string {
  if (!turnedOn) return panelAnnouncementCopy.presetOff(label);
  const started = speakingAids.filter((key) => after[key] && !before[key]);
  if (started.length === 0) return panelAnnouncementCopy.presetOn(label);
  const aids = started.map((key) => panelAnnouncementCopy.speakingAids[key]);
  const silencer = started.includes("speechEnabled") || !after.speechEnabled ? "speechEnabled" : "hoverToRead";
  return panelAnnouncementCopy.presetOnSpeaking(label, aids, booleanFieldCopy[silencer], panelCopy.sections.speech.title);
}

export function describeReset(label: string): string {
  return panelAnnouncementCopy.reset(label);
}
