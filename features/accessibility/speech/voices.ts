/** The parts of SpeechSynthesisVoice the voice choice relies on. */
export interface VoiceLike {
  readonly voiceURI: string;
  readonly name: string;
  readonly lang: string;
  readonly localService: boolean;
  readonly default: boolean;
}

function normalisedLang(voice: VoiceLike): string {
  return voice.lang.replace("_", "-").toLowerCase();
}

export function isEnglishVoice(voice: VoiceLike): boolean {
  const lang = normalisedLang(voice);
  return lang === "en" || lang.startsWith("en-");
}

/** Local voices start at once and work offline; US English matches the en-US utterances. */
function voiceScore(voice: VoiceLike): number {
  return (voice.localService ? 4 : 0) + (normalisedLang(voice) === "en-us" ? 2 : 0) + (voice.default ? 1 : 0);
}

/**
 * Drops "Base+Variant" voices whose base voice is also offered: speech-dispatcher with
 * eSpeak NG lists every voice once per variant (over 800 English entries), which would
 * bury the real choices.
 */
export function withoutVariants<V extends VoiceLike>(voices: readonly V[]): V[] {
  const names = new Set(voices.map((voice) => voice.name));
  return voices.filter((voice) => {
    const base = voice.name.replace(/\+\S+/, "");
    return base === voice.name || !names.has(base);
  });
}

/** The English voices, best first (local, then US English, then the browser's default), then by name. */
export function englishVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  return withoutVariants(voices.filter(isEnglishVoice)).sort(
    (a, b) => voiceScore(b) - voiceScore(a) || a.name.localeCompare(b.name),
  );
}

/** The voice offered by default: the best local English one, or null when there is none at all. */
export function bestVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  return englishVoices(voices)[0] ?? null;
}

/** The stored voice when the browser still offers it as an English voice, otherwise the best one. */
export function resolveVoice<V extends VoiceLike>(voices: readonly V[], voiceURI: string | null): V | null {
  const english = englishVoices(voices);
  return english.find((voice) => voice.voiceURI === voiceURI) ?? english[0] ?? null;
}
