"use client";

import { useEffect, useRef } from "react";
import { bandAroundElement, bandAroundPointer, type MaskBand } from "@/lib/accessibility/reading-mask";
import { useAccessibilitySettings } from "./use-accessibility-settings";

/** Dims the page outside a band that follows the pointer (or keyboard focus); never intercepts clicks. */
export function ReadingMask() {
  const { readingMask } = useAccessibilitySettings();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!readingMask) return;
    const move = (band: MaskBand) => {
      // Custom properties rather than state: the band moves on every pointer event without re-rendering.
      ref.current?.style.setProperty("--mask-top", `${band.top}px`);
      ref.current?.style.setProperty("--mask-bottom", `${band.bottom}px`);
    };
    move(bandAroundPointer(window.innerHeight / 2));
    const onPointer = (event: PointerEvent) => move(bandAroundPointer(event.clientY));
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) move(bandAroundElement(event.target.getBoundingClientRect()));
    };
    window.addEventListener("pointermove", onPointer, { passive: true });
    document.addEventListener("focusin", onFocus);
    return () => {
      window.removeEventListener("pointermove", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [readingMask]);

  if (!readingMask) return null;
  return (
    <div ref={ref} className="reading-mask" aria-hidden="true" data-testid="reading-mask">
      <div className="reading-mask__pane reading-mask__pane--top" />
      <div className="reading-mask__pane reading-mask__pane--bottom" />
    </div>
  );
}
