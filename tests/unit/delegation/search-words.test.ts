/** @jest-environment node */
import { maxPrefixLength, searchPrefixes, searchTerms, searchWords } from "@/lib/delegation/search-words";

describe("search words", () => {
  const fields = { fullName: "José Ñúñez", email: "Jose.Nunez@Acme.io", company: "Acme Ltd" };

  it("splits name, e-mail and company into distinct lower-case words", () => {
    expect(searchWords(fields)).toEqual(["josé", "ñúñez", "jose", "nunez", "acme", "io", "ltd"]);
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
