/** The request form's address, in one module both the server and the page's script can import. */
export const formPath = "/delegation-tasks-guide/form";

/**
 * Whether a link leads to the request form. Such links are not prefetched while a page loads: a prefetch
 * would fetch the form's code (about 10 KB of script) on every page that shows a "Get Started" button; the
 * form loads it when the visitor follows the link.
 */
export function leadsToForm(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0];
  return path === formPath || path === `${formPath}/`;
}
