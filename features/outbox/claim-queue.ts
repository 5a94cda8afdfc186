import type { OutboxMessage, OutboxStore } from "@/features/outbox/store";

/**
 * What this process's delivery rounds claim, and how. A request's after() names the messages its create just
 * stored: those are claimed by id (claimIds), with no due query, which the Firestore emulator answers by scanning the
 * outbox (81 ms of its CPU for a round of ten with 1,800 messages stored; docs/performance.md, the write path).
 * The due query runs only when a caller asked for a sweep (the timer, the flush endpoint, an admin's action): it
 * finds retries, and whatever an instance that ended before its after() left behind.
 *
 * The queue holds only ids of messages already stored and due. Losing it (the process ends) loses nothing: the
 * next sweep, here or on another instance, finds them due. A message claimed meanwhile by another instance's sweep
 * is passed over by claimIds, so each is still sent once.
 */
export interface ClaimQueue {
  /** Messages just stored by this process, to be claimed by name. */
  name(ids: readonly string[]): void;
  /** Asks the next rounds to look for everything due as well, until a query comes back with less than it asked. */
  sweep(): void;
  /** Leases up to `limit`: named ones first, then, while a sweep is asked, what the due query finds. */
  claim(now: string, limit: number): Promise<OutboxMessage[]>;
  /** Named ids not yet claimed. */
  waiting(): number;
}

export function createClaimQueue(store: () => Promise<OutboxStore>, holder: string, leaseMs: () => number): ClaimQueue {
  const named: string[] = [];
  let sweepAsked = false;

  return {
    name(ids) {
      named.push(...ids);
    },
    sweep() {
      sweepAsked = true;
    },
    async claim(now, limit) {
      const outbox = await store();
      const claimed: OutboxMessage[] = [];
      // A name another instance took in the meantime comes back unclaimed: take more names until the round is full.
      while (claimed.length < limit && named.length > 0) {
        try {
          claimed.push(...(await outbox.claimIds(named.splice(0, limit - claimed.length), now, holder, leaseMs())));
        } catch (error) {
          // The names taken off are still due in the store: the next round's due query finds them.
          sweepAsked = true;
          throw error;
        }
      }
      if (claimed.length < limit && sweepAsked) {
        const wanted = limit - claimed.length;
        const due = await outbox.claimDue(now, holder, leaseMs(), wanted);
        if (due.length < wanted) sweepAsked = false;
        claimed.push(...due);
      }
      return claimed;
    },
    waiting: () => named.length,
  };
}
