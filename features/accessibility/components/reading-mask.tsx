"use client";

import { useRef } from "react";
import { bandAroundElement, bandAroundPointer, type MaskBand } from "@/features/accessibility/reading-mask";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import { useReadingPosition } from "./use-reading-position";

/** Dims the page outside a band that follows the pointer (or keyboard focus); never intercepts clicks. */
export function ReadingMask() {
  const { readingMask } = useAccessibilitySettings();
  const ref = useRef<HTMLDivElement>(null);
  const move = (band: MaskBand) => {
    // Custom properties rather than state: the band moves on every pointer event without re-rendering.
    ref.current?.style.setProperty("--mask-top", `${band.top}px`);
    ref.current?.style.setProperty("--mask-bottom", `${band.bottom}px`);
  };
  useReadingPosition(readingMask, {
    onPointer: (y) => move(bandAroundPointer(y)),
    onFocus: (rect) => move(bandAroundElement(rect)),
  });

  if (!readingMask) return null;
  return (
    <div ref={ref} className="reading-mask" aria-hidden="true" data-testid="reading-mask">
      <div className="reading-mask__pane reading-mask__pane--top" />
      <div className="reading-mask__pane reading-mask__pane--bottom" />
    </div>
  );
}
