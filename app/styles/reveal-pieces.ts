/**
 * While the site's file is on its way, a page with a hero keeps the rest of <main> and the footer undisplayed (the
 * critical part's `pending` layer, scripts/styles/split-stylesheet.ts). The file's own rule reverts that for every
 * element at once, so its arrival was one task doing the first style and layout of three quarters of the page:
 * 104-147 ms at 4x CPU, after first paint, all of it Total Blocking Time (docs/performance.md). With JavaScript, this
 * head script marks <html> so that rule waits, and once the file has loaded it reveals the page's pieces one per
 * animation frame: each one's first style and layout is a short task of its own, below what the page shows. It
 * holds the pieces itself before it takes the mark off, so the file's rule holds from then on (client navigations
 * bring new, unmarked content) and no frame restyles the whole page.
 * Without JavaScript nothing marks <html> and the file reveals everything as before.
 *
 * Everything at once instead, as soon as the file is there, when the visitor needs the rest of the page now: a key
 * pressed (Tab into it, a skip link, find in page) or the address naming a fragment (at load or later). A hidden tab
 * runs no frames; the reveal goes on when it is shown, below what the visitor sees first.
 * A file that fails to load (a dropped connection) would leave the rest of the page undisplayed: the script marks
 * <html> with `failedAttribute`, the pending rule holds no more, and the rest shows with the critical part's styles,
 * plainer but all there. (Asking again took a copy of the link, React's own being off limits before hydration, and
 * did not fit this script's 500 B.) Without JavaScript it stays pending.
 * No mark in the admin area (its critical <style> names no file) nor when a stylesheet from /styles/ is already in
 * <head>: the head script wrote it for saved settings, or the page links it there (first-paint.ts); either blocks
 * the first paint, so everything is styled before it.
 * A constant string, so the Content-Security-Policy allows it by its hash (app/security-inputs.ts).
 */

import { stylesheetSourceId } from "@/features/accessibility/stylesheet-source";

/**
 * On <html> from the head script until the file has loaded: the file's rule that reveals every pending element
 * waits for its removal. The script takes it off once it has put every pending element under `laterAttribute`.
 */
export const revealingAttribute = "data-revealing";

/** The elements the critical part keeps pending, in the order they are revealed (top to bottom). */
export const pendingElements = "#main-content>:not(.page-hero),.site-footer,.form-layout--summary";

/**
 * The pieces revealed one per frame, in document order: the pending elements, and the form's sections inside the
 * form's page's one pending element (339 elements, whose first style and layout was one task of 62-135 ms at 4x
 * CPU). A piece inside another shows when that one has, in a later frame. The largest piece left is /pricing's first
 * section (111 elements styled, 37-55 ms on a loaded machine); the form's task checklist is larger in markup, but
 * its task groups are undisplayed until chosen. What follows the first section in the form (the later sections, the
 * submit button) is a piece too: shown with the form, the button moved down as each section appeared above it (CLS
 * 0.063 on the form in Lighthouse). Nothing shown may come after a piece still held.
 */
export const revealedPieces = `${pendingElements},.form-section,.form-section~*`;

/**
 * On every piece the script has yet to reveal, undisplayed by an important rule in the critical part's `pending`
 * layer, so no rule of the file displays it early. Each frame takes it off the next piece.
 */
export const laterAttribute = "data-later";

/**
 * On <html> once the file has failed to load: the critical part's pending rule applies only without it. On <html>
 * rather than the link, so the rule needs no `:has()` (scripts/styles/split-stylesheet.ts).
 */
export const failedAttribute = "data-stylesheet-failed";

/** On the file's in-body <link>: how this script tells its load and error events from other files'. */
export const deferredStylesheetAttribute = "data-deferred-stylesheet";

export const revealScriptSource = [
  `(function(){var d=document,h=d.documentElement,q=[],o=0,L=${JSON.stringify(laterAttribute)},M=${JSON.stringify(revealingAttribute)},D=${JSON.stringify(deferredStylesheetAttribute)},F=${JSON.stringify(failedAttribute)},a="addEventListener",R=requestAnimationFrame;`,
  // The admin area's critical <style> names no file; a page without a hero, or saved settings, link it in <head>.
  `if(!d.querySelector("#${stylesheetSourceId}[data-stylesheet]")||d.querySelector('head>link[href^="/styles/"]'))return;h.setAttribute(M,"");`,
  // The rest at once: with the mark off, the file's rule (once loaded) reveals the pending elements.
  "function A(){o=2;h.removeAttribute(M);q.forEach(e=>e.removeAttribute(L))}",
  "function N(){var e=o<2&&q.shift();e&&(e.removeAttribute(L),R(N))}",
  // Load and error events do not bubble, but a capturing listener on the document sees the in-body link's. The file
  // failed: F on <html> lets the pending rule go, and the rest shows with the critical part's styles.
  'function f(e,t){t=e.target;if(!t.hasAttribute(D))return;if(e.type=="error"){h.setAttribute(F,"");return A()}if(o)return;',
  `if(location.hash)return A();o=1;q=[...d.querySelectorAll(${JSON.stringify(revealedPieces)})];`,
  'q.forEach(e=>e.setAttribute(L,""));h.removeAttribute(M);R(N)}d[a]("load",f,!0);d[a]("error",f,!0);',
  'd[a]("keydown",A,!0);addEventListener("hashchange",A)})();',
].join("");
