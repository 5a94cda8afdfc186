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
 * What the site may add to it. 20 KiB until issue 31 moved the saved page state's computation out of the
 * inline head script into the settings store's bundle: every page's HTML shrank by 2.6 KB gzip (the script
 * rode in it twice) while the shell's script grew, and the form page, the heaviest, came to 20.2 KiB. 21 KiB
 * kept that trade. 22 KiB since issues 36 and 37, measured on the form page: 155,774 -> 157,174 bytes, of which
 * the visit figures' beacon and the form's step reports are 486 (359 on every other page, inside the 1 KB issue
 * 36 allows) and validation a screen-reader user can follow (checked when a group is left, errors tied to each
 * control, the count of problems) about 900.
 */
export const JS_BUDGET_BYTES = EMPTY_NEXT_PAGE_JS_BYTES + 22 * 1024;
