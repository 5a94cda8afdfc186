import type { AccessibilitySettings, SettingKey } from "@/lib/accessibility/settings";

/** What each panel section receives: the current settings and the ways to change them. */
export interface PanelSectionControls {
  readonly settings: AccessibilitySettings;
  /** Changes one setting and announces the change. */
  readonly change: <K extends SettingKey>(key: K, value: AccessibilitySettings[K]) => void;
  /** Changes several settings as one step and announces `message`. */
  readonly update: (patch: Partial<AccessibilitySettings>, message: string) => void;
  readonly announce: (message: string) => void;
}
