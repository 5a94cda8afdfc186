/** @jest-environment node */
import { clearanceScroll, clearancePx, type Box } from "@/features/accessibility/focus-clearance";

const header: Box = { top: 0, bottom: 64, left: 0, right: 375 };
const readPage: Box = { top: 620, bottom: 684, left: 16, right: 80 };
const settings: Box = { top: 620, bottom: 684, left: 295, right: 359 };
const at = (top: number, bottom: number, left = 20, right = 200): Box => ({ top, bottom, left, right });

describe("clearanceScroll", () => {
  it("leaves an element that nothing covers", () => {
    expect(clearanceScroll(at(200, 240), header, [readPage, settings], 700)).toBe(0);
  });

  it("scrolls up to bring an element out from under the sticky header", () => {
    expect(clearanceScroll(at(40, 80), header, [readPage, settings], 700)).toBe(40 - 64 - clearancePx);
  });

  it("scrolls down to lift an element above a floating button it overlaps", () => {
    expect(clearanceScroll(at(560, 660), header, [readPage, settings], 700)).toBe(660 - (620 - clearancePx));
  });

  it("ignores a floating button beside the element rather than over it", () => {
    expect(clearanceScroll(at(560, 660, 100, 250), header, [readPage, settings], 700)).toBe(0);
  });

  it("keeps the top of an element too tall to clear both in view", () => {
    expect(clearanceScroll(at(100, 900), header, [readPage], 700)).toBe(100 - 64 - clearancePx);
  });

  it("works without a header", () => {
    expect(clearanceScroll(at(-20, 30), null, [], 700)).toBe(-20);
  });
});
