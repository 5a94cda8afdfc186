// The page-weight budget budgets.spec.ts holds every public route to, and what its figure was measured with
// (tests/unit/performance/page-weight-figure.test.ts checks those versions are the installed ones).

/**
 * JavaScript an EMPTY Next.js 16.4.6 App Router page transfers (gzip, as `next start` serves it):
 * a root layout with <html><body> and a page with one <h1>, built with `next build` (Turbopack, the
 * same React 19.3.1 and default config), loaded in Chromium until the network was idle and every
 * script response's encoded body size summed. Five chunks, 135,056 bytes, measured 2026-11-22.
 * Re-measure it when Next or React change version.
 */
export const EMPTY_NEXT_PAGE_JS_BYTES = 135_056;
/** The versions that figure was measured with. */
export const MEASURED_WITH = { next: "16.4.6", react: "19.3.1" } as const;
/**
 * What the site may add to it: 20 KiB. It was raised to 21 KiB (issue 31: the saved page state's computation
 * moved from the inline head script into the settings store's bundle) and 22 KiB (issues 36 and 37: the visit
 * figures' beacon, the form's step reports and validation a screen-reader user can follow), measured on the
 * form page, the heaviest. Issue 46 brought it back: the form's closed lists (roles, their tasks, the time
 * zones, the labels) come from the server as props instead of in the form's script: 157,429 -> 155,050 B
 * transferred on the form page. Then the framework's five shared files became one (next.config.ts's
 * turbopackChunking): 155,050 -> 152,557 B on the form, and 10 -> 6 files, each with ~695 B of headers that
 * Lighthouse counts and this budget does not. Never raise it: find what grew and load it when needed.
 */
export const JS_BUDGET_BYTES = EMPTY_NEXT_PAGE_JS_BYTES + 20 * 1024;

/**
 * Every public page's HTML, gzip (issue 46). It was 30-38 KB while experimental.inlineCss put the whole
 * stylesheet in each page twice (its <style> tag and the RSC payload); the stylesheet is a cached file now.
 */
export const HTML_BUDGET_GZIP_BYTES = 20_000;
