"use client";

import { useSyncExternalStore } from "react";

function neverChanges(): () => void {
  return () => {};
}

function browserCanSpeak(): boolean {
  return "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

function notOnServer(): boolean {
  return false;
}

/** Whether this browser offers speech synthesis; false on the server and during hydration. */
export function useSpeechSupported(): boolean {
  return useSyncExternalStore(neverChanges, browserCanSpeak, notOnServer);
}
