"use client";

import { useEffect, useRef } from "react";
import type { OpenState } from "@/features/accessibility/shell-dialogs";

function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.isConnected && element !== document.body && !element.closest("[inert]");
}

/**
 * When a dialog closes, focus goes back to what opened it (WAI-ARIA dialog pattern), or to the
 * fallback button when that is gone. Runs after the dialog has unmounted and lifted `inert`.
 * `handedOver` says another dialog took over on closing; that one owns the focus now.
 */
export function useReturnFocus(
  state: OpenState,
  open: boolean,
  fallback: () => HTMLElement | null,
  handedOver: () => boolean = () => false,
): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && !handedOver()) {
      const target = state.takeReturnTarget();
      (canTakeFocus(target) ? target : fallback())?.focus();
    }
    wasOpen.current = open;
  }, [open, state, fallback, handedOver]);
}
