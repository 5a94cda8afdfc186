/**
 * While the site's file is on its way, a page with a hero keeps the rest of <main> and the footer undisplayed (the
 * critical part's `pending` layer, scripts/styles/split-stylesheet.ts). The file's own rule reverts that for every
 * element at once, so its arrival was one task doing the first style and layout of three quarters of the page:
 * 104-147 ms at 4x CPU, after first paint, all of it Total Blocking Time (docs/performance.md). With JavaScript, this
 * head script marks <html> so that rule waits, and once the file has loaded it reveals the pending elements one per
 * animation frame: each one's first style and layout is a short task of its own, below what the page shows. The last
 * frame takes the mark off, so the file's rule holds from then on (client navigations bring new, unmarked content).
 * Without JavaScript nothing marks <html> and the file reveals everything as before.
 *
 * Everything at once instead, as soon as the file is there, when the visitor needs the rest of the page now: a key
 * pressed (Tab into it, a skip link, find in page) or the address naming a fragment (at load or later). A hidden tab
 * runs no frames; the reveal goes on when it is shown, below what the visitor sees first.
 * No mark in the admin area (its critical <style> names no file) nor when a stylesheet from /styles/ is already in
 * <head>: the head script wrote it for saved settings, or the page links it there (first-paint.ts); either blocks
 * the first paint, so everything is styled before it.
 * A constant string, so the Content-Security-Policy allows it by its hash (app/security-inputs.ts).
 */

import { stylesheetSourceId } from "@/features/accessibility/stylesheet-source";

/** On <html> while the pieces are being revealed: the file's rule that reveals every pending element waits for its removal. */
export const revealingAttribute = "data-revealing";

/** On each pending element the script has revealed. */
export const revealedAttribute = "data-revealed";

/** The elements the critical part keeps pending, in the order they are revealed (top to bottom). */
export const pendingElements = "#main-content>:not(.page-hero),.site-footer,.form-layout--summary";

const revealing = JSON.stringify(revealingAttribute);
const revealed = JSON.stringify(revealedAttribute);

export const revealScriptSource = [
  "(function(){try{",
  'var d=document,h=d.documentElement,q,on=0,done=0,a="addEventListener";',
  // The admin area's critical <style> names no file; a page without a hero, or saved settings, link it in <head>.
  `if(!d.querySelector("#${stylesheetSourceId}[data-stylesheet]")||d.querySelector('head>link[rel="stylesheet"][href^="/styles/"]'))return;`,
  `h.setAttribute(${revealing},"");`,
  // The rest at once: with the mark off, the file's rule (once loaded) reveals whatever is left.
  `function all(){done||h.removeAttribute(${revealing});done=1}`,
  `function next(){if(done)return;var e=q.shift();if(!e)return all();e.setAttribute(${revealed},"");requestAnimationFrame(next)}`,
  // Load and error events do not bubble, but a capturing listener on the document sees the in-body link's.
  'function file(e){var t=e.target;if(done||on||!t.hasAttribute||!t.hasAttribute("data-deferred-stylesheet"))return;',
  `if(e.type=="error"||location.hash)return all();on=1;q=[].slice.call(d.querySelectorAll(${JSON.stringify(pendingElements)}));requestAnimationFrame(next)}`,
  'd[a]("load",file,true);d[a]("error",file,true);d[a]("keydown",all,true);addEventListener("hashchange",all)',
  "}catch(e){}})();",
].join("");
