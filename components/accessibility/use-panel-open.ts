"use client";

import { useSyncExternalStore } from "react";
import { isPanelOpen, subscribePanel } from "@/lib/accessibility/panel-state";

function closedOnServer(): boolean {
  return false;
}

export function usePanelOpen(): boolean {
  return useSyncExternalStore(subscribePanel, isPanelOpen, closedOnServer);
}
