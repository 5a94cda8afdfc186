"use client";

import { useSyncExternalStore } from "react";
import { defaultSettings, type AccessibilitySettings } from "@/features/accessibility/settings";
import { getSettings, subscribeSettings } from "@/features/accessibility/settings-store";

function serverSnapshot(): AccessibilitySettings {
  return defaultSettings;
}

/** The current settings; renders with the defaults on the server and during hydration, then follows the store. */
export function useAccessibilitySettings(): AccessibilitySettings {
  return useSyncExternalStore(subscribeSettings, getSettings, serverSnapshot);
}
