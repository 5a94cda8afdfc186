"use client";

import { useSyncExternalStore } from "react";
import { englishVoices, type VoiceLike } from "@/features/accessibility/speech/voices";

const none: readonly VoiceLike[] = [];
let cachedKey = "";
let cached: readonly VoiceLike[] = none;

function subscribe(listener: () => void): () => void {
  if (!("speechSynthesis" in window)) return () => {};
  // Chrome fills the voice list asynchronously and says so with voiceschanged.
  window.speechSynthesis.addEventListener("voiceschanged", listener);
  return () => window.speechSynthesis.removeEventListener("voiceschanged", listener);
}

/** A stable array per distinct list, as useSyncExternalStore requires. */
function snapshot(): readonly VoiceLike[] {
  if (!("speechSynthesis" in window)) return none;
  const voices = englishVoices(window.speechSynthesis.getVoices());
  const key = voices.map((voice) => `${voice.voiceURI}|${voice.lang}|${voice.localService}`).join("\n");
  if (key !== cachedKey) {
    cachedKey = key;
    cached = voices;
  }
  return cached;
}

function serverSnapshot(): readonly VoiceLike[] {
  return none;
}

/** The browser's English voices, best first, kept up to date as the browser loads them. */
export function useEnglishVoices(): readonly VoiceLike[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
