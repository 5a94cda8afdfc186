// Written by scripts/styles/build-stylesheets.ts (npm run styles) from app/styles: do not edit.
/** The site's whole sheet, a cached file linked last in a public page's <body> (app/styles/deferred-stylesheet.tsx). */
export const siteStylesheetHref = "/styles/site-9f702c00b9.css";
