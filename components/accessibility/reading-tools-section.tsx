"use client";

import { panelCopy } from "@/lib/accessibility/panel-copy";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { ToggleControl } from "./toggle-control";

export function ReadingToolsSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection title={panelCopy.sections.readingTools}>
      <ToggleControl setting="readingMask" checked={settings.readingMask} onChange={change} />
      <ToggleControl setting="dyslexiaFriendly" checked={settings.dyslexiaFriendly} onChange={change} />
      <ToggleControl setting="mouseWheelZoom" checked={settings.mouseWheelZoom} onChange={change} />
    </PanelSection>
  );
}
