"use client";

import { useId } from "react";
import { panelCopy } from "@/features/accessibility/panel-copy";
import { textAlignLabels } from "@/features/accessibility/panel-copy";
import { textAlignments } from "@/features/accessibility/settings";
import { ChoiceControl } from "./choice-control";
import { FontSelect } from "./font-select";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { RangeControl } from "./range-control";
import { ToggleControl } from "./toggle-control";

/** Size first (what most visitors came for), then the letter shapes, the spacing and the alignment. */
export function TextSection({ settings, change }: PanelSectionControls) {
  const fontHintId = useId();
  return (
    <PanelSection copy={panelCopy.sections.text}>
      <RangeControl setting="fontSize" value={settings.fontSize} onChange={change} />
      <ToggleControl setting="mouseWheelZoom" checked={settings.mouseWheelZoom} onChange={change} />
      <fieldset className="a11y-group" aria-describedby={fontHintId}>
        <legend className="a11y-group__legend">{panelCopy.fontGroup}</legend>
        <p id={fontHintId} className="a11y-hint a11y-group__hint">
          {panelCopy.fontGroupHint}
        </p>
        <FontSelect value={settings.fontFamily} onChange={(value) => change("fontFamily", value)} />
        <ToggleControl setting="dyslexiaFriendly" checked={settings.dyslexiaFriendly} onChange={change} />
      </fieldset>
      <fieldset className="a11y-group">
        <legend className="a11y-group__legend">{panelCopy.spacingGroup}</legend>
        <RangeControl setting="lineHeight" value={settings.lineHeight} onChange={change} />
        <RangeControl setting="letterSpacing" value={settings.letterSpacing} onChange={change} />
        <RangeControl setting="wordSpacing" value={settings.wordSpacing} onChange={change} />
      </fieldset>
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
