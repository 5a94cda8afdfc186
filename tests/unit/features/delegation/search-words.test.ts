/** @jest-environment node */
import { maxPrefixLength, phoneWords, searchPrefixes, searchTerms, searchWords, websiteWords } from "@/features/delegation/search-words";

describe("search words", () => {
  const fields = { fullName: "José Ñúñez", email: "Jose.Nunez@Acme.io", company: "Acme Ltd" };

  it("splits name, e-mail and company into distinct lower-case words", () => {
    expect(searchWords(fields)).toEqual(["josé", "ñúñez", "jose", "nunez", "acme", "io", "ltd"]);
  });

  it("indexes a phone as every tail of its digits, whatever was typed around them", () => {
    expect(phoneWords("+44 (20) 7946-0000")).toEqual(
      ["442079460000", "42079460000", "2079460000", "079460000", "79460000", "9460000", "460000", "60000", "0000", "000"],
    );
    expect(phoneWords("12")).toEqual([]);
    expect(phoneWords(null)).toEqual([]);
  });

  it("indexes a website by the words of its host, without the scheme, www or path", () => {
    expect(websiteWords("https://www.Acme-Widgets.example/about/us")).toEqual(["acme", "widgets", "example"]);
    expect(websiteWords(null)).toEqual([]);
    expect(searchWords({ ...fields, phone: "020 7946", website: "https://acme.io/" })).toEqual(["josé", "ñúñez", "jose", "nunez", "acme", "io", "ltd", "0207946", "207946", "07946", "7946", "946"]);
  });

  it("indexes every prefix of every word, capped in length", () => {
    const prefixes = searchPrefixes({ fullName: "a".repeat(30), email: "x@y.z", company: "Ab" });
    expect(prefixes).toContain("a");
    expect(prefixes).toContain("a".repeat(maxPrefixLength));
    expect(prefixes).not.toContain("a".repeat(maxPrefixLength + 1));
    expect(prefixes).toEqual(expect.arrayContaining(["ab", "x", "y", "z"]));
  });

  it("turns a search box entry into at most five capped terms", () => {
    expect(searchTerms("  Jane@ACME.io  ")).toEqual(["jane", "acme", "io"]);
    expect(searchTerms("a b c d e f g")).toHaveLength(5);
    expect(searchTerms("z".repeat(50))).toEqual(["z".repeat(maxPrefixLength)]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("%_'\"")).toEqual([]);
  });
});
