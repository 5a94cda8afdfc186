/** @jest-environment node */
import { describePreset, describeReset } from "@/features/accessibility/announcements";
import { togglePreset } from "@/features/accessibility/presets";
import { defaultSettings } from "@/features/accessibility/settings";
import { wrapTarget } from "@/features/accessibility/focus-trap";
import { bandAroundElement, bandAroundPointer } from "@/features/accessibility/reading-mask";
import { fontSizeAfterWheel, isZoomGesture, zoomIndicatorText } from "@/features/accessibility/wheel-zoom";

describe("wheel zoom", () => {
  it("changes the size by 1 per tick: wheel up grows, wheel down shrinks", () => {
    expect(fontSizeAfterWheel(16, -100)).toBe(17);
    expect(fontSizeAfterWheel(16, -3)).toBe(17);
    expect(fontSizeAfterWheel(16, 100)).toBe(15);
    expect(fontSizeAfterWheel(16, 0)).toBe(16);
  });

  it("stays within 12–28", () => {
    expect(fontSizeAfterWheel(28, -100)).toBe(28);
    expect(fontSizeAfterWheel(12, 100)).toBe(12);
  });

  it("needs Ctrl or Cmd", () => {
    expect(isZoomGesture({ ctrlKey: true, metaKey: false })).toBe(true);
    expect(isZoomGesture({ ctrlKey: false, metaKey: true })).toBe(true);
    expect(isZoomGesture({ ctrlKey: false, metaKey: false })).toBe(false);
  });

  it("words the indicator", () => {
    expect(zoomIndicatorText(19)).toBe("Text size 19px");
  });
});

describe("reading mask band", () => {
  it("leaves 50px clear above and below the pointer", () => {
    expect(bandAroundPointer(300)).toEqual({ top: 250, bottom: 350 });
  });

  it("covers a focused element, and at least the pointer band", () => {
    expect(bandAroundElement({ top: 100, bottom: 400 })).toEqual({ top: 100, bottom: 400 });
    expect(bandAroundElement({ top: 100, bottom: 120 })).toEqual({ top: 60, bottom: 160 });
  });
});

describe("focus wrap", () => {
  const items = ["a", "b", "c"];
  it("wraps forward from the last and backward from the first", () => {
    expect(wrapTarget(items, "c", false)).toBe("a");
    expect(wrapTarget(items, "a", true)).toBe("c");
  });
  it("lets the browser move focus in the middle", () => {
    expect(wrapTarget(items, "b", false)).toBeNull();
    expect(wrapTarget(items, "b", true)).toBeNull();
  });
  it("pulls focus back in from outside", () => {
    expect(wrapTarget(items, "z", false)).toBe("a");
    expect(wrapTarget(items, null, true)).toBe("c");
    expect(wrapTarget([], "a", false)).toBeNull();
  });
});

describe("announcements", () => {
  const start = { ...defaultSettings };
  const system = defaultSettings;

  it("says what the Low Vision preset turned on that talks, and how to turn it off", () => {
    const after = togglePreset("low-vision", start, system);
    const message = describePreset("Low Vision", true, start, after);
    expect(message).toBe(
      "Low Vision preset applied. It also turned on the site's own speech and hover-to-read, which read text aloud in a voice " +
        "of their own. To turn them off, switch off Enable text-to-speech under Text-to-Speech, or press Low Vision again.",
    );
  });

  it("names only what the preset newly turned on, and the switch that silences it", () => {
    const speaking = { ...start, speechEnabled: true };
    const after = togglePreset("low-vision", speaking, system);
    expect(describePreset("Low Vision", true, speaking, after)).toBe(
      "Low Vision preset applied. It also turned on hover-to-read, which reads text aloud in a voice of its own. " +
        "To turn it off, switch off Hover to read under Text-to-Speech, or press Low Vision again.",
    );
  });

  it("keeps presets that do not talk, turning a preset off, and resets short", () => {
    const after = togglePreset("motor-support", start, system);
    expect(describePreset("Motor Support", true, start, after)).toBe("Motor Support preset applied");
    expect(describePreset("Low Vision", false, after, start)).toBe("Low Vision preset turned off");
    expect(describeReset("Full Reset")).toBe("Full Reset done");
  });
});
