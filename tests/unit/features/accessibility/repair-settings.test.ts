/** @jest-environment node */
import fc from "fast-check";
import { applyPatch, clampToRange, parseStoredSettings, repairSettings } from "@/features/accessibility/repair-settings";
import { accessibilitySettingsSchema } from "@/features/accessibility/settings-schema";
import { defaultSettings, settingRanges } from "@/features/accessibility/settings";

describe("clampToRange", () => {
  it.each([
    ["fontSize", 5, 12],
    ["fontSize", 40, 28],
    ["fontSize", 17.4, 17],
    ["fontSize", 17.6, 18],
    ["lineHeight", 1.0, 1.2],
    ["lineHeight", 3.5, 3],
    ["lineHeight", 1.74, 1.7],
    ["lineHeight", 1.76, 1.8],
    ["letterSpacing", -1, 0],
    ["letterSpacing", 3.2, 3],
    ["letterSpacing", 1.23, 1.2],
    ["wordSpacing", 11, 10],
    ["wordSpacing", 2.6, 3],
    ["speechRate", 0.1, 0.5],
    ["speechRate", 3, 2],
    ["speechRate", 1.37, 1.37],
    ["speechPitch", 0.2, 0.5],
    ["speechPitch", 2.5, 2],
    ["speechVolume", -0.5, 0],
    ["speechVolume", 1.5, 1],
    ["speechVolume", 0.33, 0.33],
  ] as const)("%s: %p becomes %p", (key, input, expected) => {
    expect(clampToRange(input, settingRanges[key])).toBe(expected);
  });

  it("never leaves float noise on snapped values", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (value) => {
        const snapped = clampToRange(value, settingRanges.lineHeight);
        expect(String(snapped)).toMatch(/^\d(\.\d)?$/);
      }),
    );
  });
});

describe("repairSettings", () => {
  it("keeps a valid object as it is", () => {
    const valid = { ...defaultSettings, fontSize: 20, colorTheme: "dark" as const, voiceURI: "Alex" };
    expect(repairSettings(valid, defaultSettings)).toEqual({ settings: valid, problems: [] });
  });

  it("repairs field by field: wrong types and unknown choices fall back, numbers clamp, others survive", () => {
    const { settings, problems } = repairSettings(
      { fontSize: "huge", fontFamily: "Papyrus", lineHeight: 9, colorTheme: "dark", readingMask: "yes", wordSpacing: 4 },
      defaultSettings,
    );
    expect(settings.fontSize).toBe(defaultSettings.fontSize);
    expect(settings.fontFamily).toBe("Inter");
    expect(settings.lineHeight).toBe(3);
    expect(settings.colorTheme).toBe("dark");
    expect(settings.readingMask).toBe(false);
    expect(settings.wordSpacing).toBe(4);
    expect(problems).toHaveLength(4);
  });

  it("drops unknown keys", () => {
    const { settings, problems } = repairSettings({ ...defaultSettings, evil: "<script>" }, defaultSettings);
    expect(settings).not.toHaveProperty("evil");
    expect(problems).toEqual(["unknown setting evil was dropped"]);
  });

  it("fills missing fields from the fallback", () => {
    const fallback = { ...defaultSettings, fontSize: 20 };
    expect(repairSettings({ colorTheme: "dark" }, fallback).settings).toEqual({ ...fallback, colorTheme: "dark" });
  });

  it.each([null, 42, "text", [1, 2]])("treats %p as no settings at all", (input) => {
    const { settings, problems } = repairSettings(input, defaultSettings);
    expect(settings).toEqual(defaultSettings);
    expect(problems.length).toBe(1);
  });

  it("keeps the reading mask and drops the guide when stored data has both on", () => {
    const { settings, problems } = repairSettings({ ...defaultSettings, readingMask: true, readingGuide: true }, defaultSettings);
    expect(settings).toMatchObject({ readingMask: true, readingGuide: false });
    expect(problems).toEqual(["readingGuide was turned off because the reading mask is on"]);
  });

  it.each([
    ["highlightLinks", "yes"],
    ["highlightHeadings", 1],
    ["readingGuide", null],
    ["pageStructureButton", {}],
  ])("repairs a broken %s to its default", (key, value) => {
    const { settings, problems } = repairSettings({ ...defaultSettings, [key]: value }, defaultSettings);
    expect(settings).toEqual(defaultSettings);
    expect(problems).toEqual([`${key} was invalid and has been repaired`]);
  });

  it("rejects NaN and Infinity", () => {
    expect(repairSettings({ fontSize: Number.NaN, lineHeight: Infinity }, defaultSettings).settings).toEqual(defaultSettings);
  });

  it("always yields settings the schema accepts, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.constantFrom("fontSize", "lineHeight", "cursor", "voiceURI", "x"), fc.anything()), (a, b) => {
        expect(accessibilitySettingsSchema.safeParse(repairSettings(a, defaultSettings).settings).success).toBe(true);
        expect(accessibilitySettingsSchema.safeParse(repairSettings(b, defaultSettings).settings).success).toBe(true);
      }),
    );
  });
});

describe("parseStoredSettings", () => {
  it("returns the fallback quietly when nothing is stored", () => {
    expect(parseStoredSettings(null, defaultSettings)).toEqual({ settings: defaultSettings, problems: [] });
  });

  it("survives broken JSON", () => {
    const result = parseStoredSettings("{not json", defaultSettings);
    expect(result.settings).toEqual(defaultSettings);
    expect(result.problems).toEqual(["stored settings are not valid JSON"]);
  });

  it("repairs stored JSON", () => {
    expect(parseStoredSettings(JSON.stringify({ fontSize: 99 }), defaultSettings).settings.fontSize).toBe(28);
  });
});

describe("applyPatch", () => {
  it("applies a patch through the same rules", () => {
    expect(applyPatch(defaultSettings, { fontSize: 100, cursor: "pointer" })).toEqual({
      ...defaultSettings,
      fontSize: 28,
      cursor: "pointer",
    });
  });

  it("turning one reading aid on turns the other off, whichever was on", () => {
    const withMask = applyPatch(defaultSettings, { readingMask: true });
    expect(applyPatch(withMask, { readingGuide: true })).toMatchObject({ readingMask: false, readingGuide: true });
    const withGuide = applyPatch(defaultSettings, { readingGuide: true });
    expect(applyPatch(withGuide, { readingMask: true })).toMatchObject({ readingMask: true, readingGuide: false });
    expect(applyPatch(withGuide, { readingMask: false })).toMatchObject({ readingMask: false, readingGuide: true });
  });

  it("keeps the current value when the patch is invalid", () => {
    const current = { ...defaultSettings, colorTheme: "dark" as const };
    expect(applyPatch(current, { colorTheme: "neon" as never }).colorTheme).toBe("dark");
  });
});
