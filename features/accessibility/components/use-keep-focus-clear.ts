"use client";

import { useEffect } from "react";

/** After keyboard focus moves, scrolls the page if the header or a floating button still covers the focused element. */
export function useKeepFocusClear(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible")) return;
      // The guard itself loads on the first keyboard focus: pages nobody tabs through never fetch it.
      void import("@/features/accessibility/keep-focus-clear").then((guard) => guard.keepFocusClear(target));
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}
