/** @jest-environment node */
import { applyPreset, presets } from "@/lib/accessibility/presets";
import { defaultSettings, settingKeys, type AccessibilitySettings, type SettingKey } from "@/lib/accessibility/settings";

/** A starting point unlike every preset value, so each kept field is visibly kept. */
const custom: AccessibilitySettings = {
  fontSize: 14,
  fontFamily: "Verdana",
  colorTheme: "dark",
  highContrast: false,
  reducedMotion: false,
  lineHeight: 1.3,
  letterSpacing: 0.5,
  wordSpacing: 5,
  speechEnabled: false,
  speechRate: 1.5,
  speechPitch: 0.8,
  speechVolume: 0.6,
  hoverToRead: false,
  focusOutlines: false,
  textAlign: "justify",
  cursor: "crosshair",
  readingMask: true,
  dyslexiaFriendly: false,
  mouseWheelZoom: false,
  voiceURI: "voice-1",
};

function expectOnlyChanged(before: AccessibilitySettings, after: AccessibilitySettings, changed: Partial<AccessibilitySettings>) {
  expect(after).toEqual({ ...before, ...changed });
  const kept = settingKeys.filter((key) => !(key in changed));
  for (const key of kept) expect([key, after[key]]).toEqual([key, before[key as SettingKey]]);
}

describe("presets", () => {
  it("lists the three spec presets in order", () => {
    expect(presets.map((p) => p.label)).toEqual(["Dyslexia Friendly", "Low Vision", "Motor Support"]);
  });

  it("Dyslexia Friendly sets its fields and keeps the rest", () => {
    expectOnlyChanged(custom, applyPreset("dyslexia-friendly", custom), {
      fontFamily: "OpenDyslexic",
      fontSize: 18,
      lineHeight: 1.8,
      letterSpacing: 1.2,
      wordSpacing: 2,
      dyslexiaFriendly: true,
      focusOutlines: true,
    });
  });

  it("Low Vision sets its fields and keeps the rest", () => {
    expectOnlyChanged(custom, applyPreset("low-vision", custom), {
      fontSize: 20,
      colorTheme: "high-contrast",
      highContrast: true,
      lineHeight: 2,
      letterSpacing: 1,
      focusOutlines: true,
      speechEnabled: true,
      hoverToRead: true,
    });
  });

  it("Motor Support sets its fields and keeps the rest", () => {
    expectOnlyChanged(custom, applyPreset("motor-support", custom), {
      cursor: "pointer",
      focusOutlines: true,
      reducedMotion: true,
      fontSize: 18,
      mouseWheelZoom: true,
    });
  });

  it.each([
    ["dyslexia-friendly", 18],
    ["low-vision", 20],
    ["motor-support", 18],
  ] as const)("%s only ever raises the font size (at least %i)", (id, minimum) => {
    expect(applyPreset(id, { ...defaultSettings, fontSize: 12 }).fontSize).toBe(minimum);
    expect(applyPreset(id, { ...defaultSettings, fontSize: 24 }).fontSize).toBe(24);
  });
});
