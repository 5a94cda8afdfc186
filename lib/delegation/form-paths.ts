/** The request form's addresses, in one module both the proxy and the page's script can import. */
export const formPath = "/delegation-tasks-guide/form";
/** Where the static form page gets its per-visitor token (lib/delegation/form-start.ts). */
export const formStartPath = `${formPath}/start`;
/** The per-request render of the form for an address with checklist ticks (lib/delegation/prefilled-form.ts). */
export const prefilledFormPath = `${formPath}/prefilled`;

/**
 * Whether a link leads to the request form. Such links are not prefetched while a page loads: the form's
 * page is static, so a prefetch would fetch its code (about 10 KB of script) on every page that shows a
 * "Get Started" button; the form loads it when the visitor follows the link.
 */
export function leadsToForm(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0];
  return path === formPath || path === `${formPath}/`;
}
