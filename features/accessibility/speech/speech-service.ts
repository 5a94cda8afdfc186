import { normalizeWhitespace } from "./chunk-text";
import type { SpeechChunk } from "./readable-content";
import { SPEECH_LANG, SPEECH_RANGES, type NumericRange, type Politeness } from "./speech-constants";
import { speechMessages } from "@/features/accessibility/speech/speech-copy";
import { createSpeechStatusStore, type SpeechState, type SpeechStatusStore } from "./speech-status";
import { resolveVoice, type VoiceLike } from "./voices";

/** The parts of SpeechSynthesisUtterance the service sets and listens to. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: VoiceLike | null;
  onstart: ((event: unknown) => void) | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { readonly error?: string }) => void) | null;
}

/** The parts of window.speechSynthesis the service uses; tests pass a fake. */
export interface SynthesisLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly VoiceLike[];
}

export interface VoiceOptions {
  readonly rate: number;
  readonly pitch: number;
  readonly volume: number;
  readonly voiceURI: string | null;
}

/** Who asked for the reading: hover readings stay quiet and give way to the others. */
export type ReadingSource = "page" | "preview" | "hover";

export interface SpeechServiceDeps {
  readonly synth: SynthesisLike;
  readonly createUtterance: (text: string) => UtteranceLike;
  /** Read before every chunk, so a changed rate or voice applies from the next sentence. */
  readonly getVoiceOptions: () => VoiceOptions;
  readonly status?: SpeechStatusStore;
  readonly announce?: (message: string, politeness: Politeness) => void;
  readonly warn?: (message: string, detail: unknown) => void;
  /** The element being spoken, or null when reading ends. */
  readonly highlight?: (element: Element | null) => void;
}

export interface SpeechService {
  getState(): SpeechState;
  getSource(): ReadingSource | null;
  subscribe(listener: () => void): () => void;
  /** Starts reading the chunks; blank chunks are dropped and all-blank input is ignored (returns false). */
  read(chunks: readonly SpeechChunk[], source: ReadingSource): boolean;
  stop(): void;
}

/** Errors the synthesiser reports when speech is cancelled on purpose: not failures. */
const CANCELLATION_ERRORS = new Set(["interrupted", "canceled"]);

export function clampToRange(value: number, range: NumericRange, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

/** True when a hover reading may start: never over a page or preview reading in progress. */
export function hoverMayInterrupt(state: SpeechState, source: ReadingSource | null): boolean {
  return state === "idle" || source === "hover";
}

/**
 * Speaks chunks one utterance at a time (idle -> reading -> idle). Each new reading cancels
 * the previous one first; a generation counter makes callbacks of cancelled utterances inert.
 */
export function createSpeechService(deps: SpeechServiceDeps): SpeechService {
  const status = deps.status ?? createSpeechStatusStore();
  const announce = deps.announce ?? (() => {});
  const warn = deps.warn ?? ((message: string, detail: unknown) => console.warn(message, detail));
  const highlight = deps.highlight ?? (() => {});
  let generation = 0;
  let source: ReadingSource | null = null;
  // A failing voice fails every reading (hover-to-read starts one per paragraph pointed at): the visitor
  // hears about it once, until speech works again.
  let failureAnnounced = false;
  // Chrome drops events of utterances nothing references any more; keep the current one alive.
  const alive = new Set<UtteranceLike>();

  function settle(): void {
    generation += 1;
    alive.clear();
    source = null;
    highlight(null);
    status.set("idle");
  }

  function fail(runGeneration: number, detail: unknown): void {
    if (runGeneration !== generation) return;
    settle();
    try {
      deps.synth.cancel();
    } catch {
      // Already failing; the announcement below is what the visitor needs.
    }
    // Polite: a screen reader finishes what it is saying first, instead of being cut off by our voice's trouble.
    if (!failureAnnounced) announce(speechMessages.error, "polite");
    failureAnnounced = true;
    warn(speechMessages.error, detail);
  }

  function speakChunk(runGeneration: number, chunks: readonly SpeechChunk[], index: number, quiet: boolean): void {
    if (runGeneration !== generation) return;
    const chunk = chunks[index];
    if (!chunk) {
      settle();
      if (!quiet) announce(speechMessages.finished, "polite");
      return;
    }
    try {
      const options = deps.getVoiceOptions();
      const utterance = deps.createUtterance(chunk.text);
      utterance.lang = SPEECH_LANG;
      utterance.rate = clampToRange(options.rate, SPEECH_RANGES.rate, 1);
      utterance.pitch = clampToRange(options.pitch, SPEECH_RANGES.pitch, 1);
      utterance.volume = clampToRange(options.volume, SPEECH_RANGES.volume, 1);
      const voice = resolveVoice(deps.synth.getVoices(), options.voiceURI);
      if (voice) utterance.voice = voice;
      utterance.onstart = () => {
        failureAnnounced = false;
        if (runGeneration === generation) highlight(chunk.element ?? null);
      };
      utterance.onend = () => speakChunk(runGeneration, chunks, index + 1, quiet);
      utterance.onerror = (event) => {
        if (runGeneration !== generation) return;
        // Someone else cancelled speech (another tab, the browser): stop quietly.
        if (event?.error && CANCELLATION_ERRORS.has(event.error)) settle();
        else fail(runGeneration, event?.error ?? event);
      };
      alive.clear();
      alive.add(utterance);
      deps.synth.speak(utterance);
    } catch (error) {
      fail(runGeneration, error);
    }
  }

  return {
    getState: () => status.get(),
    getSource: () => source,
    subscribe: (listener) => status.subscribe(listener),
    read(chunks, readingSource) {
      const playable = chunks
        .map((chunk) => ({ ...chunk, text: normalizeWhitespace(chunk.text) }))
        .filter((chunk) => chunk.text !== "");
      if (playable.length === 0) return false;
      generation += 1;
      const runGeneration = generation;
      try {
        deps.synth.cancel();
      } catch (error) {
        fail(runGeneration, error);
        return false;
      }
      highlight(null);
      source = readingSource;
      status.set("reading");
      const quiet = readingSource === "hover";
      if (!quiet) announce(speechMessages.started, "polite");
      speakChunk(runGeneration, playable, 0, quiet);
      return true;
    },
    stop() {
      const wasReading = status.get() === "reading";
      settle();
      try {
        deps.synth.cancel();
      } catch (error) {
        if (wasReading) warn(speechMessages.error, error);
      }
    },
  };
}
