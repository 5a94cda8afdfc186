import type { Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CheckerException } from "../../../features/accessibility/conformance";

/**
 * The two checkers that are not ours: the W3C Nu HTML Checker (vnu-jar, run offline with Java) and IBM's
 * Equal Access engine (ace.js, run inside the page). Each answers with readable lines, one per finding.
 */

const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const aceScript = path.resolve("node_modules/accessibility-checker-engine/ace.js");

interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
}

/**
 * One Java run of the checker over every .html file in `folder`. HTML only: its CSS parser predates
 * @container and @property, so what it says of the stylesheets is its age, not the site's (and is dropped).
 * Answers one line per error (a "non-document-error" means the checker could not read a file, which
 * counts too), as `file:line:column message`.
 */
export function nuHtmlErrors(folder: string): string[] {
  const run = spawnSync("java", ["-Xss4m", "-jar", vnuJar, "--format", "json", "--skip-non-html", "--errors-only", folder], {
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`the Nu HTML Checker could not run (is Java installed?): ${run.error.message}`);
  // The report goes to stderr; its exit status is 1 when there are errors, so the JSON decides, not the status.
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`the Nu HTML Checker did not answer with JSON (status ${run.status}): ${run.stderr.slice(0, 2000)}${run.stdout.slice(0, 2000)}`);
  }
  return report.messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    // The inlined stylesheet is checked inside each <style> whatever the options say; its parser's notes
    // ("Unrecognized at-rule @container", "Property container doesn't exist") are its age, not our HTML.
    .filter((message) => !message.message.startsWith("CSS:"))
    .map((message) => {
      const file = message.url ? path.basename(decodeURIComponent(new URL(message.url).pathname)) : "?";
      const where = `${file}:${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"}`;
      return `${where} ${message.message}${message.extract ? ` [${message.extract.replace(/\s+/g, " ").trim()}]` : ""}`;
    });
}

/** Makes IBM's engine available in every page the context opens; an init script is not subject to the site's CSP. */
export async function withEqualAccess(page: Page): Promise<void> {
  // Exported explicitly: the script's top-level `var ace` would stay local if the script were wrapped.
  await page.context().addInitScript({ content: `${readFileSync(aceScript, "utf8")}\n;window.ace = ace;` });
}

export interface EqualAccessFinding {
  readonly ruleId: string;
  readonly message: string;
  readonly snippet: string;
  readonly dom: string;
  /** The reason of the known exception that covers this element, or null when none does. */
  readonly excusedBy: string | null;
}

/**
 * Runs IBM's engine with its IBM_Accessibility policy on the page as it is now and answers its results of
 * level "violation", each marked with the known exception that covers its element, if any.
 */
export async function equalAccessViolations(page: Page, exceptions: readonly CheckerException[]): Promise<EqualAccessFinding[]> {
  return page.evaluate(async (known) => {
    type Result = { ruleId: string; value: [string, string]; message: string; snippet: string; path: { dom: string } };
    const engine = (window as unknown as { ace?: { Checker: new () => { check(doc: Document, policies: string[]): Promise<{ results: Result[] }> } } }).ace;
    if (!engine) throw new Error("IBM's engine is not in the page: call withEqualAccess before the page loads");
    const report = await new engine.Checker().check(document, ["IBM_Accessibility"]);
    return report.results
      // The engine's own report names no level: "violation" is a rule of policy VIOLATION that failed for
      // certain (POTENTIAL and MANUAL are the wrapper's "potential violation" and "manual" levels).
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => {
        const node = document.evaluate(result.path.dom, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        const element = node instanceof Element ? node : null;
        const excuse = known.find((exception) => exception.ruleId === result.ruleId && element?.matches(exception.selector));
        return { ruleId: result.ruleId, message: result.message, snippet: result.snippet, dom: result.path.dom, excusedBy: excuse?.reason ?? null };
      });
  }, exceptions);
}
