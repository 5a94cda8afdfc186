"use client";

import { useState } from "react";

/**
 * True from the first render in which `open` is true, and from then on: a dialog's code is fetched on
 * its first opening, however it was opened (button, shortcut, skip link), and stays mounted after.
 */
export function useRequestedOnce(open: boolean): boolean {
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  return requested || open;
}
