/**
 * How many times each inlined stylesheet's text is in a page's HTML: in its <style> tag, and again wherever the
 * RSC payload carries it (Next's experimental.inlineCss put it there too). Pure, so the budgets test and the bench
 * count the same way, and a unit test holds it.
 */

export interface InlinedStylesheet {
  /** The stylesheet's name: its data-href, or "style N" for a <style> without one. */
  readonly name: string;
  readonly bytes: number;
  /** Times a sample of its text occurs in the whole document, its own <style> tag included. */
  readonly copies: number;
}

/** Characters JSON escaping leaves alone, so a run of them matches the payload's copy as well as the tag's. */
const SAMPLE = /[\w:;{}(),.%#\- ]{64}/g;

/**
 * Times a stylesheet's text occurs in a document: the occurrences of its rarest 64-character run (a common one, a
 * shared declaration, could occur outside it); undefined for a text too short to have one.
 */
export function textCopies(css: string, html: string): number | undefined {
  const samples = css.match(SAMPLE) ?? [];
  if (samples.length === 0) return undefined;
  return Math.min(...samples.map((sample) => html.split(sample).length - 1));
}

export function inlinedStylesheets(html: string): InlinedStylesheet[] {
  const found: InlinedStylesheet[] = [];
  const styleTag = /<style([^>]*)>([\s\S]*?)<\/style>/g;
  for (let match = styleTag.exec(html), index = 0; match !== null; match = styleTag.exec(html), index += 1) {
    const attributes = match[1] ?? "";
    const css = match[2] ?? "";
    const name = /data-href="([^"]+)"/.exec(attributes)?.[1] ?? `style ${index + 1}`;
    found.push({ name, bytes: css.length, copies: textCopies(css, html) ?? 1 });
  }
  return found;
}

/** The most copies any inlined stylesheet has in the document (0 when none is inlined). */
export function stylesheetCopies(html: string): number {
  return Math.max(0, ...inlinedStylesheets(html).map((sheet) => sheet.copies));
}
