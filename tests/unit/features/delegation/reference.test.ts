/** @jest-environment node */
import fc from "fast-check";
import { generateReference, referenceAlphabet, referencePattern } from "@/features/delegation/reference";

describe("generateReference", () => {
  it("makes DR- and six characters from an alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i += 1) expect(generateReference()).toMatch(referencePattern);
    expect(referenceAlphabet).not.toMatch(/[01ILOU]/);
  });

  it("skips bytes that would bias the alphabet", () => {
    const bytes = [255, 250, 240, 0, 1, 2, 3, 4, 29];
    const source = () => Uint8Array.from(bytes.splice(0, 12));
    expect(generateReference(source)).toBe(`DR-${referenceAlphabet.slice(0, 5)}${referenceAlphabet[29]}`);
  });

  it("always produces a valid reference, whatever the random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        let first = true;
        const source = (size: number) => {
          if (first) {
            first = false;
            return bytes;
          }
          return Uint8Array.from({ length: size }, (_, i) => i);
        };
        expect(generateReference(source)).toMatch(referencePattern);
      }),
    );
  });
});
