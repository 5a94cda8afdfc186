/** @jest-environment node */
import { greetingName, maxGreetingNameLength } from "@/platform/mail/greeting-name";

/**
 * The confirmation goes to any address typed into the form, so the name is the one thing of the
 * sender's it may repeat, and only when it cannot carry a link, an address or a number.
 */
describe("greetingName", () => {
  it.each([
    ["Jane Doe", "Jane"],
    ["jane", "jane"],
    ["  Jane   Doe  ", "Jane"],
    ["Anne-Marie Dupont", "Anne-Marie"],
    ["Seán O'Neil", "Seán"],
    ["D’Arcy Smith", "D’Arcy"],
    ["José Álvarez", "José"],
    // Decomposed accents: a letter followed by a combining mark.
    ["Jose\u0301 Alvarez", "Jose\u0301"],
    ["Zoë", "Zoë"],
    ["Мария Иванова", "Мария"],
    ["王小明", "王小明"],
    ["محمد علي", "محمد"],
  ])("greets %j as %j", (fullName, expected) => {
    expect(greetingName(fullName)).toBe(expected);
  });

  it.each([
    ["a dot (a domain or an initial)", "www.example.com"],
    ["a dot inside an otherwise plain name", "Jane Doe.example"],
    ["an initial with a dot", "J. Doe"],
    ["digits", "Jane 2000"],
    ["a phone number", "Call 5550100 now"],
    ["a link", "https://example.com"],
    ["a slash", "Jane/Doe"],
    ["an at sign", "jane@example.com"],
    ["markup", "<b>Jane</b>"],
    ["an ampersand", "Jane & John"],
    ["a comma", "Doe, Jane"],
    ["an exclamation mark", "Win big!"],
    ["a colon", "Jane: read this"],
    ["a leading hyphen", "-Jane"],
    ["a trailing apostrophe", "Jane'"],
    ["two hyphens in a row", "Anne--Marie"],
    ["a new line", "Jane\nVisit us"],
    ["a tab", "Jane\tDoe"],
    ["a right-to-left override", "Jane\u202eeoD"],
    ["a zero-width space", "Ja\u200bne"],
    ["an emoji", "Jane 🙂"],
    ["nothing", ""],
    ["only spaces", "   "],
  ])("falls back to a plain greeting for a name with %s", (_case, fullName) => {
    expect(greetingName(fullName)).toBeNull();
  });

  it("falls back when the first name is longer than any name, so a sentence cannot pass as one", () => {
    const longest = "A".repeat(maxGreetingNameLength);
    expect(greetingName(`${longest} Doe`)).toBe(longest);
    expect(greetingName(`${longest}a Doe`)).toBeNull();
  });
});
