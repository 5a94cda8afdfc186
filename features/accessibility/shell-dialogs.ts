import { createListeners } from "@/platform/browser/listeners";

/**
 * Whether one of the shell's dialogs (settings panel, page structure) is open, shared by every part
 * of the page that opens, closes or makes room for it. Opening remembers what had focus, so closing
 * can give focus back to whatever opened it: the floating button, a skip link, or the element the
 * visitor was on when they pressed the shortcut.
 */
export interface OpenState {
  readonly isOpen: () => boolean;
  /** `returnTo` overrides the remembered focus, for a dialog opened from inside another that is closing. */
  readonly setOpen: (next: boolean, returnTo?: HTMLElement | null) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** The element focused when the dialog opened; read once, after it closes. */
  readonly takeReturnTarget: () => HTMLElement | null;
}

export function createOpenState(): OpenState {
  let open = false;
  let returnTarget: HTMLElement | null = null;
  const listeners = createListeners();
  return {
    isOpen: () => open,
    setOpen(next, returnTo) {
      if (open === next) return;
      if (next && returnTo !== undefined) returnTarget = returnTo;
      else if (next && typeof document !== "undefined") {
        returnTarget = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      open = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
    takeReturnTarget() {
      const target = returnTarget;
      returnTarget = null;
      return target;
    },
  };
}

/** Whether the accessibility panel is open; the floating Read page button hides while it is. */
export const settingsPanel = createOpenState();

/** Whether the page structure navigator is open; opened from its floating button or from the panel. */
export const pageStructureNavigator = createOpenState();

/**
 * The id of the floating settings button. Links to `#accessibility-settings` (the skip link, the
 * accessibility statement) open the panel; without scripts they still lead to the button.
 */
export const settingsTargetId = "accessibility-settings";

/** The page's <main>: where "Skip to main content" lands and what "Read page" reads. */
export const mainContentId = "main-content";
