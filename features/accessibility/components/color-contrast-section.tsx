"use client";

import { panelCopy, themeHints, themeLabels } from "@/features/accessibility/panel-copy";
import { colorThemes } from "@/features/accessibility/settings";
import { ChoiceControl } from "./choice-control";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { ToggleControl } from "./toggle-control";

/** Each theme says what it changes; high contrast mode follows, with how it differs from the theme. */
export function ColorContrastSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection copy={panelCopy.sections.color}>
      <ChoiceControl
        legend={panelCopy.colorTheme}
        options={colorThemes}
        labels={themeLabels}
        hints={themeHints}
        value={settings.colorTheme}
        onChange={(value) => change("colorTheme", value)}
      />
      <ToggleControl setting="highContrast" checked={settings.highContrast} onChange={change} />
    </PanelSection>
  );
}
