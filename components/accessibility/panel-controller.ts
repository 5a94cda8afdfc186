import type { AccessibilitySettings, SettingKey } from "@/lib/accessibility/settings";

/** What each panel section receives: the current settings and the two ways to change them. */
export interface PanelSectionControls {
  readonly settings: AccessibilitySettings;
  readonly change: <K extends SettingKey>(key: K, value: AccessibilitySettings[K]) => void;
  readonly announce: (message: string) => void;
}
