import { createHash } from "node:crypto";

/** `sha256-…` CSP source for one inline script's exact text. */
export function scriptHash(source: string): string {
  return `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types the browser executes (or, for import maps, parses under script-src); data blocks such as JSON-LD are inert.
const EXECUTED_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "importmap"]);

function isExecutedInline(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return EXECUTED_TYPES.has(value);
}

/**
 * Hashes of every inline script in a prerendered HTML document, in document order, without repeats.
 * Script bodies are raw text in HTML (no entity decoding), so the bytes between the tags are exactly
 * what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (!isExecutedInline(match[1] ?? "")) continue;
    hashes.add(scriptHash(match[2] ?? ""));
  }
  return [...hashes];
}
