import type { SynthesisLike, UtteranceLike } from "@/features/accessibility/speech/speech-service";
import type { VoiceLike } from "@/features/accessibility/speech/voices";

/** A plain utterance object, standing in for SpeechSynthesisUtterance. */
export function createFakeUtterance(text: string): UtteranceLike {
  return { text, lang: "", rate: 1, pitch: 1, volume: 1, voice: null, onstart: null, onend: null, onerror: null };
}

/**
 * A recording speechSynthesis: speak() queues, and the test decides when the current
 * utterance starts, ends or fails. cancel() reports "interrupted" like Chrome does.
 */
export class FakeSpeechSynthesis implements SynthesisLike {
  readonly spoken: UtteranceLike[] = [];
  cancelCount = 0;
  voices: VoiceLike[] = [];
  throwOnSpeak: Error | null = null;
  private current: UtteranceLike | null = null;

  speak(utterance: UtteranceLike): void {
    if (this.throwOnSpeak) throw this.throwOnSpeak;
    this.spoken.push(utterance);
    this.current = utterance;
  }

  cancel(): void {
    this.cancelCount += 1;
    const interrupted = this.current;
    this.current = null;
    interrupted?.onerror?.({ error: "interrupted" });
  }

  getVoices(): readonly VoiceLike[] {
    return this.voices;
  }

  /** Plays the current utterance to its end. */
  finishCurrent(): void {
    const utterance = this.current;
    if (!utterance) throw new Error("nothing is being spoken");
    this.current = null;
    utterance.onstart?.({});
    utterance.onend?.({});
  }

  startCurrent(): void {
    this.current?.onstart?.({});
  }

  failCurrent(error = "synthesis-failed"): void {
    const utterance = this.current;
    this.current = null;
    utterance?.onerror?.({ error });
  }

  /** Plays everything queued, including utterances spoken from onend. */
  finishAll(limit = 1000): void {
    for (let i = 0; i < limit && this.current; i++) this.finishCurrent();
  }

  get texts(): string[] {
    return this.spoken.map((utterance) => utterance.text);
  }
}

export function voice(partial: Partial<VoiceLike> & Pick<VoiceLike, "name" | "lang">): VoiceLike {
  return { voiceURI: partial.name, localService: false, default: false, ...partial };
}
