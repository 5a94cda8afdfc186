"use client";

import { cursorLabels, panelCopy } from "@/features/accessibility/panel-copy";
import { pageStructureNavigator, settingsPanel } from "@/features/accessibility/shell-dialogs";
import { cursorStyles } from "@/features/accessibility/settings";
import { ChoiceControl } from "./choice-control";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { ToggleControl } from "./toggle-control";

export function NavigationSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection copy={panelCopy.sections.navigation}>
      <div className="a11y-control">
        <button
          type="button"
          className="a11y-button"
          onClick={() => {
            // One modal at a time: the navigator takes the panel's place, and closing it returns
            // focus to wherever the visitor was before the panel opened.
            const returnTo = settingsPanel.takeReturnTarget();
            pageStructureNavigator.setOpen(true, returnTo);
            settingsPanel.setOpen(false);
          }}
        >
          {panelCopy.pageStructureNow}
        </button>
      </div>
      <ToggleControl setting="pageStructureButton" checked={settings.pageStructureButton} onChange={change} />
      <ToggleControl setting="focusOutlines" checked={settings.focusOutlines} onChange={change} />
      <ChoiceControl
        legend={panelCopy.cursor}
        options={cursorStyles}
        labels={cursorLabels}
        value={settings.cursor}
        onChange={(value) => change("cursor", value)}
      />
      <ToggleControl setting="reducedMotion" checked={settings.reducedMotion} onChange={change} />
    </PanelSection>
  );
}
