"use client";

import { useEffect } from "react";

interface ArrivalFocusProps {
  /** The element to focus: the outcome's message, the refusal's summary, or the part just asked for. */
  readonly targetId: string;
  /**
   * New on every server render of the page. A post's redirect can land on the very address the page already
   * has (the same refusal twice), where React keeps every element as it was; the new stamp still runs the
   * effect, so each outcome moves focus, not just the first.
   */
  readonly stamp: string;
}

/**
 * Moves focus to the outcome when the page arrives after a post or a link, with JavaScript: a server
 * action's redirect and a client-side navigation replace the page without a load, so the browser's own
 * autofocus (which the same element carries for pages without JavaScript) does not run again, and focus
 * would fall to the body. Renders nothing.
 */
export function ArrivalFocus({ targetId, stamp }: ArrivalFocusProps) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (target && document.activeElement !== target) target.focus();
  }, [targetId, stamp]);
  return null;
}
