import type { Page } from "@playwright/test";
import { buildSync } from "esbuild";
import path from "node:path";

/**
 * The virtual screen reader (@guidepup/virtual-screen-reader) running inside the page, in Chromium: its
 * browser build is an ES module, so it is bundled once into a script that sets one global, and evaluated
 * through the DevTools protocol. That way neither the site's Content-Security-Policy nor a page with
 * JavaScript turned off stops it: the visitor's own scripts stay off, the reader's run.
 */
const globalName = "__virtualScreenReader";
let bundled: string | undefined;

function readerSource(): string {
  bundled ??= buildSync({
    entryPoints: [path.resolve("node_modules/@guidepup/virtual-screen-reader/lib/esm/index.browser.js")],
    bundle: true,
    format: "iife",
    globalName,
    write: false,
    logLevel: "silent",
  }).outputFiles[0]!.text;
  return `${bundled};globalThis.${globalName} = ${globalName};`;
}

interface ReaderWindow {
  readonly __virtualScreenReader: { readonly virtual: import("@guidepup/virtual-screen-reader").Virtual };
}

/**
 * Starts the reader on the page as it is now (or on the first element matching `within`); what it says
 * from then on is in the phrase log. It follows focus (it hears focus events) and live regions, as a
 * screen reader does; with the page's JavaScript off it still reads, item by item, through readNext.
 */
export async function startReader(page: Page, within = "body"): Promise<void> {
  const started = await page.evaluate(() => "__virtualScreenReader" in window);
  if (!started) await page.evaluate(readerSource());
  await page.evaluate(async (selector) => {
    const { virtual } = (window as unknown as ReaderWindow).__virtualScreenReader;
    await virtual.stop();
    const container = document.querySelector(selector);
    if (!container) throw new Error(`nothing matches ${selector}`);
    await virtual.start({ container });
  }, within);
}

/** Everything the reader has said since it started, or since the log was last taken. */
export async function takePhrases(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { virtual } = (window as unknown as ReaderWindow).__virtualScreenReader;
    const log = await virtual.spokenPhraseLog();
    await virtual.clearSpokenPhraseLog();
    return log;
  });
}

/**
 * Moves the reader's cursor forward, as a reader's "next item" key does, `steps` times or until it says
 * `until` (a phrase matching it is the last one returned).
 */
export async function readNext(page: Page, steps: number, until?: RegExp): Promise<string[]> {
  await page.evaluate(
    async ({ count, stop }) => {
      const { virtual } = (window as unknown as ReaderWindow).__virtualScreenReader;
      const pattern = stop ? new RegExp(stop) : null;
      for (let step = 0; step < count; step += 1) {
        await virtual.next();
        if (pattern && pattern.test(await virtual.lastSpokenPhrase())) return;
      }
    },
    { count: steps, stop: until?.source },
  );
  return takePhrases(page);
}

/** Stops the reader, so its observers do not outlive the test's page. */
export async function stopReader(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as unknown as ReaderWindow).__virtualScreenReader.virtual.stop();
  });
}
