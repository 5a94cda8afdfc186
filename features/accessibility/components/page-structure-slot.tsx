"use client";

import { lazy, Suspense, useCallback, useRef } from "react";
import { shellLabels } from "@/features/accessibility/shell-copy";
import { pageStructureNavigator, settingsTargetId } from "@/features/accessibility/shell-dialogs";
import { DialogFab } from "./dialog-fab";
import { PageStructureIcon } from "./fab-icons";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import { useOpenState } from "./use-open-state";
import { useRequestedOnce } from "./use-requested-once";
import { useReturnFocus } from "./use-return-focus";

const PageStructureDialog = lazy(() => import("./page-structure-dialog").then((m) => ({ default: m.PageStructureDialog })));

function close(): void {
  pageStructureNavigator.setOpen(false);
}

/** The page structure button (when the visitor turned it on) and the navigator, fetched on first open. */
export function PageStructureSlot() {
  const { pageStructureButton } = useAccessibilitySettings();
  const open = useOpenState(pageStructureNavigator);
  const requested = useRequestedOnce(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Without its own button (opened from the panel), focus falls back to the settings button.
  const fallback = useCallback(() => buttonRef.current ?? document.getElementById(settingsTargetId), []);
  // Set when the visitor chose a heading or a region: focus goes there, not back to the opener first
  // (a screen reader announced the settings button in passing before the chosen heading).
  const movingToItem = useRef(false);
  const handedOver = useCallback(() => {
    const moving = movingToItem.current;
    movingToItem.current = false;
    return moving;
  }, []);
  const closeForItem = useCallback(() => {
    movingToItem.current = true;
    close();
  }, []);
  useReturnFocus(pageStructureNavigator, open, fallback, handedOver);

  return (
    <>
      {pageStructureButton ? (
        <DialogFab
          ref={buttonRef}
          state={pageStructureNavigator}
          open={open}
          className="structure-fab"
          label={shellLabels.pageStructureButton}
          icon={<PageStructureIcon />}
        />
      ) : null}
      {requested ? (
        <Suspense fallback={null}>
          <PageStructureDialog open={open} onClose={close} onCloseForItem={closeForItem} />
        </Suspense>
      ) : null}
    </>
  );
}
