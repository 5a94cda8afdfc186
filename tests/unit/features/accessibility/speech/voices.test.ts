/** @jest-environment node */
import { bestVoice, englishVoices, resolveVoice, withoutVariants } from "@/features/accessibility/speech/voices";
import { voice } from "./fake-speech-synthesis";

const voices = [
  voice({ name: "Google UK English Female", lang: "en-GB" }),
  voice({ name: "Google US English", lang: "en-US" }),
  voice({ name: "eSpeak English", lang: "en", localService: true }),
  voice({ name: "Local US", lang: "en_US", localService: true }),
  voice({ name: "Deutsch", lang: "de-DE", localService: true, default: true }),
];

describe("voices", () => {
  it("offers English voices only, local and US first", () => {
    expect(englishVoices(voices).map((v) => v.name)).toEqual([
      "Local US",
      "eSpeak English",
      "Google US English",
      "Google UK English Female",
    ]);
  });

  it("defaults to the best local English voice, or none", () => {
    expect(bestVoice(voices)?.name).toBe("Local US");
    expect(bestVoice([voice({ name: "Deutsch", lang: "de-DE" })])).toBeNull();
    expect(bestVoice([])).toBeNull();
  });

  it("keeps a stored English voice and falls back when it is gone or not English", () => {
    expect(resolveVoice(voices, "Google US English")?.name).toBe("Google US English");
    expect(resolveVoice(voices, "Missing")?.name).toBe("Local US");
    expect(resolveVoice(voices, "Deutsch")?.name).toBe("Local US");
    expect(resolveVoice(voices, null)?.name).toBe("Local US");
  });
});

describe("withoutVariants", () => {
  it("hides eSpeak-style variants of a listed base voice and keeps everything else", () => {
    const listed = [
      voice({ name: "English (America) espeak-ng", lang: "en-US", localService: true }),
      voice({ name: "English (America)+Adam espeak-ng", lang: "en-US", localService: true }),
      voice({ name: "English (America)+Alex espeak-ng", lang: "en-US", localService: true }),
      voice({ name: "Orphan+Variant", lang: "en-GB" }),
      voice({ name: "Google US English", lang: "en-US" }),
    ];
    expect(withoutVariants(listed).map((v) => v.name)).toEqual([
      "English (America) espeak-ng",
      "Orphan+Variant",
      "Google US English",
    ]);
    expect(englishVoices(listed).map((v) => v.name)).toEqual([
      "English (America) espeak-ng",
      "Google US English",
      "Orphan+Variant",
    ]);
  });
});
