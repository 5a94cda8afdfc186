import { defaultSettings, type AccessibilitySettings } from "@/features/accessibility/settings";
import { ANNOUNCER_REGION_IDS } from "@/features/accessibility/speech/speech-constants";
import { createSpeechRuntime, hasSpeechSupport, READING_ATTRIBUTE } from "@/features/accessibility/speech/speech-runtime";
import { createSpeechStatusStore } from "@/features/accessibility/speech/speech-status";
import { createFakeUtterance, FakeSpeechSynthesis } from "./fake-speech-synthesis";

type SpeechWindow = Window & typeof globalThis;

function installSpeech(synth: FakeSpeechSynthesis): void {
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", {
    value: function FakeUtterance(text: string) {
      return createFakeUtterance(text);
    },
    configurable: true,
  });
}

function removeSpeech(): void {
  delete (window as Partial<SpeechWindow>).speechSynthesis;
  delete (window as Partial<SpeechWindow>).SpeechSynthesisUtterance;
}

function setup(overrides: Partial<AccessibilitySettings> = {}) {
  const synth = new FakeSpeechSynthesis();
  installSpeech(synth);
  let settings: AccessibilitySettings = { ...defaultSettings, speechEnabled: true, ...overrides };
  const listeners = new Set<() => void>();
  const runtime = createSpeechRuntime({
    window: window as SpeechWindow,
    getSettings: () => settings,
    subscribeSettings: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: createSpeechStatusStore(),
  });
  if (!runtime) throw new Error("expected speech support");
  const change = (patch: Partial<AccessibilitySettings>) => {
    settings = { ...settings, ...patch };
    for (const listener of listeners) listener();
  };
  return { synth, runtime, change };
}

beforeEach(() => {
  document.body.innerHTML = `
    <header><nav><a href="/why-ga">Why OS?</a></nav></header>
    <main id="main-content"><h1>Elite talent</h1><p>First line. Second line.</p></main>
    <footer><p>Copyright</p></footer>`;
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => removeSpeech());

describe("speech runtime", () => {
  it("offers nothing, and does not throw, without browser speech", () => {
    removeSpeech();
    expect(hasSpeechSupport(window as SpeechWindow)).toBe(false);
    expect(
      createSpeechRuntime({
        window: window as SpeechWindow,
        getSettings: () => defaultSettings,
        subscribeSettings: () => () => {},
      }),
    ).toBeNull();
  });

  it("reads the main content only, heading first, with the stored voice settings", () => {
    const { synth, runtime } = setup({ speechRate: 1.25, speechPitch: 1.5, speechVolume: 0.5 });
    expect(runtime.readPage()).toBe(true);
    synth.finishAll();
    expect(synth.texts).toEqual(["Elite talent.", "First line.", "Second line."]);
    expect(synth.spoken.every((u) => u.lang === "en-US" && u.rate === 1.25 && u.pitch === 1.5 && u.volume === 0.5)).toBe(
      true,
    );
  });

  it("cancels the reading when speech is switched off (also from another tab)", () => {
    const { synth, runtime, change } = setup();
    runtime.readPage();
    const cancels = synth.cancelCount;
    change({ speechRate: 1.5 });
    expect(runtime.service.getState()).toBe("reading");
    change({ speechEnabled: false });
    expect(runtime.service.getState()).toBe("idle");
    expect(synth.cancelCount).toBe(cancels + 1);
  });

  it("outlines the element being read and scrolls to it unless reduced motion is on", () => {
    const { synth, runtime, change } = setup();
    runtime.readPage();
    synth.startCurrent();
    const heading = document.querySelector("h1");
    expect(heading).toHaveAttribute(READING_ATTRIBUTE);
    expect(heading?.scrollIntoView).toHaveBeenCalledTimes(1);
    synth.finishCurrent();
    synth.startCurrent();
    expect(heading).not.toHaveAttribute(READING_ATTRIBUTE);
    expect(document.querySelector("p")).toHaveAttribute(READING_ATTRIBUTE);
    change({ reducedMotion: true });
    (Element.prototype.scrollIntoView as jest.Mock).mockClear();
    synth.finishCurrent();
    synth.startCurrent();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    runtime.stop();
    expect(document.querySelector(`[${READING_ATTRIBUTE}]`)).toBeNull();
  });

  it("announces start, finish and an error politely", () => {
    const { synth, runtime } = setup();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    runtime.readText("Preview sample text.");
    expect(document.getElementById(ANNOUNCER_REGION_IDS.polite)).toHaveTextContent("Reading started");
    synth.finishAll();
    expect(document.getElementById(ANNOUNCER_REGION_IDS.polite)).toHaveTextContent("Reading finished");
    runtime.readText("Again.");
    synth.failCurrent("audio-busy");
    expect(document.getElementById(ANNOUNCER_REGION_IDS.polite)).toHaveTextContent("Error occurred while reading content");
    expect(document.getElementById(ANNOUNCER_REGION_IDS.assertive)?.textContent ?? "").toBe("");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("hover-to-read never interrupts a page reading but replaces a hover reading", () => {
    jest.useFakeTimers();
    try {
      const { synth, runtime } = setup({ hoverToRead: true });
      const detach = runtime.attachHoverToRead();
      const paragraph = document.querySelector("p") as HTMLElement;
      runtime.readPage();
      paragraph.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
      jest.advanceTimersByTime(500);
      expect(synth.texts).toEqual(["Elite talent."]);
      runtime.stop();
      paragraph.dispatchEvent(new MouseEvent("pointerout", { bubbles: true }));
      paragraph.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
      jest.advanceTimersByTime(500);
      expect(synth.texts.at(-1)).toBe("First line. Second line.");
      expect(runtime.service.getSource()).toBe("hover");
      detach();
    } finally {
      jest.useRealTimers();
    }
  });
});
