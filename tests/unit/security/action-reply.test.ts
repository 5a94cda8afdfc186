import { findDanglingReference, referencedPart, textReplyParts } from "@/lib/security/action-reply";

describe("referencedPart", () => {
  it("reads the part a reference points at, by the decimal spelling of its hexadecimal id", () => {
    expect(referencedPart("$@a")).toBe("10");
    expect(referencedPart("$1f")).toBe("31");
    expect(referencedPart("$Q2:key:0")).toBe("2");
    expect(referencedPart("$h7")).toBe("7");
    expect(referencedPart("$B0")).toBe("0");
  });

  it("finds no part behind literals and self-contained values", () => {
    for (const value of ["plain", "", "$$escaped", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-11-22T00:00:00.000Z", "$n123", "$T", "$K1"]) {
      expect(referencedPart(value)).toBeNull();
    }
  });

  it("marks ids React could not parse as malformed", () => {
    expect(referencedPart("$")).toBe("");
    expect(referencedPart("$@")).toBe("");
    expect(referencedPart("$hzz")).toBe("");
    expect(referencedPart("$Q:x")).toBe("");
  });
});

describe("findDanglingReference", () => {
  it("walks arrays and objects, keys aside", () => {
    expect(findDanglingReference(["a", { "$@9": "b", c: ["$$d"] }], textReplyParts())).toBeNull();
    expect(findDanglingReference(["a", { c: [{ d: "$@9" }] }], textReplyParts())).toBe("$@9");
  });

  it("accepts references back to the root, which a text body always carries", () => {
    expect(findDanglingReference(["$0:a"], textReplyParts())).toBeNull();
  });

  it("follows each referenced part once, even when parts refer to each other", () => {
    const texts: Record<string, string> = { "1": '["$2"]', "2": '["$1", "$@1"]' };
    const parts = { get: (key: string) => texts[key], has: (key: string) => key === "0" || key in texts };
    expect(findDanglingReference(["$1"], parts)).toBeNull();
    texts["2"] = '["$1", "$@5"]';
    expect(findDanglingReference(["$1"], parts)).toBe("$@5");
    texts["2"] = "not json";
    expect(findDanglingReference(["$1"], parts)).toBe("$2");
  });
});
