/**
 * Mail waits for visitors, never for long. Delivery runs in the same process as the pages (after() of the
 * form's action, the timer), and on a small server its rounds (claims, MIME composing, settling) took the CPU
 * and store round trips a burst of submissions was waiting on: measured under `bench:submit`, 50 visitors at
 * once waited several times longer with delivery running beside them (docs/performance.md, "The request's
 * write path"). So a delivery round first waits until no visitor's request is in flight in this process, or
 * `maxWaitMs` at most, so that mail keeps moving under sustained load. It only delays a claim: a message is
 * already stored with its request, leases are untouched, so nothing is lost or sent twice.
 */
export interface VisitorGate {
  /** Runs a visitor's request, counted as in flight until it settles. */
  serving<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no visitor's request is in flight, or after `maxWaitMs`, whichever comes first. */
  quiet(maxWaitMs: number): Promise<void>;
  /** Visitors' requests in flight now. */
  inFlight(): number;
}

export function createVisitorGate(): VisitorGate {
  let count = 0;
  const waiting = new Set<() => void>();

  function wakeAll(): void {
    for (const wake of [...waiting]) wake();
  }

  return {
    async serving(work) {
      count += 1;
      try {
        return await work();
      } finally {
        count -= 1;
        if (count === 0) wakeAll();
      }
    },

    quiet(maxWaitMs) {
      if (count === 0 || maxWaitMs <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, maxWaitMs);
        // A server shutting down never waits on this timer.
        timer.unref?.();
        waiting.add(done);
      });
    },

    inFlight: () => count,
  };
}
