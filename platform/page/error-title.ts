/**
 * Put before a page's own title while it shows a refused send (the request form, a sign-in step), so the tab
 * and a screen reader, which reads the title first, say so before anything else.
 */
export const errorTitlePrefix = "Error: ";

/** The title to show: the page's own, with the prefix while there is an error. */
export function titleWithError(title: string, hasError: boolean): string {
  const own = title.startsWith(errorTitlePrefix) ? title.slice(errorTitlePrefix.length) : title;
  return hasError ? `${errorTitlePrefix}${own}` : own;
}
