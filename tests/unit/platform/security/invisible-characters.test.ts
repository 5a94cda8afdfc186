import fc from "fast-check";
import { hasNoInvisibleCharacters, stripInvisibleCharacters } from "@/platform/security/invisible-characters";
import { validateDelegation } from "@/features/delegation/schema";
import { validInput } from "../../features/delegation/valid-input";

const bidiControls = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"];
const zeroWidth = ["\u200B", "\u2060", "\uFEFF", "\u180E", "\u2061", "\u2062", "\u2063", "\u2064"];
const probe = ["\u{E0041}", "\u3164", "\u00AD", "\u034F", "\u2800", "\u180B", "\u206A", "\u202E"];
const invisible = new RegExp(`[${[...bidiControls, ...zeroWidth].join("")}]`);

describe("stripInvisibleCharacters", () => {
  it("removes the reported spoof: a right-to-left override that shows a file name reversed", () => {
    expect(stripInvisibleCharacters("Zoë Report \u202Egnp.exe\u202C")).toBe("Zoë Report gnp.exe");
  });

  it.each([...bidiControls, ...zeroWidth].map((char) => [char.codePointAt(0)!.toString(16), char]))(
    "removes U+%s wherever it stands",
    (_code, char) => {
      expect(stripInvisibleCharacters(`${char}Ac${char}me${char}`)).toBe("Acme");
    },
  );

  it("removes zero-width joiners between Latin letters, where they only hide differences", () => {
    expect(stripInvisibleCharacters("Ac\u200Dme Ac\u200Cme")).toBe("Acme Acme");
  });

  it("keeps the joiners a script or an emoji needs", () => {
    // Persian spells some words with a zero-width non-joiner; Devanagari conjuncts and family emoji use the joiner.
    expect(stripInvisibleCharacters("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(stripInvisibleCharacters("क्\u200Dष")).toBe("क्\u200Dष");
    expect(stripInvisibleCharacters("👩\u200D💻")).toBe("👩\u200D💻");
  });

  it("leaves ordinary text, accents and line breaks alone", () => {
    expect(stripInvisibleCharacters("Zoë Müller\nLine two\tTabbed — “quoted”")).toBe("Zoë Müller\nLine two\tTabbed — “quoted”");
  });

  it("never leaves a bidirectional control or zero-width space behind", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "é", "ب", " ", ...bidiControls, ...zeroWidth, "\u200C", "\u200D") }), (value) => {
        expect(stripInvisibleCharacters(value)).not.toMatch(invisible);
      }),
    );
  });
});

describe("stripInvisibleCharacters: the whole rule", () => {
  const everyInvisible = /^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u;

  it("removes every Default_Ignorable_Code_Point and format (Cf) character standing between Latin letters", () => {
    const kept: string[] = [];
    let checked = 0;
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (!everyInvisible.test(char)) continue;
      checked += 1;
      if (stripInvisibleCharacters(`a${char}b`) !== "ab") kept.push(code.toString(16));
    }
    expect(kept).toEqual([]);
    // Unicode 15 has over 4,000 of them (most are reserved tags and variation selectors); the loop saw them.
    expect(checked).toBeGreaterThan(4000);
  });

  it.each([
    ["tag characters, which spell a hidden ASCII text", "Ann\u{E0068}\u{E0069}\u{E0064}\u{E0065} Lee", "Ann Lee"],
    ["the Hangul filler U+3164", "\u3164Ann\u3164", "Ann"],
    ["the half-width Hangul filler U+FFA0 and choseong filler U+115F", "Ann\uFFA0\u115F", "Ann"],
    ["a soft hyphen U+00AD", "An\u00ADn", "Ann"],
    ["the combining grapheme joiner U+034F", "An\u034Fn", "Ann"],
    ["the braille blank U+2800, which is neither ignorable nor a format character", "\u2800Ann\u2800", "Ann"],
    ["a Mongolian selector U+180B after a Latin letter", "An\u180Bn", "Ann"],
    ["the deprecated format control U+206A", "\u206AAnn", "Ann"],
    ["a right-to-left override U+202E", "\u202Egnirps", "gnirps"],
    ["a lone surrogate half", "Ann\uD800", "Ann"],
    ["an emoji variation selector after a letter, where it varies nothing", "An\uFE0Fn", "Ann"],
  ])("removes %s", (_what, input, output) => {
    expect(stripInvisibleCharacters(input)).toBe(output);
  });

  it.each([
    ["an emoji's presentation selector", "I \u2764\uFE0F it"],
    ["a keycap", "1\uFE0F\u20E3"],
    ["the flag of England, Scotland and Wales (tag sequences)", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"],
    ["an ideographic variation sequence, as in a Japanese name", "\u845B\u{E0100}\u98FE"],
    ["a Mongolian selector after a Mongolian letter", "\u1820\u180B"],
  ])("keeps %s", (_what, text) => {
    expect(stripInvisibleCharacters(text)).toBe(text);
  });

  it("drops tags after a black flag that spell no recommended flag: any text could hide there", () => {
    expect(stripInvisibleCharacters("\u{1F3F4}\u{E0068}\u{E0069}\u{E007F}")).toBe("\u{1F3F4}");
  });

  it("is idempotent, and leaves nothing the rule would remove", () => {
    const units = ["a", "é", "ب", "字", "1", "\u2764", "\u{1F3F4}", " ", ...probe, "\u200C", "\u200D", "\uFE0F", "\u{E0100}", "\u{E0067}", "\u{E0062}", "\u{E007F}"];
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...units) }), (value) => {
        const once = stripInvisibleCharacters(value);
        expect(stripInvisibleCharacters(once)).toBe(once);
        expect(hasNoInvisibleCharacters(once)).toBe(true);
        for (const char of probe) expect(once).not.toContain(char);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the delegation form strips them from every text field", () => {
  it("stores names, company and free text without invisible controls", () => {
    const result = validateDelegation(
      validInput({
        fullName: "Zoë \u202Egnp.exe\u202C Smith",
        company: "Ac\u200Bme\u2066 Ltd\u2069",
        otherTasks: "Weekly \uFEFFreport\u200F",
        message: "\u202DHello\u202C there",
        email: "jane\u200B@acme.io",
        phone: "+44\u200B 20 7946 0000",
        website: "acme\u200B.io",
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.data.fullName).toBe("Zoë gnp.exe Smith");
    expect(result.data.company).toBe("Acme Ltd");
    expect(result.data.otherTasks).toBe("Weekly report");
    expect(result.data.message).toBe("Hello there");
    expect(result.data.email).toBe("jane@acme.io");
    expect(result.data.phone).toBe("+44 20 7946 0000");
    expect(result.data.website).toBe("https://acme.io/");
  });

  it("treats a name made only of invisible characters as missing", () => {
    const result = validateDelegation(validInput({ fullName: "\u200B\u202E\u2066" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.fullName).toBe("Enter your full name");
  });
});
