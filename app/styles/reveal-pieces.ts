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

/**
 * On a pending element's children while it is split (the critical part keeps them undisplayed, `!important`, in the
 * same layer): the form's page has one pending element of 339, whose first style and layout was one task of 62-135 ms.
 */
export const laterAttribute = "data-later";

/**
 * The most elements one frame reveals. /pricing's 111-element section took 37-55 ms to style and lay out first, at
 * 4x CPU on a loaded machine: 60 keeps a frame's task well under the 50 ms Total Blocking Time starts counting at.
 * Consecutive pieces share a frame up to it; a larger one is revealed with its children undisplayed, and they are
 * planned the same way.
 */
export const elementsPerFrame = 60;

const revealing = JSON.stringify(revealingAttribute);
const revealed = JSON.stringify(revealedAttribute);
const later = JSON.stringify(laterAttribute);

export const revealScriptSource = [
  "(function(){try{",
  'var d=document,h=d.documentElement,q=[],on=0,done=0,L=' + later + ',a="addEventListener";',
  // The admin area's critical <style> names no file; a page without a hero, or saved settings, link it in <head>.
  `if(!d.querySelector("#${stylesheetSourceId}[data-stylesheet]")||d.querySelector('head>link[rel="stylesheet"][href^="/styles/"]'))return;`,
  `h.setAttribute(${revealing},"");`,
  "function each(l,f){[].forEach.call(l,f)}",
  // The rest at once: with the mark off, the file's rule (once loaded) reveals the pending elements, and no child stays split.
  `function all(){if(done)return;done=1;h.removeAttribute(${revealing});each(d.querySelectorAll("[${laterAttribute}]"),function(e){e.removeAttribute(L)})}`,
  // Groups of consecutive undisplayed elements in document order, each within elementsPerFrame elements; a larger
  // one joins a group by its own box, its children undisplayed, and they are planned the same way.
  "var g=[],n=0;function f(){g.length&&q.push(g);g=[];n=0}function put(e,k){n+k>" + elementsPerFrame + "&&f();g.push(e);n+=k}",
  `function plan(l){each(l,function(e){var k=e.getElementsByTagName("*").length+1,c=e.children;`,
  `if(k>${elementsPerFrame}&&c.length){put(e,1);each(c,function(x){x.setAttribute(L,"")});plan(c)}else put(e,k)})}`,
  `function next(){if(done)return;var g=q.shift();if(!g)return all();each(g,function(e){e.hasAttribute(L)?e.removeAttribute(L):e.setAttribute(${revealed},"")});requestAnimationFrame(next)}`,
  // A load event does not bubble, but a capturing listener on the document sees the in-body link's. (A file that
  // fails leaves the pending part undisplayed, with or without this script.)
  'd[a]("load",function(e){var t=e.target;if(done||on||!t.hasAttribute||!t.hasAttribute("data-deferred-stylesheet"))return;',
  `if(location.hash)return all();on=1;plan(d.querySelectorAll(${JSON.stringify(pendingElements)}));f();requestAnimationFrame(next)},true);`,
  'd[a]("keydown",all,true);addEventListener("hashchange",all)',
  "}catch(e){}})();",
].join("");
