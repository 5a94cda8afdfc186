"use client";

import { panelCopy } from "@/lib/accessibility/panel-copy";
import { cursorLabels, cursorStyles } from "@/lib/accessibility/settings";
import { ChoiceControl } from "./choice-control";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { ToggleControl } from "./toggle-control";

export function NavigationSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection title={panelCopy.sections.navigation}>
      <ToggleControl setting="focusOutlines" checked={settings.focusOutlines} onChange={change} />
      <ToggleControl setting="reducedMotion" checked={settings.reducedMotion} onChange={change} />
      <ChoiceControl
        legend={panelCopy.cursor}
        options={cursorStyles}
        labels={cursorLabels}
        value={settings.cursor}
        onChange={(value) => change("cursor", value)}
      />
    </PanelSection>
  );
}
