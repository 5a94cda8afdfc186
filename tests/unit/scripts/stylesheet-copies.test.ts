import { inlinedStylesheets, stylesheetCopies, textCopies } from "../../../scripts/bench/stylesheet-copies";

const css = ".site-header{position:sticky;top:0;z-index:50;background:var(--color-surface)}.page-hero{padding-block:var(--space-8) var(--space-7)}";

/** A page as Next's experimental.inlineCss wrote it: the <style> tag, then the same text in the RSC payload. */
function page(payloadCopies: number): string {
  const payload = Array.from({ length: payloadCopies }, (_, row) => `self.__next_f.push([1,"${row}:T${css.length.toString(16)},${css}"])`);
  return `<html><head><style data-href="/_next/static/chunks/a.css" data-precedence="next">${css}</style></head><body><main>Text</main><script>${payload.join("")}</script></body></html>`;
}

describe("stylesheet copies in a page", () => {
  it("counts the <style> tag and each copy in the payload", () => {
    expect(stylesheetCopies(page(0))).toBe(1);
    expect(stylesheetCopies(page(1))).toBe(2);
    expect(stylesheetCopies(page(2))).toBe(3);
  });

  it("names each inlined stylesheet with its size", () => {
    expect(inlinedStylesheets(page(1))).toEqual([{ name: "/_next/static/chunks/a.css", bytes: css.length, copies: 2 }]);
  });

  it("is 0 for a page whose stylesheet is a linked file", () => {
    expect(stylesheetCopies('<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"></head><body></body></html>')).toBe(0);
  });

  it("does not count a shared run of declarations as a copy when the rest of the sheet differs", () => {
    const other = ".site-header{position:sticky;top:0;z-index:50;background:var(--color-surface)}.site-footer{margin-block:var(--space-6) 0;padding:var(--space-4)}";
    const html = `<style data-href="a.css">${css}</style><style data-href="b.css">${other}</style>`;
    expect(inlinedStylesheets(html).map((sheet) => sheet.copies)).toEqual([1, 1]);
  });

  it("counts a linked file's text in a page: none when only its critical part is inlined, one when all of it is", () => {
    const file = `${css}.faq{margin:0 0 var(--space-4);border-bottom:1px solid var(--color-border)}`;
    const critical = css;
    expect(textCopies(file, `<style>${critical}</style>`)).toBe(0);
    expect(textCopies(file, `<style>${file}</style>`)).toBe(1);
    expect(textCopies(file, page(1).replace(css, file))).toBe(1);
    expect(textCopies("a{b:c}", "<style>a{b:c}</style>")).toBeUndefined();
  });
});
