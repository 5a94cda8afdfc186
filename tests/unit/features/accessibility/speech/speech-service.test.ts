/** @jest-environment node */
import { createSpeechService, hoverMayInterrupt, type VoiceOptions } from "@/features/accessibility/speech/speech-service";
import { speechMessages } from "@/features/accessibility/speech/speech-copy";
import { createFakeUtterance, FakeSpeechSynthesis, voice } from "./fake-speech-synthesis";

function setup(options: Partial<VoiceOptions> = {}) {
  const synth = new FakeSpeechSynthesis();
  const voiceOptions: VoiceOptions = { rate: 1, pitch: 1, volume: 1, voiceURI: null, ...options };
  const announce = jest.fn();
  const warn = jest.fn();
  const highlight = jest.fn();
  const service = createSpeechService({
    synth,
    createUtterance: createFakeUtterance,
    getVoiceOptions: () => voiceOptions,
    announce,
    warn,
    highlight,
  });
  return { synth, service, announce, warn, highlight, voiceOptions };
}

const chunks = (...texts: string[]) => texts.map((text) => ({ text }));

describe("speech service", () => {
  it("goes idle -> reading -> idle and speaks the chunks one at a time, in order", () => {
    const { synth, service, announce } = setup();
    const states: string[] = [];
    service.subscribe(() => states.push(service.getState()));
    expect(service.getState()).toBe("idle");
    expect(service.read(chunks("One.", "Two."), "page")).toBe(true);
    expect(service.getState()).toBe("reading");
    expect(synth.texts).toEqual(["One."]);
    synth.finishCurrent();
    expect(synth.texts).toEqual(["One.", "Two."]);
    synth.finishCurrent();
    expect(service.getState()).toBe("idle");
    expect(states).toEqual(["reading", "idle"]);
    expect(announce.mock.calls).toEqual([
      [speechMessages.started, "polite"],
      [speechMessages.finished, "polite"],
    ]);
  });

  it("puts en-US and the stored rate, pitch and volume on every utterance", () => {
    const { synth, service } = setup({ rate: 1.5, pitch: 0.75, volume: 0.4 });
    service.read(chunks("One.", "Two."), "page");
    synth.finishAll();
    expect(synth.spoken).toHaveLength(2);
    for (const utterance of synth.spoken) {
      expect(utterance).toMatchObject({ lang: "en-US", rate: 1.5, pitch: 0.75, volume: 0.4 });
    }
  });

  it("applies a changed rate from the next chunk and clamps out-of-range values", () => {
    const { synth, service, voiceOptions } = setup({ rate: 9, pitch: -1, volume: Number.NaN });
    service.read(chunks("One.", "Two."), "page");
    expect(synth.spoken[0]).toMatchObject({ rate: 2, pitch: 0.5, volume: 1 });
    Object.assign(voiceOptions, { rate: 0.75 });
    synth.finishCurrent();
    expect(synth.spoken[1]?.rate).toBe(0.75);
  });

  it("uses the stored voice, else the best local English one, else none", () => {
    const { synth, service, voiceOptions } = setup();
    service.read(chunks("No voices."), "page");
    expect(synth.spoken[0]?.voice).toBeNull();
    synth.voices = [
      voice({ name: "Remote US", lang: "en-US" }),
      voice({ name: "Local GB", lang: "en-GB", localService: true }),
      voice({ name: "French", lang: "fr-FR", localService: true }),
    ];
    service.read(chunks("Best."), "page");
    expect(synth.spoken[1]?.voice?.name).toBe("Local GB");
    Object.assign(voiceOptions, { voiceURI: "Remote US" });
    service.read(chunks("Stored."), "page");
    expect(synth.spoken[2]?.voice?.name).toBe("Remote US");
  });

  it("cancels before each new reading and ignores callbacks of the cancelled one", () => {
    const { synth, service } = setup();
    service.read(chunks("Old one.", "Old two."), "page");
    const old = synth.spoken[0];
    const cancelsBefore = synth.cancelCount;
    service.read(chunks("New."), "preview");
    expect(synth.cancelCount).toBe(cancelsBefore + 1);
    old?.onend?.({});
    expect(synth.texts).toEqual(["Old one.", "New."]);
    expect(service.getState()).toBe("reading");
    expect(service.getSource()).toBe("preview");
  });

  it("ignores blank text without cancelling what is being read", () => {
    const { synth, service, announce } = setup();
    expect(service.read(chunks("  ", "\n"), "page")).toBe(false);
    expect(service.read([], "preview")).toBe(false);
    expect(synth.cancelCount).toBe(0);
    expect(service.getState()).toBe("idle");
    service.read(chunks("Go.", " "), "page");
    expect(service.read(chunks(""), "page")).toBe(false);
    expect(service.getState()).toBe("reading");
    synth.finishAll();
    expect(synth.texts).toEqual(["Go."]);
    expect(announce).not.toHaveBeenCalledWith(speechMessages.error, expect.anything());
  });

  it("stop() cancels and returns to idle without an error or a finished message", () => {
    const { synth, service, announce, highlight } = setup();
    service.read(chunks("One.", "Two."), "page");
    service.stop();
    expect(service.getState()).toBe("idle");
    expect(synth.cancelCount).toBe(2);
    expect(highlight).toHaveBeenLastCalledWith(null);
    expect(announce.mock.calls).toEqual([[speechMessages.started, "polite"]]);
  });

  it("on a synthesis error announces politely, warns and returns to idle", () => {
    const { synth, service, announce, warn } = setup();
    service.read(chunks("One.", "Two."), "page");
    synth.failCurrent("synthesis-failed");
    expect(service.getState()).toBe("idle");
    expect(announce).toHaveBeenLastCalledWith("Error occurred while reading content", "polite");
    expect(warn).toHaveBeenCalledWith("Error occurred while reading content", "synthesis-failed");
    expect(synth.texts).toEqual(["One."]);
  });

  it("treats a throwing speak() as an error too", () => {
    const { synth, service, announce, warn } = setup();
    synth.throwOnSpeak = new Error("boom");
    service.read(chunks("One."), "page");
    expect(service.getState()).toBe("idle");
    expect(announce).toHaveBeenLastCalledWith(speechMessages.error, "polite");
    expect(warn).toHaveBeenCalledWith(speechMessages.error, synth.throwOnSpeak);
  });

  it("announces a failing voice once, until a reading starts speaking again", () => {
    const { synth, service, announce, warn } = setup();
    const errorsAnnounced = () => announce.mock.calls.filter(([message]) => message === speechMessages.error).length;
    service.read(chunks("One."), "hover");
    synth.failCurrent("synthesis-failed");
    service.read(chunks("Two."), "hover");
    synth.failCurrent("synthesis-failed");
    service.read(chunks("Three."), "page");
    synth.failCurrent("synthesis-failed");
    expect(errorsAnnounced()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(3);
    service.read(chunks("Four."), "page");
    synth.startCurrent();
    synth.failCurrent("synthesis-failed");
    expect(errorsAnnounced()).toBe(2);
  });

  it("goes quietly idle when something else interrupts the speech", () => {
    const { synth, service, announce, warn } = setup();
    service.read(chunks("One."), "page");
    synth.failCurrent("interrupted");
    expect(service.getState()).toBe("idle");
    expect(warn).not.toHaveBeenCalled();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("highlights the element of the chunk being spoken and clears it at the end", () => {
    const { synth, service, highlight } = setup();
    const first = { id: "first" } as unknown as Element;
    service.read([{ text: "A.", element: first }, { text: "B." }], "page");
    synth.startCurrent();
    expect(highlight).toHaveBeenLastCalledWith(first);
    synth.finishAll();
    expect(highlight).toHaveBeenLastCalledWith(null);
  });

  it("keeps hover readings quiet", () => {
    const { synth, service, announce } = setup();
    service.read(chunks("Hovered."), "hover");
    synth.finishAll();
    expect(announce).not.toHaveBeenCalled();
  });

  it("lets a hover reading replace only another hover reading", () => {
    expect(hoverMayInterrupt("idle", null)).toBe(true);
    expect(hoverMayInterrupt("reading", "hover")).toBe(true);
    expect(hoverMayInterrupt("reading", "page")).toBe(false);
    expect(hoverMayInterrupt("reading", "preview")).toBe(false);
  });
});
