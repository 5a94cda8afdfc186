import { createListeners } from "@/platform/browser/listeners";

/**
 * The speech state on its own, so the always-present Read page button can show
 * "Stop reading" without loading the speech service until it is first needed.
 */
export type SpeechState = "idle" | "reading";

export interface SpeechStatusStore {
  get(): SpeechState;
  set(state: SpeechState): void;
  subscribe(listener: () => void): () => void;
}

export function createSpeechStatusStore(initial: SpeechState = "idle"): SpeechStatusStore {
  let state = initial;
  const listeners = createListeners();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}

/** The page's one speech state, shared by the lazily loaded service and the controls. */
export const speechStatus: SpeechStatusStore = createSpeechStatusStore();
