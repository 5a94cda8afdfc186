import type { SpeechRuntime } from "@/features/accessibility/speech/speech-runtime";

/**
 * Loads the speech runtime (service, page reader, hover-to-read) on first need, so pages
 * that never speak never download it. Once loaded, stopping is synchronous.
 */
let loaded: SpeechRuntime | null = null;

export async function loadSpeechRuntime(): Promise<SpeechRuntime | null> {
  const { getSpeechRuntime } = await import("@/features/accessibility/speech/speech-runtime");
  loaded = getSpeechRuntime();
  return loaded;
}

/** Stops any reading; nothing can be reading before the runtime has loaded. */
export function stopSpeech(): void {
  loaded?.stop();
}
