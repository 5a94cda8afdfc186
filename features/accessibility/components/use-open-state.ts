"use client";

import { useSyncExternalStore } from "react";
import { settingsPanel, type OpenState } from "@/features/accessibility/shell-dialogs";

function closedOnServer(): boolean {
  return false;
}

export function useOpenState(state: OpenState): boolean {
  return useSyncExternalStore(state.subscribe, state.isOpen, closedOnServer);
}

export function usePanelOpen(): boolean {
  return useOpenState(settingsPanel);
}
