/** @jest-environment node */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { inlineScriptHashes, scriptHash } from "@/platform/security/inline-script-hashes";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("scriptHash", () => {
  it("is the CSP sha256 source of the exact text", () => {
    expect(scriptHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    expect(scriptHash("a")).not.toBe(scriptHash("a "));
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts byte for byte and skips external ones", () => {
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script></head>
      <body><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>
      <script>self.__next_f.push([1,"a&amp;b\\n"])</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha("self.__next_f=[]"),
      sha("requestAnimationFrame(function(){$RT=performance.now()});"),
      sha('self.__next_f.push([1,"a&amp;b\\n"])'),
    ]);
  });

  it("skips data blocks but keeps modules and import maps", () => {
    const html = `<script type="application/ld+json">{"a":1}</script><script type="module">m()</script>
      <script type='importmap'>{}</script><script type=text/javascript>t()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("m()"), sha("{}"), sha("t()")]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toEqual([sha("x()")]);
  });

  it("finds every inline script however many there are", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ unit: "grapheme-ascii" }).filter((s) => !s.includes("<")), { maxLength: 20 }), (bodies) => {
        const html = bodies.map((body) => `<p>x</p><script>${body}</script>`).join("");
        expect(inlineScriptHashes(html)).toEqual(bodies.map(sha));
      }),
    );
  });
});
