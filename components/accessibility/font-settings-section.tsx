"use client";

import { panelCopy } from "@/lib/accessibility/panel-copy";
import { textAlignLabels, textAlignments } from "@/lib/accessibility/settings";
import { ChoiceControl } from "./choice-control";
import { FontSelect } from "./font-select";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { RangeControl } from "./range-control";

export function FontSettingsSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection title={panelCopy.sections.fonts}>
      <FontSelect value={settings.fontFamily} onChange={(value) => change("fontFamily", value)} />
      <RangeControl setting="fontSize" value={settings.fontSize} onChange={change} />
      <RangeControl setting="lineHeight" value={settings.lineHeight} onChange={change} />
      <RangeControl setting="letterSpacing" value={settings.letterSpacing} onChange={change} />
      <RangeControl setting="wordSpacing" value={settings.wordSpacing} onChange={change} />
      <ChoiceControl
        legend={panelCopy.textAlign}
        options={textAlignments}
        labels={textAlignLabels}
        value={settings.textAlign}
        onChange={(value) => change("textAlign", value)}
      />
    </PanelSection>
  );
}
