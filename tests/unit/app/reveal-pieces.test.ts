import { gzipSync } from "node:zlib";
import { failedAttribute, laterAttribute, pendingElements, revealedPieces, revealingAttribute, revealScriptSource } from "../../../app/styles/reveal-pieces";
import { HIDE_UNTIL_LOADED, PENDING_SELECTOR, SHOW_WHEN_LOADED } from "../../../scripts/styles/split-stylesheet";

const root = document.documentElement;

/** Animation frames the script asked for, run one at a time by the test (jsdom's own run on a timer). */
let frames: FrameRequestCallback[] = [];
const realFrame = window.requestAnimationFrame;

function nextFrame() {
  const frame = frames.shift();
  if (!frame) throw new Error("no frame requested");
  frame(0);
}

/** A page with a hero as the root layout renders it: the pending elements below the hero, the file's link last. */
function pageWithHero() {
  document.head.innerHTML = '<style id="critical-css" data-stylesheet="/styles/site-0123456789.css"></style>';
  document.body.innerHTML = [
    '<header class="site-header"></header>',
    '<main id="main-content"><section class="page-hero"></section>',
    `<section id="one">${"<p></p>".repeat(40)}</section><section id="two">${"<p></p>".repeat(40)}</section></main>`,
    `<footer class="site-footer">${"<p></p>".repeat(30)}</footer>`,
    '<link rel="stylesheet" href="/styles/site-0123456789.css" data-deferred-stylesheet="">',
  ].join("");
}

const link = () => document.querySelector("link[data-deferred-stylesheet]") as HTMLLinkElement;
/** The pieces no longer held back, in document order. */
const revealed = () =>
  Array.from(document.querySelectorAll(revealedPieces))
    .filter((element) => !element.hasAttribute(laterAttribute))
    .map((element) => element.id || element.className);
const run = () => new Function(revealScriptSource)();

beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  root.removeAttribute(revealingAttribute);
  root.removeAttribute(failedAttribute);
  history.replaceState(null, "", "/home");
  pageWithHero();
});

/** What each run added to the document and the window, taken off after its test: one script per page, as in a browser. */
let added: (() => void)[] = [];
for (const target of [document, window] as EventTarget[]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    added.push(() => target.removeEventListener(type, listener, options));
    add(type, listener, options);
  };
}

afterEach(() => {
  for (const remove of added) remove();
  added = [];
  window.requestAnimationFrame = realFrame;
});

describe("revealing the pending part of a page one piece per frame", () => {
  it("fits in 1 KB, under 500 bytes gzip (it is in every page's <head>)", () => {
    expect(Buffer.byteLength(revealScriptSource)).toBeLessThan(1024);
    expect(gzipSync(revealScriptSource).length).toBeLessThan(500);
  });

  it("marks <html> at once, so the file's rule waits, and holds nothing back itself before the file has loaded", () => {
    run();
    expect(root.hasAttribute(revealingAttribute)).toBe(true);
    expect(frames).toHaveLength(0);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("once the file has loaded, holds every piece back, takes the mark off, and reveals one piece per frame top to bottom", () => {
    run();
    link().dispatchEvent(new Event("load"));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(revealed()).toEqual([]);
    const seen: string[][] = [];
    while (frames.length > 0) {
      nextFrame();
      seen.push(revealed());
    }
    expect(seen).toEqual([["one"], ["one", "two"], ["one", "two", "site-footer"], ["one", "two", "site-footer"]]);
  });

  it("reveals the form's sections one per frame after the pending element that holds them", () => {
    document.getElementById("one")!.innerHTML = '<form><fieldset class="form-section" id="a"></fieldset><fieldset class="form-section" id="b"></fieldset></form>';
    run();
    link().dispatchEvent(new Event("load"));
    const seen: string[][] = [];
    while (frames.length > 0) {
      nextFrame();
      seen.push(revealed());
    }
    expect(seen.slice(0, 3)).toEqual([["one"], ["one", "a"], ["one", "a", "b"]]);
    expect(seen.at(-1)).toEqual(["one", "a", "b", "two", "site-footer"]);
  });

  it("reveals everything at once on a key press (Tab, a skip link, find in page), and no frame reveals more", () => {
    run();
    link().dispatchEvent(new Event("load"));
    nextFrame();
    expect(revealed()).toEqual(["one"]);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(revealed()).toEqual(["one", "two", "site-footer"]);
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(frames).toHaveLength(0);
  });

  it("on a key press before the file, takes the mark off and leaves the rest to the file's rule", () => {
    run();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    link().dispatchEvent(new Event("load"));
    expect(frames).toHaveLength(0);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("reveals everything at once when the address names a fragment, at load or later", () => {
    history.replaceState(null, "", "/home#faq");
    run();
    link().dispatchEvent(new Event("load"));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(frames).toHaveLength(0);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);

    history.replaceState(null, "", "/home");
    run();
    link().dispatchEvent(new Event("load"));
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("when the file fails, lets the pending rule go (<html> marked) and takes the mark off: the page shows with the critical part", () => {
    const pending = () => document.querySelectorAll(PENDING_SELECTOR).length;
    run();
    expect(pending()).toBe(3);
    link().dispatchEvent(new Event("error"));
    expect(root.hasAttribute(failedAttribute)).toBe(true);
    expect(pending()).toBe(0);
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("when the file fails while the pieces appear, shows the rest at once", () => {
    run();
    link().dispatchEvent(new Event("load"));
    nextFrame();
    link().dispatchEvent(new Event("error"));
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("leaves other files' errors alone (an image)", () => {
    run();
    document.body.insertAdjacentHTML("beforeend", '<img src="/missing.png">');
    document.querySelector("img")!.dispatchEvent(new Event("error"));
    expect(root.hasAttribute(failedAttribute)).toBe(false);
    expect(root.hasAttribute(revealingAttribute)).toBe(true);
  });

  it("marks nothing in the admin area, whose critical <style> names no file (its stylesheet comes through Next)", () => {
    document.getElementById("critical-css")?.removeAttribute("data-stylesheet");
    run();
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
  });

  it("marks nothing when <head> already links the file: saved settings or a page without a hero, styled before first paint", () => {
    document.head.insertAdjacentHTML("beforeend", '<link rel="stylesheet" href="/styles/site-0123456789.css">');
    run();
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    link().dispatchEvent(new Event("load"));
    expect(frames).toHaveLength(0);
  });

  it("holds back what the critical part keeps pending, and the file's rule reverts it only without the mark", () => {
    expect(PENDING_SELECTOR).toContain(pendingElements);
    expect(revealedPieces.startsWith(pendingElements)).toBe(true);
    expect(SHOW_WHEN_LOADED).toBe(`@layer pending{:root:not([${revealingAttribute}]) body :is(${pendingElements}){display:revert-layer}}`);
    // No :has() in either rule: in Chromium it made every element added anywhere restyle the whole document.
    expect(SHOW_WHEN_LOADED).not.toContain(":has(");
    expect(HIDE_UNTIL_LOADED).not.toContain(":has(");
    expect(HIDE_UNTIL_LOADED).toContain(`[${laterAttribute}]{display:none!important}`);
  });
});
