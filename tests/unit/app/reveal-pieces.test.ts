import { gzipSync } from "node:zlib";
import { elementsPerFrame, laterAttribute, pendingElements, revealedAttribute, revealingAttribute, revealScriptSource } from "../../../app/styles/reveal-pieces";
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
    // 41, 41 and 31 elements: each a frame of its own (60 at most).
    `<section id="one">${"<p></p>".repeat(40)}</section><section id="two">${"<p></p>".repeat(40)}</section></main>`,
    `<footer class="site-footer">${"<p></p>".repeat(30)}</footer>`,
    '<link rel="stylesheet" href="/styles/site-0123456789.css" data-deferred-stylesheet="">',
  ].join("");
}

const link = () => document.querySelector("link[data-deferred-stylesheet]") as HTMLLinkElement;
const revealed = () => Array.from(document.querySelectorAll(`[${revealedAttribute}]`)).map((element) => element.id || element.className);
const run = () => new Function(revealScriptSource)();

beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  root.removeAttribute(revealingAttribute);
  history.replaceState(null, "", "/home");
  pageWithHero();
});

afterEach(() => {
  // Every earlier run's listeners stay on the document: a key press ends them all, so none acts in the next test.
  document.dispatchEvent(new KeyboardEvent("keydown"));
  window.requestAnimationFrame = realFrame;
});

describe("revealing the pending part of a page a few elements per frame", () => {
  it("fits in 1.3 KB, under 650 bytes gzip (it is in every page's <head>)", () => {
    expect(Buffer.byteLength(revealScriptSource)).toBeLessThan(1331);
    expect(gzipSync(revealScriptSource).length).toBeLessThan(650);
  });

  it("marks <html> at once, so the file's rule waits, and reveals nothing before the file has loaded", () => {
    run();
    expect(root.hasAttribute(revealingAttribute)).toBe(true);
    expect(frames).toHaveLength(0);
    expect(revealed()).toEqual([]);
  });

  it("once the file has loaded, reveals the pending elements top to bottom, at most 60 elements a frame, then takes the mark off", () => {
    run();
    link().dispatchEvent(new Event("load"));
    expect(revealed()).toEqual([]);
    const seen: string[][] = [];
    while (frames.length > 0) {
      nextFrame();
      seen.push(revealed());
      if (seen.length < 4) expect(root.hasAttribute(revealingAttribute)).toBe(true);
    }
    expect(seen).toEqual([["one"], ["one", "two"], ["one", "two", "site-footer"], ["one", "two", "site-footer"]]);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
  });

  it("reveals everything at once on a key press (Tab, a skip link, find in page): the mark comes off and no frame reveals more", () => {
    run();
    link().dispatchEvent(new Event("load"));
    nextFrame();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    while (frames.length > 0) nextFrame();
    expect(revealed()).toEqual(["one"]);
  });

  it("reveals everything at once when the address names a fragment, at load or later", () => {
    history.replaceState(null, "", "/home#faq");
    run();
    link().dispatchEvent(new Event("load"));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(frames).toHaveLength(0);

    history.replaceState(null, "", "/home");
    run();
    link().dispatchEvent(new Event("load"));
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
  });

  it("splits a pending element larger than a frame's share: it first, its children undisplayed, then those in groups", () => {
    // A form of 3 fieldsets of 30 elements each in the first section; then the page's second section and the footer.
    const fieldset = (id: string) => `<fieldset id="${id}">${"<input>".repeat(29)}</fieldset>`;
    document.getElementById("one")!.innerHTML = `<form id="form">${fieldset("a")}${fieldset("b")}${fieldset("c")}</form>`;
    run();
    link().dispatchEvent(new Event("load"));
    // While planned, the split children are marked undisplayed (the critical part's important rule).
    expect(Array.from(document.querySelectorAll(`[${laterAttribute}]`)).map((element) => element.id)).toEqual(["form", "a", "b", "c"]);
    const shown = () => [...revealed(), ...Array.from(document.querySelectorAll("#one *:not([data-later])")).filter((element) => element.id).map((element) => element.id)];
    const seen: string[][] = [];
    while (frames.length > 0) {
      nextFrame();
      seen.push(shown());
    }
    expect(seen).toEqual([
      // "one" (92 elements) by its box, its form (91) too, each child undisplayed, with "a" (30): 32 elements.
      ["one", "form", "a"],
      // "b" and "c": 60; then "two" (41) and the footer (31), a frame each.
      ["one", "form", "a", "b", "c"],
      ["one", "two", "form", "a", "b", "c"],
      ["one", "two", "site-footer", "form", "a", "b", "c"],
      ["one", "two", "site-footer", "form", "a", "b", "c"],
    ]);
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
  });

  it("on a key press while split, reveals every split child at once with the rest", () => {
    document.getElementById("one")!.innerHTML = `<div id="big">${"<p></p>".repeat(elementsPerFrame + 5)}</div>`;
    run();
    link().dispatchEvent(new Event("load"));
    expect(document.querySelectorAll(`[${laterAttribute}]`).length).toBeGreaterThan(0);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(document.querySelectorAll(`[${laterAttribute}]`)).toHaveLength(0);
    expect(root.hasAttribute(revealingAttribute)).toBe(false);
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

  it("reveals the elements the critical part keeps pending, and the file's rule reverts them while marked only once revealed", () => {
    expect(PENDING_SELECTOR).toContain(pendingElements);
    expect(SHOW_WHEN_LOADED).toContain(`html:not([${revealingAttribute}]) ${PENDING_SELECTOR},`);
    expect(SHOW_WHEN_LOADED).toContain(`${PENDING_SELECTOR}[${revealedAttribute}]{display:revert-layer}`);
    expect(HIDE_UNTIL_LOADED).toContain(`[${laterAttribute}]{display:none!important}`);
  });
});
