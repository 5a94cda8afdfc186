/** @jest-environment node */
import fc from "fast-check";
import { asSentence, isBlank, normalizeWhitespace, splitIntoChunks, splitSentences } from "@/features/accessibility/speech/chunk-text";
import { MAX_CHUNK_LENGTH } from "@/features/accessibility/speech/speech-constants";

describe("splitSentences", () => {
  it("splits at sentence punctuation followed by a space and keeps the punctuation", () => {
    expect(splitSentences("One here. Two there! Three? Four…  Five")).toEqual([
      "One here.",
      "Two there!",
      "Three?",
      "Four…",
      "Five",
    ]);
  });

  it("does not split decimals, prices or domains", () => {
    expect(splitSentences("Under 0.5% are accepted. Prices start at $2,000/month on openseat.example today.")).toEqual([
      "Under 0.5% are accepted.",
      "Prices start at $2,000/month on openseat.example today.",
    ]);
  });

  it("keeps closing quotes with their sentence", () => {
    expect(splitSentences("She said “done.” Then left.")).toEqual(["She said “done.”", "Then left."]);
  });
});

describe("splitIntoChunks", () => {
  it("returns nothing for blank text", () => {
    expect(splitIntoChunks("   \n\t ")).toEqual([]);
    expect(isBlank(" \n ")).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(" a ")).toBe(false);
  });

  it("cuts a long sentence at commas before cutting between words", () => {
    const chunks = splitIntoChunks("alpha beta gamma, delta epsilon zeta, eta theta.", 20);
    expect(chunks).toEqual(["alpha beta gamma,", "delta epsilon zeta,", "eta theta."]);
  });

  it("cuts a clause without commas between words and a giant word by length", () => {
    expect(splitIntoChunks("aaa bbb ccc ddd eee", 8)).toEqual(["aaa bbb", "ccc ddd", "eee"]);
    expect(splitIntoChunks("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
  });

  it("rejects a nonsensical limit", () => {
    expect(() => splitIntoChunks("x", 0)).toThrow(RangeError);
  });

  it("never exceeds the limit and never loses or reorders a word", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,30}[.,!?]?$/), { maxLength: 80 }),
        fc.integer({ min: 5, max: 200 }),
        (words, limit) => {
          const text = words.join(" ");
          const chunks = splitIntoChunks(text, limit);
          expect(chunks.every((chunk) => chunk.length <= limit && chunk.length > 0)).toBe(true);
          expect(chunks.join(" ").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
        },
      ),
    );
  });

  it("uses a default limit short enough for Chrome's 15-second cut-off", () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
    const chunks = splitIntoChunks(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
  });
});

describe("asSentence and normalizeWhitespace", () => {
  it("adds a full stop only where punctuation is missing", () => {
    expect(asSentence("Pricing")).toBe("Pricing.");
    expect(asSentence("Why us?")).toBe("Why us?");
    expect(asSentence("Steps:")).toBe("Steps:");
    expect(asSentence("  ")).toBe("");
  });

  it("collapses whitespace", () => {
    expect(normalizeWhitespace("  a \n\n b\t c ")).toBe("a b c");
  });
});
