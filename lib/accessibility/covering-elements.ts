/** What the page keeps on top of its content, and so what a focused element must stay clear of. */
export const coveringSelectors = ".site-header, .a11y-fab, .speech-fab, .structure-fab";
