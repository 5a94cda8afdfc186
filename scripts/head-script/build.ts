import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { headScriptConfig } from "../../lib/accessibility/head-script-config";

const root = path.resolve(__dirname, "../..");
export const beforePaintModule = path.join(root, "lib/accessibility/before-paint.ts");
export const generatedModule = path.join(root, "lib/accessibility/head-script.generated.ts");

/**
 * The blocking script at the top of <head>: lib/accessibility/before-paint.ts compiled on its own (it
 * imports only types) and called with the settings model as JSON. Wrapped so it can never throw, and a
 * constant string so the Content-Security-Policy allows it by its hash.
 */
export function buildHeadScriptSource(): string {
  const entry = `${readFileSync(beforePaintModule, "utf8")}\napplyStoredSettingsBeforePaint(${JSON.stringify(headScriptConfig)});\n`;
  // An IIFE keeps every name private to the script, and shaking drops what the call does not reach.
  const { code } = transformSync(entry, { loader: "ts", format: "iife", minify: true, treeShaking: true, target: "es2020" });
  if (/\brequire\(|\bimport\(/.test(code)) throw new Error("before-paint.ts must not import anything at run time: the head script carries it alone.");
  return `(function(){try{${code.trim()}}catch(e){}})();`;
}

/** The generated module's text. */
export function generatedModuleText(): string {
  return [
    "// Generated from before-paint.ts and head-script-config.ts by `npm run generate:head-script`. Do not edit:",
    "// a unit test fails when this file no longer matches them.",
    `export const headScriptSource = ${JSON.stringify(buildHeadScriptSource())};`,
    "",
  ].join("\n");
}
