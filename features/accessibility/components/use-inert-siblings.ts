"use client";

import { useEffect, type RefObject } from "react";

/** Makes everything outside the dialog inert while it is open, and gives back exactly what it took. */
export function useInertSiblings(layerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const made: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (!(element instanceof HTMLElement) || element.contains(layer) || element.hasAttribute("inert")) continue;
      element.setAttribute("inert", "");
      made.push(element);
    }
    return () => {
      for (const element of made) element.removeAttribute("inert");
    };
  }, [layerRef]);
}
