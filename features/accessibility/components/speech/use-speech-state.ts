"use client";

import { useSyncExternalStore } from "react";
import { speechStatus, type SpeechState } from "@/features/accessibility/speech/speech-status";

function idleOnServer(): SpeechState {
  return "idle";
}

export function useSpeechState(): SpeechState {
  return useSyncExternalStore(speechStatus.subscribe, speechStatus.get, idleOnServer);
}
