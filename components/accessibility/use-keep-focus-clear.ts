"use client";

import { useEffect } from "react";
import { clearanceScroll, coveringSelectors, type Box } from "@/lib/accessibility/focus-clearance";

const settleTimeoutMs = 600;

function box(element: Element): Box {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
}

/** Resolves once the browser's own scroll to the focused element (smooth, perhaps) has ended. */
function afterScrollSettles(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = window.scrollY;
      requestAnimationFrame(() => {
        if (window.scrollY === start) return resolve();
        const done = () => {
          window.removeEventListener("scrollend", done);
          resolve();
        };
        window.addEventListener("scrollend", done);
        window.setTimeout(done, settleTimeoutMs);
      });
    });
  });
}

/** After keyboard focus moves, scrolls the page if the header or a floating button still covers the focused element. */
export function useKeepFocusClear(): void {
  useEffect(() => {
    let latest = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible")) return;
      // Inside the header, a floating button or a dialog, nothing of theirs can cover it.
      if (target.closest(`${coveringSelectors}, [role="dialog"]`)) return;
      const turn = ++latest;
      void afterScrollSettles().then(() => {
        if (turn !== latest || document.activeElement !== target) return;
        const header = document.querySelector(".site-header");
        const floating = Array.from(document.querySelectorAll(coveringSelectors))
          .filter((element) => element !== header && element.getClientRects().length > 0)
          .map(box);
        const delta = clearanceScroll(box(target), header ? box(header) : null, floating, window.innerHeight);
        if (delta !== 0) window.scrollBy({ top: delta, behavior: "instant" });
      });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}
