/**
 * Splits the public pages' stylesheet into the part each page with a hero inlines once in its <head> (the critical
 * part: tokens, themes and presets, the shell's header and skip links, the hero, the floating buttons) and the
 * whole sheet as a cached file the root layout links last in <body>, where it does not hold up the first paint
 * (issue 46, docs/performance.md). Pure, so a unit test holds the selection and the generated files' freshness.
 */

import { failedAttribute, laterAttribute, pendingElements, revealingAttribute } from "../../app/styles/reveal-pieces";

export interface SourceSheet {
  readonly name: string;
  readonly css: string;
}

/** Files every rule of which is critical (saved settings' aside): the variables, the reset, the themes, the buttons. */
const CRITICAL_FILES = new Set(["tokens.css", "base.css", "themes.css", "ui.css"]);

/**
 * The <html> attributes a first visit paints with (features/accessibility/document-state.ts's firstVisitAttributes,
 * and Georgia, which the head script sets with nothing saved when the system's font is a serif). Rules for any
 * other value apply only to a visitor with saved settings, whose head script links the whole sheet before first
 * paint (render-blocking, and cached since that visitor's first page): the critical part leaves them out.
 */
const FIRST_VISIT_SELECTORS = ['html[data-theme="default"]', 'html[data-font="inter"]', 'html[data-font="georgia"]', "html[data-focus-outlines]", "html[data-system-defaults]"];

/** Buttons no hero shows: the forms' full-width, disabled, ghost and working (spinner) ones. */
const LATER_BUTTONS = [".cta--full", ".cta:disabled", ".cta--ghost", ".cta__spinner"];

