"use client";

import { booleanFieldCopy, booleanFieldHints, panelCopy } from "@/features/accessibility/panel-copy";
import { readingAidOf, readingAidPatch, readingAids, type ReadingAid } from "@/features/accessibility/reading-aid";
import { ChoiceControl } from "./choice-control";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { ToggleControl } from "./toggle-control";

const aidLabels: Readonly<Record<ReadingAid, string>> = {
  none: panelCopy.readingAidNone,
  mask: booleanFieldCopy.readingMask,
  guide: booleanFieldCopy.readingGuide,
};

const aidHints: Readonly<Partial<Record<ReadingAid, string>>> = {
  mask: booleanFieldHints.readingMask,
  guide: booleanFieldHints.readingGuide,
};

export function ReadingToolsSection({ settings, change, update }: PanelSectionControls) {
  return (
    <PanelSection copy={panelCopy.sections.readingTools}>
      <ChoiceControl
        legend={panelCopy.readingAid}
        hint={panelCopy.readingAidHint}
        options={readingAids}
        labels={aidLabels}
        hints={aidHints}
        value={readingAidOf(settings)}
        onChange={(aid) => update(readingAidPatch(aid))}
      />
      <ToggleControl setting="highlightHeadings" checked={settings.highlightHeadings} onChange={change} />
      <ToggleControl setting="highlightLinks" checked={settings.highlightLinks} onChange={change} />
    </PanelSection>
  );
}
