import { clearanceScroll, coveringSelectors, type Box } from "./focus-clearance";

/*
 * The browser side of Focus Not Obscured: once the browser's own scroll to a newly focused element has
 * ended, scrolls the page by whatever the sticky header or a floating button still covers. Loaded on
 * the first keyboard focus, so pages pay for it only when someone tabs.
 */

/** The longest the guard waits for the page to hold still; a slow phone's smooth scroll can take this long. */
const settleLimitMs = 2000;
/** Frames the page must hold still before the browser's own scroll counts as ended. */
const stillFrames = 3;

/**
 * Resolves once the browser's own scroll to the focused element (smooth, perhaps) has ended: the page has
 * held still for a few frames. Not a fixed timeout: on a busy device a smooth scroll can outlast one, and
 * correcting a scroll still under way would stop it short and leave the element covered.
 */
function afterScrollSettles(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let last = window.scrollY;
    let still = 0;
    const check = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= stillFrames || performance.now() - started > settleLimitMs) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Checks after a correction too: on a busy device the browser's smooth scroll may only start after the first look. */
const maxPasses = 3;

function box(element: Element): Box {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
}

const insideCovering = `${coveringSelectors}, [role="dialog"]`;

let latest: HTMLElement | null = null;

export async function keepFocusClear(target: HTMLElement): Promise<void> {
  // Inside the header, a floating button or a dialog, nothing of theirs can cover it.
  if (target.closest(insideCovering)) return;
  latest = target;
  for (let pass = 0; pass < maxPasses; pass += 1) {
    await afterScrollSettles();
    if (latest !== target || document.activeElement !== target) return;
    const header = document.querySelector(".site-header");
    const floating = Array.from(document.querySelectorAll(coveringSelectors))
      .filter((element) => element !== header && element.getClientRects().length > 0)
      .map(box);
    const delta = clearanceScroll(box(target), header ? box(header) : null, floating, window.innerHeight);
    if (delta === 0) return;
    window.scrollBy({ top: delta, behavior: "instant" });
  }
}
