"use client";

import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { pageStructureNavigator, settingsPanel, settingsTargetId } from "@/features/accessibility/shell-dialogs";
import { shellLabels } from "@/features/accessibility/shell-copy";
import { DialogFab } from "./dialog-fab";
import { AccessibilityIcon } from "./fab-icons";
import { PageStructureSlot } from "./page-structure-slot";
import { ReadingGuide } from "./reading-guide";
import { ReadingMask } from "./reading-mask";
import { useKeepFocusClear } from "./use-keep-focus-clear";
import { usePanelOpen } from "./use-open-state";
import { useReturnFocus } from "./use-return-focus";
import { useRequestedOnce } from "./use-requested-once";
import { WheelZoom } from "./wheel-zoom";

// The panel's code is fetched on first open; until then a page pays only for this button and the head script.
const AccessibilityPanel = lazy(() => import("./accessibility-panel").then((m) => ({ default: m.AccessibilityPanel })));

function closePanel(): void {
  settingsPanel.setOpen(false);
}

function navigatorTookOver(): boolean {
  return pageStructureNavigator.isOpen();
}

/**
 * The floating button, the lazily loaded panel, and the always-on reading aids. The brand comes from the
 * server's configuration (platform/config/company.ts), which the browser cannot read.
 */
export function AccessibilityPanelSlot({ brand }: { readonly brand: string }) {
  const open = usePanelOpen();
  const requested = useRequestedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const fallback = useCallback(() => buttonRef.current, []);
  useReturnFocus(settingsPanel, open, fallback, navigatorTookOver);
  useKeepFocusClear();

  useEffect(() => {
    // "Skip to accessibility settings" (and any other link to the button's id) opens the panel itself.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${settingsTargetId}"]`) : null;
      if (!link) return;
      event.preventDefault();
      settingsPanel.setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <>
      <DialogFab
        ref={buttonRef}
        id={settingsTargetId}
        state={settingsPanel}
        open={open}
        className="a11y-fab"
        label={shellLabels.settingsButton}
        icon={<AccessibilityIcon />}
      />
      {requested ? (
        <Suspense fallback={null}>
          <AccessibilityPanel open={open} onClose={closePanel} brand={brand} />
        </Suspense>
      ) : null}
      <PageStructureSlot />
      <ReadingMask />
      <ReadingGuide />
      <WheelZoom />
    </>
  );
}
