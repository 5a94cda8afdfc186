/** @jest-environment node */
import { fullReset, smartReset } from "@/features/accessibility/resets";
import { defaultSettings, type AccessibilitySettings } from "@/features/accessibility/settings";

const system: AccessibilitySettings = { ...defaultSettings, fontSize: 17, reducedMotion: true };

const current: AccessibilitySettings = {
  fontSize: 22,
  fontFamily: "OpenDyslexic",
  colorTheme: "yellow-black",
  highContrast: true,
  reducedMotion: false,
  lineHeight: 2.2,
  letterSpacing: 1.5,
  wordSpacing: 6,
  speechEnabled: true,
  speechRate: 1.4,
  speechPitch: 1.2,
  speechVolume: 0.5,
  hoverToRead: true,
  focusOutlines: false,
  textAlign: "center",
  cursor: "pointer",
  readingMask: true,
  dyslexiaFriendly: true,
  mouseWheelZoom: true,
  highlightLinks: true,
  highlightHeadings: true,
  readingGuide: false,
  pageStructureButton: true,
  voiceURI: "v",
};

describe("fullReset", () => {
  it("restores every system default", () => {
    expect(fullReset(system)).toEqual(system);
  });
});

describe("smartReset", () => {
  it("keeps larger sizes and spacing, resets the look, keeps everything else", () => {
    expect(smartReset(current, system)).toEqual({
      ...current,
      fontSize: 22,
      lineHeight: 2.2,
      letterSpacing: 1.5,
      colorTheme: "default",
      highContrast: false,
      wordSpacing: 0,
      textAlign: "left",
      cursor: "default",
      readingMask: false,
      highlightLinks: false,
      highlightHeadings: false,
    });
  });

  it("turns the reading guide off with the mask, and keeps the page structure button", () => {
    const reset = smartReset({ ...current, readingMask: false, readingGuide: true }, system);
    expect(reset.readingGuide).toBe(false);
    expect(reset.pageStructureButton).toBe(true);
  });

  it("raises sizes that fell below the defaults", () => {
    const small = { ...current, fontSize: 12, lineHeight: 1.2, letterSpacing: 0 };
    const reset = smartReset(small, system);
    expect(reset.fontSize).toBe(17);
    expect(reset.lineHeight).toBe(1.5);
    expect(reset.letterSpacing).toBe(0);
  });

  it("keeps fonts, speech, motion, outlines, dyslexia mode, wheel zoom and voice", () => {
    const reset = smartReset(current, system);
    for (const key of [
      "fontFamily", "reducedMotion", "speechEnabled", "speechRate", "speechPitch", "speechVolume", "hoverToRead",
      "focusOutlines", "dyslexiaFriendly", "mouseWheelZoom", "voiceURI", "pageStructureButton",
    ] as const) {
      expect([key, reset[key]]).toEqual([key, current[key]]);
    }
  });
});
