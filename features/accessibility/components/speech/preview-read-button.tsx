"use client";

import { useAccessibilitySettings } from "@/features/accessibility/components/use-accessibility-settings";
import { speechLabels } from "@/features/accessibility/speech/speech-copy";
import { loadSpeechRuntime, stopSpeech } from "./load-speech-runtime";
import { useSpeechState } from "./use-speech-state";
import { useSpeechSupported } from "./use-speech-supported";

interface PreviewReadButtonProps {
  readonly text: string;
}

/** Reads the Preview section's sample aloud; shown only while speech is supported and on. */
export function PreviewReadButton({ text }: PreviewReadButtonProps) {
  const supported = useSpeechSupported();
  const { speechEnabled } = useAccessibilitySettings();
  const reading = useSpeechState() === "reading";
  if (!supported || !speechEnabled) return null;
  const read = () => void loadSpeechRuntime().then((runtime) => runtime?.readText(text));
  return (
    <button type="button" className="a11y-button" onClick={reading ? stopSpeech : read}>
      {reading ? speechLabels.stopReading : speechLabels.readPreview}
    </button>
  );
}
