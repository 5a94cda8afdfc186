"use client";

import { settingsPanel } from "@/lib/accessibility/panel-state";
import { useOpenState } from "./use-open-state";

export function usePanelOpen(): boolean {
  return useOpenState(settingsPanel);
}
