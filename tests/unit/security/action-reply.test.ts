import { findUnresolvableReference, formReply, MAX_REPLY_DEPTH, nestsDeeperThan, parseReference, textReply } from "@/lib/security/action-reply";

describe("parseReference", () => {
  it("reads the part a reference needs, by the decimal spelling of its hexadecimal id", () => {
    expect(parseReference("$@a")).toEqual({ kind: "promise", id: "10", path: [] });
    expect(parseReference("$1f")).toEqual({ kind: "text", id: "31", path: [] });
    expect(parseReference("$Q2:key:0")).toEqual({ kind: "text", id: "2", path: ["key", "0"] });
    expect(parseReference("$h7")).toEqual({ kind: "text", id: "7", path: [] });
    expect(parseReference("$B0")).toEqual({ kind: "file", id: "0", path: [] });
    expect(parseReference("$o3")).toEqual({ kind: "file", id: "3", path: [] });
  });

  it("finds no part behind literals, self-contained values and entries React tolerates missing", () => {
    for (const value of ["plain", "", "$$escaped", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-11-22T00:00:00.000Z", "$n123", "$T", "$K1", "$R1", "$r2", "$X3", "$x4"]) {
      expect(parseReference(value)).toBeNull();
    }
  });

  it("marks ids React could not parse", () => {
    for (const value of ["$", "$@", "$hzz", "$Q:x"]) expect(parseReference(value)).toBe("malformed");
  });
});

function multipart(entries: ReadonlyArray<readonly [string, string | Blob]>) {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return formReply(form);
}

describe("findUnresolvableReference", () => {
  it("accepts a text reply whose only references are paths into itself that exist", () => {
    expect(findUnresolvableReference(textReply('[{"a":[1,2]},"$0:0:a:1","$$x",{"$@9":"key, not value"}]'), { arrival: "whole" })).toBeNull();
  });

  it("rejects references a text reply cannot carry, or paths that do not exist", () => {
    for (const body of ['["$@1"]', '["$1"]', '[{"a":[{"b":"$Q2"}]}]', '["$0:a"]', '["$B1"]', '["$hzz"]']) {
      expect({ body, found: findUnresolvableReference(textReply(body), { arrival: "whole" }) }).not.toEqual({ body, found: null });
    }
  });

  it("reports a root that is not an argument list when a call's arguments are expected", () => {
    expect(findUnresolvableReference(textReply('{"a":1}'), { arrival: "whole", rootIsArgumentList: true })).toBe("0");
    expect(findUnresolvableReference(textReply('{"a":1}'), { arrival: "whole" })).toBeNull();
    expect(findUnresolvableReference(textReply("[1]"), { arrival: "whole", rootIsArgumentList: true })).toBeNull();
  });

  it("reports a missing or unreadable root", () => {
    expect(findUnresolvableReference(textReply("{oops"), { arrival: "whole" })).toBe("0");
    expect(findUnresolvableReference(multipart([["1", "[]"]]), { arrival: "streamed" })).toBe("0");
  });

  it("needs text where React reads JSON and a file where it reads bytes", () => {
    const file = new Blob(["bytes"]);
    expect(findUnresolvableReference(multipart([["1", file], ["0", '["$B1"]']]), { arrival: "streamed" })).toBeNull();
    expect(findUnresolvableReference(multipart([["1", "[]"], ["0", '["$B1"]']]), { arrival: "streamed" })).toBe("$B1");
    expect(findUnresolvableReference(multipart([["1", file], ["0", '["$1"]']]), { arrival: "streamed" })).toBe("$1");
  });

  it("in a streamed body, lets only promises point at parts after the root", () => {
    expect(findUnresolvableReference(multipart([["1", '{"x":1}'], ["0", '["$1:x"]']]), { arrival: "streamed" })).toBeNull();
    expect(findUnresolvableReference(multipart([["0", '["$@1"]'], ["1", '"later"']]), { arrival: "streamed" })).toBeNull();
    expect(findUnresolvableReference(multipart([["0", '["$1"]'], ["1", '"later"']]), { arrival: "streamed" })).toBe("$1");
    expect(findUnresolvableReference(multipart([["0", '["$1"]'], ["1", '"later"']]), { arrival: "whole" })).toBeNull();
  });

  it("follows each referenced part once, through plain cycles, and checks what it holds", () => {
    const parts = (second: string) => multipart([["1", '["$2"]'], ["2", second], ["0", '["$1"]']]);
    expect(findUnresolvableReference(parts('["$1", "$1:0"]'), { arrival: "streamed" })).toBeNull();
    expect(findUnresolvableReference(parts('["$1", "$@5"]'), { arrival: "streamed" })).toBe("$@5");
    expect(findUnresolvableReference(parts("not json"), { arrival: "streamed" })).toBe("$2");
  });

  it("refuses a promise, map, set, form or server reference made of a part that leads to it", () => {
    // The reported payloads: each names the root it stands in.
    const cases: [string, string][] = [
      ['["$@0"]', "$@0"],
      ['["$Q0"]', "$Q0"],
      ['["$h0"]', "$h0"],
      ['["$W0"]', "$W0"],
      ['["$i0"]', "$i0"],
      ['[{"a":["$@0"]}]', "$@0"],
    ];
    for (const [body, reference] of cases) {
      expect({ body, found: findUnresolvableReference(textReply(body), { arrival: "whole", rootIsArgumentList: true }) }).toEqual({ body, found: reference });
    }
    const cycle = multipart([["1", '["$@2"]'], ["2", '["$Q1"]'], ["0", '["$1"]']]);
    expect(findUnresolvableReference(cycle, { arrival: "streamed" })).toBe("$Q1");
    // React writes a repeated object as a plain path back into the root: still accepted.
    expect(findUnresolvableReference(textReply('[{"a":1},"$0:0"]'), { arrival: "whole" })).toBeNull();
  });

  it("refuses JSON nested deeper than any form needs, without parsing it", () => {
    const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
    expect(nestsDeeperThan(deep(MAX_REPLY_DEPTH), MAX_REPLY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(deep(MAX_REPLY_DEPTH + 1), MAX_REPLY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`["${"[".repeat(100)}", {"a":"\\\"["}]`, 3)).toBe(false);
    const started = performance.now();
    expect(findUnresolvableReference(textReply(deep(50_000)), { arrival: "whole", rootIsArgumentList: true })).toBe("0");
    expect(performance.now() - started).toBeLessThan(50);
    const nestedPart = multipart([["1", deep(40)], ["0", '["$1"]']]);
    expect(findUnresolvableReference(nestedPart, { arrival: "streamed" })).toBe("$1");
  });

  it("reads a bound form action's reply under its prefix", () => {
    const body = multipart([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
      ["$ACTION_1:1", '[{"status":"editing"}]'],
      ["fullName", "$@99"],
    ]);
    expect(findUnresolvableReference(body, { prefix: "$ACTION_1:", arrival: "whole" })).toBeNull();
    const dangling = multipart([["$ACTION_1:0", '{"id":"abc","bound":"$@2"}']]);
    expect(findUnresolvableReference(dangling, { prefix: "$ACTION_1:", arrival: "whole" })).toBe("$@2");
  });

  it("walks arrays far longer than the call stack allows spreading", () => {
    const long = `[${Array.from({ length: 300_000 }, () => "0").join(",")},"$@1"]`;
    expect(findUnresolvableReference(textReply(long), { arrival: "whole" })).toBe("$@1");
  });
});
