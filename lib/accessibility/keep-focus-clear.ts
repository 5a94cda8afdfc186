import { coveringSelectors } from "./covering-elements";
import { clearanceScroll, type Box } from "./focus-clearance";

/**
 * The browser side of Focus Not Obscured: once the browser's own scroll to a newly focused element has
 * ended, scrolls the page by whatever the sticky header or a floating button still covers. Loaded on
 * the first keyboard focus, so pages pay for it only when someone tabs.
 */
const settleTimeoutMs = 600;

function box(element: Element): Box {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
}

/** Resolves once the browser's own scroll to the focused element (smooth, perhaps) has ended. */
function afterScrollSettles(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = window.scrollY;
      requestAnimationFrame(() => {
        if (window.scrollY === start) return resolve();
        const done = () => {
          window.removeEventListener("scrollend", done);
          resolve();
        };
        window.addEventListener("scrollend", done);
        window.setTimeout(done, settleTimeoutMs);
      });
    });
  });
}

let latest: HTMLElement | null = null;

export async function keepFocusClear(target: HTMLElement): Promise<void> {
  latest = target;
  await afterScrollSettles();
  if (latest !== target || document.activeElement !== target) return;
  const header = document.querySelector(".site-header");
  const floating = Array.from(document.querySelectorAll(coveringSelectors))
    .filter((element) => element !== header && element.getClientRects().length > 0)
    .map(box);
  const delta = clearanceScroll(box(target), header ? box(header) : null, floating, window.innerHeight);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: "instant" });
}
