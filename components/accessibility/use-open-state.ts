"use client";

import { useSyncExternalStore } from "react";
import type { OpenState } from "@/lib/accessibility/open-state";

function closedOnServer(): boolean {
  return false;
}

export function useOpenState(state: OpenState): boolean {
  return useSyncExternalStore(state.subscribe, state.isOpen, closedOnServer);
}
