/**
 * Where focus goes after a client-side navigation. The link that was followed usually leaves with the old
 * page, and the browser then parks focus on <body>: the next Tab lands wherever that link used to be, deep
 * inside the new page, past its heading and everything above it. So, as on the sent-request page, focus moves
 * to the new page's main heading, which screen readers read out and after which Tab continues into the page.
 * Focus that is still on something of the shell (a header link, which stays through the navigation) is left
 * where the visitor put it; a link in the folded-away phone menu counts as lost. Returns the element focused.
 */
export function focusNewPage(doc: Document): HTMLElement | null {
  if (focusStays(doc)) return null;
  const target = doc.querySelector<HTMLElement>("main h1") ?? doc.querySelector<HTMLElement>("main");
  if (!target) return null;
  // Headings take focus only from script; -1 keeps them out of the Tab order.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The router has already scrolled the new page into place.
  target.focus({ preventScroll: true });
  return target;
}

function focusStays(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body || !active.isConnected) return false;
  return typeof active.checkVisibility !== "function" || active.checkVisibility();
}
