/** @jest-environment node */
import { describeChange, describePreset, describeReset } from "@/lib/accessibility/announcements";
import { wrapTarget } from "@/lib/accessibility/focus-trap";
import { bandAroundElement, bandAroundPointer } from "@/lib/accessibility/reading-mask";
import { fontSizeAfterWheel, isZoomGesture, zoomIndicatorText } from "@/lib/accessibility/wheel-zoom";

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
  it("describes each kind of change once", () => {
    expect(describeChange("fontSize", 18)).toBe("Font size 18px");
    expect(describeChange("lineHeight", 1.8)).toBe("Line height 1.8");
    expect(describeChange("speechVolume", 0.5)).toBe("Speech volume 50%");
    expect(describeChange("readingMask", true)).toBe("Reading mask on");
    expect(describeChange("focusOutlines", false)).toBe("Enhanced focus outlines off");
    expect(describeChange("colorTheme", "yellow-black")).toBe("Color theme Yellow on black");
    expect(describeChange("cursor", "pointer")).toBe("Cursor Large Pointer");
    expect(describeChange("textAlign", "justify")).toBe("Text alignment Justify");
    expect(describeChange("fontFamily", "OpenDyslexic")).toBe("Font OpenDyslexic");
    expect(describePreset("Low Vision")).toBe("Low Vision preset applied");
    expect(describeReset("Full Reset")).toBe("Full Reset done");
  });
});
