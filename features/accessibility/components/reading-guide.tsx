"use client";

import { useRef } from "react";
import { guideBelowElement, guideBelowPointer } from "@/features/accessibility/reading-guide";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import { useReadingPosition } from "./use-reading-position";

function rootFontSizePx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** A line under the text being read, following the pointer (or keyboard focus); never intercepts clicks. */
export function ReadingGuide() {
  const { readingGuide } = useAccessibilitySettings();
  const ref = useRef<HTMLDivElement>(null);
  const place = (y: number) => ref.current?.style.setProperty("--guide-y", `${y}px`);
  useReadingPosition(readingGuide, {
    onPointer: (y) => place(guideBelowPointer(y, rootFontSizePx())),
    onFocus: (rect) => place(guideBelowElement(rect)),
  });

  if (!readingGuide) return null;
  return <div ref={ref} className="reading-guide" aria-hidden="true" data-testid="reading-guide" />;
}
