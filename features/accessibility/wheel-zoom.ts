import { clampToRange } from "./repair-settings";
import { settingRanges } from "./settings";

/** One wheel tick changes the text size by 1px, up for wheel-up, within the font size range. */
export function fontSizeAfterWheel(current: number, deltaY: number): number {
  if (deltaY === 0) return current;
  return clampToRange(current + (deltaY < 0 ? 1 : -1), settingRanges.fontSize);
}

/** Only Ctrl (or Cmd on macOS) + wheel zooms; a plain wheel scrolls as usual. */
export function isZoomGesture(event: { readonly ctrlKey: boolean; readonly metaKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey;
}

export function zoomIndicatorText(fontSize: number): string {
  return `Text size ${fontSize}px`;
}

/** How long the indicator stays before it fades (the fade itself is 0.2s in CSS). */
export const zoomIndicatorVisibleMs = 1200;
