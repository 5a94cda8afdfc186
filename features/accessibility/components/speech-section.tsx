"use client";

import { panelCopy } from "@/features/accessibility/panel-copy";
import { VoicePicker } from "@/features/accessibility/components/speech/voice-picker";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";
import { RangeControl } from "./range-control";
import { ToggleControl } from "./toggle-control";

/** The voice and its sliders only matter once speech is on, so until then the section is one switch. */
export function SpeechSection({ settings, change }: PanelSectionControls) {
  return (
    <PanelSection copy={panelCopy.sections.speech}>
      <ToggleControl setting="speechEnabled" checked={settings.speechEnabled} onChange={change} />
      {settings.speechEnabled ? (
        <>
          <VoicePicker />
          <RangeControl setting="speechRate" value={settings.speechRate} onChange={change} />
          <RangeControl setting="speechPitch" value={settings.speechPitch} onChange={change} />
          <RangeControl setting="speechVolume" value={settings.speechVolume} onChange={change} />
          <ToggleControl setting="hoverToRead" checked={settings.hoverToRead} onChange={change} />
        </>
      ) : (
        <p className="a11y-hint">{panelCopy.speechOffHint}</p>
      )}
    </PanelSection>
  );
}
