/**
 * A list read at most `maxAgeMs` ago in this process, for display only: the confirmation page every new request
 * lands on shows the team's free times, and re-reading the whole team on every view cost a store query each
 * (docs/performance.md, the write path). `forget()` drops it, so a change written through this process is seen at
 * once; another process's change (another instance, a command) is seen within `maxAgeMs`. Nothing that decides
 * (a booking, a reminder) reads it: those read the store.
 */
export interface RecentList<T> {
  get(): Promise<T>;
  forget(): void;
}

export function createRecentList<T>(load: () => Promise<T>, maxAgeMs: number, clock: () => number = Date.now): RecentList<T> {
  // A read begun before a forget() and ending after it is answered to its callers but no longer kept.
  let kept: { readonly at: number; readonly value: Promise<T> } | null = null;

  return {
    get() {
      const now = clock();
      if (kept && now - kept.at < maxAgeMs) return kept.value;
      const value = load();
      const entry = { at: now, value };
      kept = entry;
      // A failed read is never kept: the next view tries again.
      value.catch(() => {
        if (kept === entry) kept = null;
      });
      return value;
    },
    forget() {
      kept = null;
    },
  };
}
