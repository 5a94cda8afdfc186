/**
 * `npm run styles`: writes the public pages' stylesheets from app/styles (docs/performance.md, issue 46):
 * public/styles/site-<hash>.css, the one cached file every public page links last in its <body> (the form's rules
 * included), Inter's font beside it, app/styles/stylesheets.generated.ts (the critical part each page inlines once in
 * its <head>), app/styles/site-stylesheet.generated.ts (the file's name, apart so that a client bundle importing it
 * gets no CSS text).
 * Run it after editing app/styles; a unit test fails while the output is stale.
 * `--check` writes nothing and exits 1 when the committed files differ.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FONT_PATH, FONT_SOURCE, splitStylesheet } from "./split-stylesheet";

/** The site's sheets in cascade order, as app/styles/site-styles.ts imports them; forms.css after them. */
export const SITE_SHEETS = ["tokens.css", "base.css", "layout.css", "ui.css", "marketing.css", "accessibility.css", "themes.css", "speech.css", "evidence.css"];
export const FORM_SHEETS = ["forms.css"];

export interface GeneratedStylesheets {
  readonly files: ReadonlyMap<string, string>;
}

function hashed(name: string, css: string): string {
  return `/styles/${name}-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
}

const HEADER = "// Written by scripts/styles/build-stylesheets.ts (npm run styles) from app/styles: do not edit.";

/** Every generated file's path (from the project root) and text. */
export function generateStylesheets(root: string): GeneratedStylesheets {
  const read = (name: string) => ({ name, css: readFileSync(path.join(root, "app/styles", name), "utf8") });
  // The form's rules only matter below the hero: none of them is critical; they end the one file.
  const site = splitStylesheet(SITE_SHEETS.map(read), FORM_SHEETS.map(read));
  const siteHref = hashed("site", site.full);
  return {
    files: new Map([
      [`public${siteHref}`, site.full],
      [
        "app/styles/stylesheets.generated.ts",
        `${HEADER}\n/** The rules a first paint needs, inlined once in each page's <head> (app/styles/critical-style.tsx). */\nexport const criticalCss = ${JSON.stringify(site.critical)};\n/** Its @font-face rules alone, which the file leaves out: what a page that links the file in <head> inlines. */\nexport const fontFacesCss = ${JSON.stringify(site.fontFaces)};\n`,
      ],
      [
        "app/styles/site-stylesheet.generated.ts",
        `${HEADER}\n/** The site's whole sheet, a cached file linked last in a public page's <body> (app/styles/deferred-stylesheet.tsx). */\nexport const siteStylesheetHref = ${JSON.stringify(siteHref)};\n`,
      ],
    ]),
  };
}

function main(): void {
  const root = process.cwd();
  const { files } = generateStylesheets(root);
  const check = process.argv.includes("--check");
  const stale = [...files].filter(([file, text]) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), "utf8") !== text);
  if (check) {
    if (stale.length > 0) {
      console.error(`Stale: ${stale.map(([file]) => file).join(", ")}. Run npm run styles.`);
      process.exit(1);
    }
    return;
  }
  mkdirSync(path.join(root, "public/styles"), { recursive: true });
  for (const old of readdirSync(path.join(root, "public/styles"))) {
    if (!files.has(`public/styles/${old}`)) rmSync(path.join(root, "public/styles", old));
  }
  for (const [file, text] of files) writeFileSync(path.join(root, file), text);
  copyFileSync(path.join(root, "app/styles", FONT_SOURCE), path.join(root, "public", FONT_PATH));
  console.log([...files.keys()].join("\n"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
