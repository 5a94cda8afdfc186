import { mainContentId } from "@/features/accessibility/shell-dialogs";
import { getSettings, subscribeSettings } from "@/features/accessibility/settings-store";
import type { AccessibilitySettings } from "@/features/accessibility/settings";
import { createAnnouncer } from "./announcer";
import { splitIntoChunks } from "./chunk-text";
import { attachHoverReader, createHoverReader } from "./hover-reader";
import { collectPageChunks } from "./readable-content";
import {
  createSpeechService,
  hoverMayInterrupt,
  type SpeechService,
  type SynthesisLike,
  type UtteranceLike,
} from "./speech-service";
import { speechStatus, type SpeechStatusStore } from "./speech-status";

/**
 * The speech features wired to the browser: window.speechSynthesis, the settings store,
 * the announcer and the page. Loaded with import() the first time speech is needed.
 */

/** Marks the element being read; speech.css outlines it with the theme's focus colour. */
export const READING_ATTRIBUTE = "data-speech-reading";

export interface SpeechRuntimeDeps {
  readonly window: Window & typeof globalThis;
  readonly getSettings: () => AccessibilitySettings;
  readonly subscribeSettings: (listener: () => void) => () => void;
  readonly status?: SpeechStatusStore;
}

export interface SpeechRuntime {
  readonly service: SpeechService;
  /** Reads the main content; false when there is nothing to read. */
  readPage(): boolean;
  /** Reads a given text, e.g. the panel's preview sample; blank text is ignored. */
  readText(text: string): boolean;
  stop(): void;
  /** Starts hover-to-read on the document; returns the function that ends it. */
  attachHoverToRead(): () => void;
}

/** True when the browser can speak: both the synthesiser and the utterance constructor exist. */
export function hasSpeechSupport(win: Window & typeof globalThis): boolean {
  return "speechSynthesis" in win && typeof win.SpeechSynthesisUtterance === "function";
}

function mainContent(doc: Document): Element | null {
  return doc.getElementById(mainContentId) ?? doc.querySelector("main");
}

/** Returns null when the browser has no speech, so callers simply offer nothing. */
export function createSpeechRuntime(deps: SpeechRuntimeDeps): SpeechRuntime | null {
  const win = deps.window;
  if (!hasSpeechSupport(win)) return null;
  const doc = win.document;
  const announcer = createAnnouncer({ document: doc });
  let highlighted: Element | null = null;

  function highlight(element: Element | null): void {
    highlighted?.removeAttribute(READING_ATTRIBUTE);
    highlighted = element;
    if (!element || !element.isConnected) return;
    element.setAttribute(READING_ATTRIBUTE, "");
    // Moving the page is motion: with reduced motion on, the outline alone shows the place.
    if (!deps.getSettings().reducedMotion) element.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }

  const service = createSpeechService({
    synth: win.speechSynthesis as unknown as SynthesisLike,
    createUtterance: (text) => new win.SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
    getVoiceOptions: () => {
      const settings = deps.getSettings();
      return {
        rate: settings.speechRate,
        pitch: settings.speechPitch,
        volume: settings.speechVolume,
        voiceURI: settings.voiceURI,
      };
    },
    status: deps.status ?? speechStatus,
    announce: (message, politeness) => announcer.announce(message, politeness),
    warn: (message, detail) => console.warn(`[speech] ${message}`, detail),
    highlight,
  });

  // Switching speech off, here or in another tab, silences it at once.
  deps.subscribeSettings(() => {
    if (!deps.getSettings().speechEnabled && service.getState() === "reading") service.stop();
  });

  return {
    service,
    readPage() {
      const root = mainContent(doc);
      return root ? service.read(collectPageChunks(root), "page") : false;
    },
    readText(text) {
      return service.read(
        splitIntoChunks(text).map((chunk) => ({ text: chunk })),
        "preview",
      );
    },
    stop: () => service.stop(),
    attachHoverToRead() {
      const reader = createHoverReader({
        speak(text, element) {
          if (!deps.getSettings().speechEnabled) return;
          if (!hoverMayInterrupt(service.getState(), service.getSource())) return;
          service.read([{ text, element }], "hover");
        },
      });
      return attachHoverReader(doc, reader);
    },
  };
}

let shared: SpeechRuntime | null | undefined;

/** The page's one runtime, created on first call; null without browser speech support. */
export function getSpeechRuntime(): SpeechRuntime | null {
  if (shared === undefined) shared = createSpeechRuntime({ window, getSettings, subscribeSettings });
  return shared;
}
