/** @jest-environment node */
import { cursorLabels } from "@/features/accessibility/panel-copy";
import { accessibilitySettingsSchema } from "@/features/accessibility/settings-schema";
import {
  colorThemes,
  cursorStyles,
  defaultSettings,
  fontFamilies,
  settingKeys,
  settingRanges,
  storageKey,
  type SettingKey,
  textAlignments,
} from "@/features/accessibility/settings";

describe("accessibility settings model", () => {
  it("has the spec's 19 fields, the remembered voice and the four aids the spec does not name", () => {
    expect(settingKeys).toHaveLength(24);
    expect([...settingKeys].sort()).toEqual(
      [
        "fontSize", "fontFamily", "colorTheme", "highContrast", "reducedMotion", "lineHeight", "letterSpacing",
        "wordSpacing", "speechEnabled", "speechRate", "speechPitch", "speechVolume", "hoverToRead", "focusOutlines",
        "textAlign", "cursor", "readingMask", "dyslexiaFriendly", "mouseWheelZoom", "voiceURI",
        "highlightLinks", "highlightHeadings", "readingGuide", "pageStructureButton",
      ].sort(),
    );
  });

  // The specification's table of fields and defaults, row by row (the system's values replace fontSize,
  // fontFamily and reducedMotion at run time), then the aids it does not name, off.
  const specifiedDefaults: ReadonlyArray<readonly [SettingKey, unknown]> = [
    ["fontSize", 16], ["fontFamily", "Inter"], ["colorTheme", "default"], ["highContrast", false],
    ["reducedMotion", false], ["lineHeight", 1.5], ["letterSpacing", 0], ["wordSpacing", 0],
    ["speechEnabled", false], ["speechRate", 1], ["speechPitch", 1], ["speechVolume", 1], ["hoverToRead", false],
    ["focusOutlines", true], ["textAlign", "left"], ["cursor", "default"], ["readingMask", false],
    ["dyslexiaFriendly", false], ["mouseWheelZoom", false],
    ["highlightLinks", false], ["highlightHeadings", false], ["readingGuide", false], ["pageStructureButton", false],
    ["voiceURI", null],
  ];

  it.each(specifiedDefaults)("starts %s at the spec's default, %p", (key, value) => {
    expect(defaultSettings[key]).toEqual(value);
  });

  it("has a default for every field and no other", () => {
    expect(Object.keys(defaultSettings).sort()).toEqual(specifiedDefaults.map(([key]) => key).sort());
  });

  it("offers the spec's option lists", () => {
    expect(fontFamilies).toEqual([
      "Inter", "Arial", "Georgia", "Verdana", "Times New Roman", "OpenDyslexic", "Atkinson Hyperlegible", "Comic Sans MS",
    ]);
    expect(colorThemes).toEqual([
      "default", "high-contrast", "dark", "yellow-black", "blue-white", "protanopia", "deuteranopia", "tritanopia",
    ]);
    expect(textAlignments).toEqual(["left", "center", "right", "justify"]);
    expect(cursorStyles).toEqual(["default", "pointer", "crosshair", "text"]);
    expect(cursorLabels.pointer).toBe("Large Pointer");
  });

  // The specification's validation table (section 5), row by row: minimum, maximum and step ("-" is none).
  const specifiedRanges: ReadonlyArray<readonly [keyof typeof settingRanges, number, number, number | null]> = [
    ["fontSize", 12, 28, 1],
    ["lineHeight", 1.2, 3.0, 0.1],
    ["letterSpacing", 0, 3, 0.1],
    ["wordSpacing", 0, 10, 1],
    ["speechRate", 0.5, 2, null],
    ["speechPitch", 0.5, 2, null],
    ["speechVolume", 0, 1, null],
  ];

  it.each(specifiedRanges)("keeps %s from %p to %p in steps of %p, as the spec's table says", (key, min, max, step) => {
    expect(settingRanges[key]).toEqual({ min, max, step });
  });

  it("has a range for every numeric setting in the table and no other, and the spec's storage key", () => {
    expect(Object.keys(settingRanges).sort()).toEqual(specifiedRanges.map(([key]) => key).sort());
    expect(storageKey).toBe("accessibility-settings");
  });

  it("has a schema that accepts the defaults and rejects out-of-range, unknown and extra values", () => {
    expect(accessibilitySettingsSchema.safeParse(defaultSettings).success).toBe(true);
    expect(accessibilitySettingsSchema.safeParse({ ...defaultSettings, fontSize: 40 }).success).toBe(false);
    expect(accessibilitySettingsSchema.safeParse({ ...defaultSettings, colorTheme: "sepia" }).success).toBe(false);
    expect(accessibilitySettingsSchema.safeParse({ ...defaultSettings, extra: 1 }).success).toBe(false);
    expect(accessibilitySettingsSchema.safeParse({ ...defaultSettings, readingMask: true, readingGuide: true }).success).toBe(false);
  });
});
