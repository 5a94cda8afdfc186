/**
 * The change listeners of a small browser-side store read with useSyncExternalStore (the settings, the
 * open dialog, the speech state). A listener added twice is called once; `notify` walks a copy, so one
 * that unsubscribes while being called does not make the next one miss the change.
 */
export interface Listeners {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
