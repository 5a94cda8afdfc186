"use client";

import { describePreset } from "@/features/accessibility/announcements";
import { panelCopy } from "@/features/accessibility/panel-copy";
import { isPresetActive, presets, togglePreset } from "@/features/accessibility/presets";
import { getSettings, getSystemDefaults, replaceSettings } from "@/features/accessibility/settings-store";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";

/** Toggle buttons: pressed while every value the preset sets is in effect, however it got there. */
export function PresetsSection({ settings, announce }: Pick<PanelSectionControls, "settings" | "announce">) {
  return (
    <PanelSection copy={panelCopy.sections.presets}>
      <ul className="a11y-presets">
        {presets.map((preset) => {
          const active = isPresetActive(preset.id, settings);
          return (
            <li key={preset.id}>
              <button
                type="button"
                className="a11y-button a11y-preset"
                aria-pressed={active}
                aria-labelledby={`a11y-preset-${preset.id}-label`}
                aria-describedby={`a11y-preset-${preset.id}-hint`}
                onClick={() => {
                  const before = getSettings();
                  const after = togglePreset(preset.id, before, getSystemDefaults());
                  replaceSettings(after);
                  announce(describePreset(preset.label, !active, before, after));
                }}
              >
                <span id={`a11y-preset-${preset.id}-label`} className="a11y-preset__label">
                  {preset.label}
                </span>
                <span id={`a11y-preset-${preset.id}-hint`} className="a11y-preset__hint">
                  {preset.description}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}
