/** @jest-environment node */
import { applyPreset, isPresetActive, presetIds, presets, removePreset, togglePreset, type PresetId } from "@/features/accessibility/presets";
import { defaultSettings, settingKeys, type AccessibilitySettings, type SettingKey } from "@/features/accessibility/settings";

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
  highlightLinks: true,
  highlightHeadings: false,
  readingGuide: false,
  pageStructureButton: true,
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

  // The specification's wording of each preset, one field per entry, in its order.
  const specified: ReadonlyArray<readonly [PresetId, string, Partial<AccessibilitySettings>]> = [
    ["dyslexia-friendly", "Dyslexia Friendly", { fontFamily: "OpenDyslexic", fontSize: 18, lineHeight: 1.8, letterSpacing: 1.2, wordSpacing: 2, dyslexiaFriendly: true, focusOutlines: true }],
    ["low-vision", "Low Vision", { fontSize: 20, colorTheme: "high-contrast", highContrast: true, lineHeight: 2, letterSpacing: 1, focusOutlines: true, speechEnabled: true, hoverToRead: true }],
    ["motor-support", "Motor Support", { cursor: "pointer", focusOutlines: true, reducedMotion: true, fontSize: 18, mouseWheelZoom: true }],
  ];

  it.each(specified)("%s (%s) sets its fields and keeps the rest", (id, _label, fields) => {
    expectOnlyChanged(custom, applyPreset(id, custom), fields);
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

describe("preset state", () => {
  const system: AccessibilitySettings = { ...defaultSettings, fontSize: 17 };

  it("a preset is active exactly when every value it sets is in effect", () => {
    for (const id of presetIds) {
      expect(isPresetActive(id, system)).toBe(false);
      expect(isPresetActive(id, applyPreset(id, system))).toBe(true);
    }
    const dyslexia = applyPreset("dyslexia-friendly", system);
    expect(isPresetActive("dyslexia-friendly", { ...dyslexia, fontSize: 24 })).toBe(true);
    expect(isPresetActive("dyslexia-friendly", { ...dyslexia, wordSpacing: 3 })).toBe(false);
  });

  it("a preset set by hand, one setting at a time, counts as active", () => {
    const byHand = { ...system, cursor: "pointer", reducedMotion: true, fontSize: 18, mouseWheelZoom: true } as const;
    expect(isPresetActive("motor-support", byHand)).toBe(true);
  });

  it("turning a preset off returns its settings to the visitor's defaults and keeps the rest", () => {
    const start = { ...custom, fontSize: 15 };
    const on = applyPreset("low-vision", start);
    const off = removePreset("low-vision", on, system);
    expect(off).toEqual({
      ...on,
      fontSize: 17,
      colorTheme: "default",
      highContrast: false,
      lineHeight: 1.5,
      letterSpacing: 0,
      focusOutlines: true,
      speechEnabled: false,
      hoverToRead: false,
    });
    expect(isPresetActive("low-vision", off)).toBe(false);
  });

  it("turning one preset off leaves what another active preset also set", () => {
    const both = applyPreset("motor-support", applyPreset("dyslexia-friendly", system));
    expect(isPresetActive("dyslexia-friendly", both) && isPresetActive("motor-support", both)).toBe(true);
    const motorOff = removePreset("motor-support", both, system);
    expect(motorOff).toMatchObject({ cursor: "default", reducedMotion: false, mouseWheelZoom: false, fontSize: 18, focusOutlines: true });
    expect(isPresetActive("dyslexia-friendly", motorOff)).toBe(true);
    expect(isPresetActive("motor-support", motorOff)).toBe(false);
  });

  it("toggling applies an inactive preset and removes an active one", () => {
    const on = togglePreset("dyslexia-friendly", system, system);
    expect(isPresetActive("dyslexia-friendly", on)).toBe(true);
    expect(togglePreset("dyslexia-friendly", on, system)).toEqual(system);
  });
});
