import type { AccessibilitySettings, SettingKey } from "@/features/accessibility/settings";

/** What each panel section receives: the current settings and the ways to change them. */
export interface PanelSectionControls {
  readonly settings: AccessibilitySettings;
  /** Changes one setting; the control that changed it says its new state, so nothing else is announced. */
  readonly change: <K extends SettingKey>(key: K, value: AccessibilitySettings[K]) => void;
  /** Changes several settings as one step from one control, which says its own new state. */
  readonly update: (patch: Partial<AccessibilitySettings>) => void;
  /** For steps whose effects no focused control shows: presets and resets. */
  readonly announce: (message: string) => void;
}
