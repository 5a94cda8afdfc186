"use client";

import { useEffect, useEffectEvent } from "react";

interface ReadingPositionHandlers {
  /** The pointer's height in the viewport (also called once at start with the middle of the screen). */
  readonly onPointer: (y: number) => void;
  /** Keyboard users read where focus is: the focused element's box. */
  readonly onFocus: (rect: DOMRect) => void;
}

/** Where the visitor is reading, for the reading aids: the pointer, or the keyboard focus. */
export function useReadingPosition(active: boolean, handlers: ReadingPositionHandlers): void {
  const onPointer = useEffectEvent((y: number) => handlers.onPointer(y));
  const onFocus = useEffectEvent((rect: DOMRect) => handlers.onFocus(rect));
  useEffect(() => {
    if (!active) return;
    onPointer(window.innerHeight / 2);
    const pointer = (event: PointerEvent) => onPointer(event.clientY);
    const focus = (event: FocusEvent) => {
      if (event.target instanceof Element) onFocus(event.target.getBoundingClientRect());
    };
    window.addEventListener("pointermove", pointer, { passive: true });
    document.addEventListener("focusin", focus);
    return () => {
      window.removeEventListener("pointermove", pointer);
      document.removeEventListener("focusin", focus);
    };
  }, [active]);
}
