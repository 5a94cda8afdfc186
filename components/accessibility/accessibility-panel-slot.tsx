"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { setPanelOpen } from "@/lib/accessibility/panel-state";
import { panelCopy } from "@/lib/accessibility/panel-copy";
import { AccessibilityIcon } from "./accessibility-icon";
import { ReadingMask } from "./reading-mask";
import { usePanelOpen } from "./use-panel-open";
import { WheelZoom } from "./wheel-zoom";

// The panel's code is fetched on first open; until then a page pays only for this button and the head script.
const AccessibilityPanel = lazy(() => import("./accessibility-panel").then((m) => ({ default: m.AccessibilityPanel })));

/** The floating button, the lazily loaded panel, and the always-on reading aids. */
export function AccessibilityPanelSlot() {
  const open = usePanelOpen();
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Runs after the panel has unmounted and lifted `inert`, so the button can take focus again.
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="a11y-fab"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setPanelOpen(true);
        }}
      >
        <AccessibilityIcon />
        <span className="visually-hidden">{panelCopy.openButton}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <AccessibilityPanel open={open} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
      <ReadingMask />
      <WheelZoom />
    </>
  );
}
