"use client";

import { siteStylesheetHref } from "./site-stylesheet.generated";

/**
 * The site's stylesheet file linked once more, just before a part of a page that takes focus as it loads
 * (`autofocus`: a refused post's error summary, a booking's outcome, the day's times after a day was picked). That
 * part is held undisplayed until the file has loaded (the critical part's pending rule, reveal-pieces.ts), and
 * Chromium drops an autofocus candidate it finds undisplayed. When the end of the page, with the file's link, reached
 * the browser after that part, as on a slow connection or a busy phone, focus stayed on <body>: with the HTML held
 * 1.5 s from that link on, the refused form's summary was unfocused in 3 loads out of 3, and focused in 2 of 2
 * without the hold. The parser waits at a stylesheet link in <body> until the file has loaded, so the part is
 * displayed when the browser reaches it. The same address as the link at the end of <body>: one fetch, and on these
 * pages, all answers to a visitor's own post or link, usually from the cache.
 *
 * A client component, as DeferredStylesheet is: a <link rel="stylesheet"> in a server component's output makes React
 * add a preload of the file to <head>, which the reveal script reads as a page that links the file there, and which
 * would fetch it early on every page that carries this (the request form's page does, for a refused send).
 */
export function StylesheetBeforeFocus() {
  return <link rel="stylesheet" href={siteStylesheetHref} />;
}
