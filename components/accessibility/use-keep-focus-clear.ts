"use client";

import { useEffect } from "react";
import { coveringSelectors } from "@/lib/accessibility/focus-clearance";

const insideCovering = `${coveringSelectors}, [role="dialog"]`;

/** After keyboard focus moves, scrolls the page if the header or a floating button still covers the focused element. */
export function useKeepFocusClear(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Inside the header, a floating button or a dialog, nothing of theirs can cover it.
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible") || target.closest(insideCovering)) return;
      // The guard itself loads on the first keyboard focus: pages nobody tabs through never fetch it.
      void import("@/lib/accessibility/keep-focus-clear").then((guard) => guard.keepFocusClear(target));
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}
