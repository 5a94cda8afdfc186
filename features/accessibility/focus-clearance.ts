/**
 * Focus Not Obscured (WCAG 2.4.11): how far to scroll so the focused element clears the sticky header
 * and the floating buttons. The root's scroll padding covers the usual case; this covers what browsers
 * leave behind it (a text area scrolled only as far as its caret, an element that was already "in view").
 */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** What the page keeps on top of its content, and so what a focused element must stay clear of. */
export const coveringSelectors = ".site-header, .a11y-fab, .speech-fab, .structure-fab";

/** Room left between the focused element and what would cover it. */
export const clearancePx = 8;

function overlapsHorizontally(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right;
}

/**
 * The vertical scroll (for window.scrollBy) that moves `focused` clear of the header above it and of
 * the floating buttons below it; 0 when nothing covers it. When it cannot clear both, its top wins:
 * that is where reading starts.
 */
export function clearanceScroll(focused: Box, header: Box | null, floating: readonly Box[], viewportHeight: number): number {
  const ceiling = header ? header.bottom + clearancePx : 0;
  const floor = Math.min(
    viewportHeight,
    ...floating.filter((box) => overlapsHorizontally(focused, box) && box.top < viewportHeight).map((box) => box.top - clearancePx),
  );
  if (focused.top < ceiling) return Math.round(focused.top - ceiling);
  if (focused.bottom > floor) return Math.round(Math.min(focused.bottom - floor, focused.top - ceiling));
  return 0;
}
