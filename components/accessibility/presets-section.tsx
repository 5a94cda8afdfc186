"use client";

import { describePreset } from "@/lib/accessibility/announcements";
import { panelCopy } from "@/lib/accessibility/panel-copy";
import { presetPatch, presets } from "@/lib/accessibility/presets";
import { getSettings, updateSettings } from "@/lib/accessibility/settings-store";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";

export function PresetsSection({ announce }: Pick<PanelSectionControls, "announce">) {
  return (
    <PanelSection title={panelCopy.sections.presets}>
      <ul className="a11y-presets">
        {presets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className="a11y-button a11y-preset"
              onClick={() => {
                updateSettings(presetPatch(preset.id, getSettings()));
                announce(describePreset(preset.label));
              }}
            >
              <span className="a11y-preset__label">{preset.label}</span>
              <span className="a11y-preset__hint">{preset.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