/** A selector only a saved setting, or a state scripts set after first paint, can match (or a later button). */
function savedSettingsOnly(selector: string): boolean {
  if (LATER_BUTTONS.some((start) => selector.startsWith(start))) return true;
  return /^(html(\[data-|:is\(\[data-|:has\()|body:has\()/.test(selector) && !FIRST_VISIT_SELECTORS.some((start) => selector.startsWith(start));
}

/**
 * Selectors (by how they begin) that style what a first paint shows above the fold: the document, the skip
 * links, the header, the hero and its illustration, the floating buttons. The presets' overlays (reading mask and
 * guide) and the read-aloud button come only with saved settings, and the zoom indicator after a Ctrl + wheel: the
 * whole sheet styles them.
 */
const CRITICAL_SELECTOR_STARTS = [
  ":root",
  "html",
  "body",
  "*",
  ".skip-link",
  ".site-header",
  ".brand-mark",
  ".primary-nav",
  ".container",
  ".page-hero",
  ".eyebrow",
  ".lead",
  ".actions",
  ".illo",
  ".fab-dock",
  ".a11y-fab",
  ".structure-fab",
  ".visually-hidden",
  ".sr-only",
];

/**
 * Until the linked file has loaded, the page shows only what the critical part styles: the header, the hero and
 * the floating buttons. The rest of <main>, the footer and a refused form's error summary (above the header) wait (not displayed, so nothing unstyled shows and
 * nothing the visitor sees moves when they appear below the hero). Only the public pages that link the file at the
 * end of <body> carry this rule: the admin area's critical <style> is empty, and a page that links the file in
 * <head> inlines only its @font-face rules (app/styles/critical-style.tsx). The reveal script marks <html> when the
 * file fails, and the rule lets go. No `:has()`: keyed on the file's in-body link (`body:has(>link[...])`), it made
 * Chromium restyle the whole document on every element added anywhere, hydration's route announcer included (312
 * elements on /pricing each time; 3 without it). In a cascade layer, so that the file's rule (later in the same
 * layer, and more specific) reverts it, and every unlayered rule of the site's still wins.
 */
export const PENDING_SELECTOR = `:root:not([${failedAttribute}]) :is(${pendingElements})`;
/** And what the reveal script has yet to reveal: important, so no rule of the file displays it early. */
export const HIDE_UNTIL_LOADED = `@layer pending{${PENDING_SELECTOR}{display:none}[${laterAttribute}]{display:none!important}}`;
/**
 * The file reveals them all at once, unless the head script marked <html> to reveal them a few per frame
 * (app/styles/reveal-pieces.ts): it takes the mark off once it holds them undisplayed itself.
 * Unconditional otherwise: where the pending rule does not apply the revert undoes nothing (it is the layer's only
 * other display for these elements). `body` keeps it more specific than the pending rule, which it must beat in the
 * same layer.
 */
export const SHOW_WHEN_LOADED = `@layer pending{:root:not([${revealingAttribute}]) body :is(${pendingElements}){display:revert-layer}}`;

/** Comments out, whitespace collapsed where CSS allows it (never inside strings: the sheets' strings have none to collapse). */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    // After a colon only: a space before one is a descendant combinator (".site-footer :focus-visible").
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}

interface Block {
  /** The prelude: a rule's selectors or an at-rule's head ("@media (...)"). */
  readonly prelude: string;
  /** The text between the braces; undefined for a statement such as @import. */
  readonly body: string | undefined;
}

/** The top-level blocks of a minified sheet, by brace depth. */
export function topLevelBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === "{") {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === "}") {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    } else if (char === ";" && depth === 0) {
      blocks.push({ prelude: css.slice(start, index).trim(), body: undefined });
      start = index + 1;
    }
  }
  return blocks.filter((block) => block.prelude !== "" || block.body !== undefined);
}

/** A selector list's selectors: split at its top-level commas, not those inside :is(...) or :not(...). */
export function selectorsOf(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index += 1) {
    const char = selectorList[index];
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "," && depth === 0) {
      selectors.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(selectorList.slice(start));
  return selectors;
}

function selectorIsCritical(selectorList: string, wholeFile: boolean): boolean {
  return selectorsOf(selectorList)
    .map((selector) => selector.trim())
    .some((selector) => !savedSettingsOnly(selector) && (wholeFile || CRITICAL_SELECTOR_STARTS.some((start) => selector.startsWith(start))));
}

/** The critical rules of one minified sheet, rule by rule, into @media too. */
export function criticalPart(name: string, css: string): string {
  const wholeFile = CRITICAL_FILES.has(name);
  return topLevelBlocks(css)
    .map(({ prelude, body }) => {
      if (body === undefined) return "";
      if (prelude.startsWith("@media print")) return "";
      // @container too: where the floating buttons go (the top strip or the margin) is decided by one.
      if (prelude.startsWith("@media") || prelude.startsWith("@supports") || prelude.startsWith("@container")) {
        const inner = criticalPart(name, body);
        return inner === "" ? "" : `${prelude}{${inner}}`;
      }
      if (prelude.startsWith("@")) return prelude.startsWith("@font-face") ? `${prelude}{${body}}` : "";
      return selectorIsCritical(prelude, wholeFile) ? `${prelude}{${body}}` : "";
    })
    .join("");
}

/** Inter's file, referred to from node_modules by tokens.css (Next's pipeline copies it), served from public/fonts. */
export const FONT_SOURCE = "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const FONT_PATH = "/fonts/inter-latin-wght-normal.woff2";

/**
 * Drops the custom properties nothing in the critical part reads (`var(--name`), over and over, since one may be
 * read only by another that goes: the whole file declares every one of them again when it arrives, so the first
 * paint loses nothing, for about 270 B gzip of every page's HTML (issue 46).
 * `alsoRead`: text that reads them from elsewhere; `keep`: names read by scripts.
 */
export function withoutUnreadProperties(css: string, alsoRead: string, keep: readonly string[] = []): string {
  let current = css;
  for (;;) {
    const read = new Set([...keep, ...[...`${current}${alsoRead}`.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? "")]);
    const next = current
      .replace(/([{;])(--[\w-]+):[^;{}]*(?=[;}])/g, (declaration, before: string, name: string) => (read.has(name) ? declaration : before))
      .replace(/;{2,}/g, ";")
      .replace(/\{;/g, "{")
      .replace(/;\}/g, "}");
    // A rule or @media left empty goes too (twice: a @media whose only rule went).
    const pruned = next.replace(/(^|[{}])[^{}@]*\{\}/g, "$1").replace(/(^|[{}])@[^{}]*\{\}/g, "$1");
    if (pruned === current) return current;
    current = pruned;
  }
}

/** Read by the head script (features/accessibility/head-script.ts) before the file can have arrived. */
const PROPERTIES_READ_BY_SCRIPTS = ["--font-family-default"];

export interface SplitSheets {
  /** A page with a hero's <head>: the first paint's rules and the rule that hides the rest until the file. */
  readonly critical: string;
  /**
   * The whole sheet, critical parts included (client navigations keep it, whatever page they reach), but for its
   * @font-face rules: every page inlines those (`fontFaces`), and a second declaration of Inter arriving with the
   * file made the browser start the font anew and swap the hero's text into it (deferred-stylesheet.spec.ts saw
   * heroes change height when the file arrived).
   */
  readonly full: string;
  /** The @font-face rules alone: what a page that links the file in <head> inlines. */
  readonly fontFaces: string;
}

/** A minified sheet's top-level @font-face rules, or the sheet without them. */
function fontFaceRules(css: string, keep: boolean): string {
  return topLevelBlocks(css)
    .filter((block) => block.prelude.startsWith("@font-face") === keep)
    .map(({ prelude, body }) => (body === undefined ? `${prelude};` : `${prelude}{${body}}`))
    .join("");
}

/**
 * `belowTheFold`: sheets whose rules no first paint needs (the form's fields and checklists), appended to the file
 * after the others, so that one file, one request, serves every public page (a second link after the hero held up
 * whatever followed it until its own file arrived).
 */
export function splitStylesheet(sheets: readonly SourceSheet[], belowTheFold: readonly SourceSheet[] = []): SplitSheets {
  const minify = ({ name, css }: SourceSheet) => ({ name, css: minifyCss(css).split(FONT_SOURCE).join(FONT_PATH) });
  const minified = sheets.map(minify);
  const critical = minified.map(({ name, css }) => criticalPart(name, css)).join("");
  return {
    critical: withoutUnreadProperties(critical, "", PROPERTIES_READ_BY_SCRIPTS) + HIDE_UNTIL_LOADED,
    full: [...minified, ...belowTheFold.map(minify)].map(({ css }) => fontFaceRules(css, false)).join("") + SHOW_WHEN_LOADED,
    fontFaces: minified.map(({ css }) => fontFaceRules(css, true)).join(""),
  };
}
