/** @jest-environment node */
import { controlAppFiles, pageParts } from "@/scripts/bench/markup-controls";
import { parseBenchOptions } from "@/scripts/bench/options";

const served = [
  '<!DOCTYPE html><html lang="en" class="font_variable" data-x="1"><head>',
  '<style>@font-face{font-family:inter;src:url(/_next/static/media/inter.abc.woff2) format("woff2")}body{margin:0}</style>',
  '<script src="/_next/static/chunks/a.js" async=""></script><script id="settings">document.documentElement.dataset.t=1</script>',
  "</head><body><a class=\"skip\" href=\"#main\">Skip</a><main id=\"main\"><h1>Talent</h1><template><p>hidden</p></template>",
  '<p>From $2,000/month</p></main><link rel="preload" href="/x.css"/><script>self.__next_f.push([1,"payload"])</script>',
  "<style>.late{color:red;background:url(/_next/static/media/inter.abc.woff2)}</style></body></html>",
].join("");

describe("bench controls: a served page's parts", () => {
  it("keeps the body's markup and drops its scripts, styles, templates and links", () => {
    const { markup } = pageParts(served);
    expect(markup).toBe('<a class="skip" href="#main">Skip</a><main id="main"><h1>Talent</h1><p>From $2,000/month</p></main>');
  });

  it("gathers every inline stylesheet, moving font addresses to the control's public folder", () => {
    const { css, fontFiles, htmlClass } = pageParts(served);
    expect(css).toContain("src:url(/media/inter.abc.woff2)");
    expect(css).toContain(".late{color:red");
    expect(css).not.toContain("/_next/static/media/");
    expect(fontFiles).toEqual(["inter.abc.woff2"]);
    expect(htmlClass).toBe("font_variable");
  });

  it("refuses a response without a body rather than measuring an empty control", () => {
    expect(() => pageParts("<html><head></head></html>")).toThrow("no <body>");
  });

  it("writes the bare control without the stylesheet or the font class, and the styled one with both", () => {
    const parts = pageParts(served);
    const bare = controlAppFiles(parts, "markup");
    const styled = controlAppFiles(parts, "styled");
    expect(bare["app/parts.ts"]).toContain(`export const markup = ${JSON.stringify(parts.markup)};`);
    expect(bare["app/parts.ts"]).toContain('export const css = "";');
    expect(bare["app/layout.tsx"]).not.toContain("className");
    expect(styled["app/parts.ts"]).toContain(`export const css = ${JSON.stringify(parts.css)};`);
    expect(styled["app/layout.tsx"]).toContain('className="font_variable"');
  });

  it("measures controls only when asked", () => {
    expect(parseBenchOptions([]).controls).toBe(false);
    expect(parseBenchOptions(["--controls"]).controls).toBe(true);
  });
});
