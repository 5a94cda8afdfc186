"use client";

import { useId } from "react";
import { useAccessibilitySettings } from "@/features/accessibility/components/use-accessibility-settings";
import { updateSettings } from "@/features/accessibility/settings-store";
import { speechLabels } from "@/features/accessibility/speech/speech-copy";
import { resolveVoice } from "@/features/accessibility/speech/voices";
import { useEnglishVoices } from "./use-english-voices";
import { useSpeechSupported } from "./use-speech-supported";

/** The English voices the browser offers, the best local one preselected; the choice is stored as voiceURI. */
export function VoicePicker() {
  const supported = useSpeechSupported();
  const voices = useEnglishVoices();
  const { voiceURI } = useAccessibilitySettings();
  const selectId = useId();
  const hintId = useId();
  if (!supported) return null;
  if (voices.length === 0) {
    return <p className="voice-picker__empty">{speechLabels.noVoices}</p>;
  }
  const selected = resolveVoice(voices, voiceURI);
  return (
    <div className="voice-picker">
      <label htmlFor={selectId} className="voice-picker__label">
        {speechLabels.voice}
      </label>
      <select
        id={selectId}
        className="voice-picker__select"
        aria-describedby={hintId}
        value={selected?.voiceURI ?? ""}
        onChange={(event) => updateSettings({ voiceURI: event.target.value })}
      >
        {voices.map((voice) => (
          <option key={voice.voiceURI} value={voice.voiceURI}>
            {voice.name} ({voice.lang}){voice.localService ? `, ${speechLabels.onDevice}` : ""}
          </option>
        ))}
      </select>
      <p id={hintId} className="voice-picker__hint">
        {speechLabels.voiceHint}
      </p>
    </div>
  );
}
