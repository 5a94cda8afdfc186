import type { DeliveryRound } from "@/features/outbox/deliver";

/** What one drain runs: a pass of delivery rounds, how many messages make a pass full, and how long it may go on. */
export interface DrainPlan {
  readonly pass: () => Promise<DeliveryRound>;
  /** A pass that settled this many messages came back full: more is probably due. */
  readonly fullAt: number;
  /** How long after the last call asked for delivery full passes go on. */
  readonly budgetMs: number;
}

const emptyRound = (): Record<keyof DeliveryRound, number> => ({ sent: 0, retrying: 0, failed: 0, bounced: 0, unsettled: 0 });

/**
 * One delivery at a time in a process. A call while one runs joins it and asks for one more pass, so a message
 * stored mid-run is not left for the timer; passes that come back full go on for `budgetMs` after the last call
 * asked. The budget counts from the last ask, not from the start: during a burst every submission's after() joins
 * the same delivery, which waits for visitors (visitor-gate.ts) and so ends the burst with a backlog; counted from
 * its start, a drain that had already run 30 s sent one more pass after the last visitor and left the rest to the
 * next timer tick, a minute later (docs/performance.md, the write path). Once the calls stop coming, a caller waits
 * at most the budget and one pass; while calls keep joining, each asks for one more pass, and the delivery goes on.
 */
export interface Drain {
  /** Delivers, or joins the delivery under way. */
  run(plan: () => Promise<DrainPlan>): Promise<DeliveryRound>;
  /** The delivery under way, if any (a server shutting down waits for it: its leases would hold its messages). */
  current(): Promise<DeliveryRound> | null;
}

export function createDrain(clock: () => number = Date.now): Drain {
  let running: Promise<DeliveryRound> | null = null;
  let again = false;
  let askedAt = 0;

  function run(plan: () => Promise<DrainPlan>): Promise<DeliveryRound> {
    askedAt = clock();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const { pass, fullAt, budgetMs } = await plan();
      const total = emptyRound();
      let full: boolean;
      do {
        again = false;
        const round = await pass();
        for (const key of Object.keys(total) as (keyof DeliveryRound)[]) total[key] += round[key];
        full = Object.values(round).reduce((sum, count) => sum + count, 0) >= fullAt;
      } while (again || (full && clock() - askedAt < budgetMs));
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return { run, current: () => running };
}
