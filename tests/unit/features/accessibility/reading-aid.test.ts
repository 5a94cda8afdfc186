/** @jest-environment node */
import { readingAidOf, readingAidPatch, readingAids } from "@/features/accessibility/reading-aid";
import { guideBelowElement, guideBelowPointer } from "@/features/accessibility/reading-guide";
import { applyPatch } from "@/features/accessibility/repair-settings";
import { defaultSettings } from "@/features/accessibility/settings";

describe("reading aid choice", () => {
  it("offers none, the mask or the guide, and reads back what it set", () => {
    expect(readingAids).toEqual(["none", "mask", "guide"]);
    for (const aid of readingAids) expect(readingAidOf(applyPatch(defaultSettings, readingAidPatch(aid)))).toBe(aid);
  });

  it("sets both switches, so choosing one always turns the other off", () => {
    expect(readingAidPatch("mask")).toEqual({ readingMask: true, readingGuide: false });
    expect(readingAidPatch("guide")).toEqual({ readingMask: false, readingGuide: true });
    expect(readingAidPatch("none")).toEqual({ readingMask: false, readingGuide: false });
  });
});

describe("reading guide line", () => {
  it("sits most of a line of text below the pointer, scaled with the text size", () => {
    expect(guideBelowPointer(300, 16)).toBe(313);
    expect(guideBelowPointer(300, 28)).toBe(322);
  });

  it("sits just under a focused element", () => {
    expect(guideBelowElement({ bottom: 420.4 })).toBe(424);
  });
});
