import fc from "fast-check";
import { stripInvisibleCharacters } from "@/lib/security/invisible-characters";
import { validateDelegation } from "@/lib/delegation/schema";
import { validInput } from "../delegation/valid-input";

const bidiControls = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"];
const zeroWidth = ["\u200B", "\u2060", "\uFEFF", "\u180E", "\u2061", "\u2062", "\u2063", "\u2064"];
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
