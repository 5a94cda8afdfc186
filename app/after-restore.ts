import "server-only";
import type { SessionStore } from "@/features/auth/session-store/store";
import type { FactorStore } from "@/features/auth/factor-store/store";
import { factorKey, openSecret } from "@/features/auth/second-factor/sealed-secret";
import type { AddressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { reapplyErasures, type Reapplied } from "@/features/delegation/erasure-ledger/reapply";
import type { ErasureRecord } from "@/features/delegation/erasure-ledger/store";
import { retentionCutoff } from "@/features/delegation/retention";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { OutboxStore } from "@/features/outbox/store";

/*
 * What a restored copy of the data needs before a server serves it, on either store: the restore command
 * runs it on the SQLite file it is about to put in place, and `data:after-restore` on a Firestore database a
 * backup was restored into. The data is as it was at the backup's moment; the world has moved on since.
 */

/** The stores of the restored data. */
export interface RestoredStores {
  readonly requests: DelegationRequestStore;
  readonly sessions: SessionStore;
  readonly outbox: OutboxStore;
}

export interface AfterRestore {
  /** Erasures carried out since the backup, carried out again. */
  readonly erasures: Reapplied;
  /** Requests past retention, as the server's purge would delete them now. */
  readonly purged: number;
  /** Every session the restored data held: ended, since some were signed out or ended after the backup. */
  readonly sessionsEnded: number;
  /** Messages pending at the backup's moment, held: some may have been sent since, and an admin decides. */
  readonly messagesHeld: number;
}

export async function settleRestoredData(
  stores: RestoredStores,
  ledger: readonly ErasureRecord[],
  keys: readonly AddressKey[],
  now: Date,
  retentionMonths: number,
): Promise<AfterRestore> {
  // Erasures first: a request erased again takes its messages with it, so none of them is held for release.
  const erasures = await reapplyErasures(stores.requests, ledger, keys);
  const purged = await stores.requests.purgeContactedBefore(retentionCutoff(now, retentionMonths).toISOString());
  const messagesHeld = await stores.outbox.holdPending();
  const sessionsEnded = await stores.sessions.endAll();
  return { erasures, purged, sessionsEnded, messagesHeld };
}

/** The admins whose second factor the session secret cannot open (null secret: one not generated yet, so none opens). */
export async function unreadableFactors(factors: FactorStore, sessionSecret: string | null): Promise<{ readonly total: number; readonly unreadable: readonly string[] }> {
  const all = await factors.list();
  const key = sessionSecret ? factorKey(sessionSecret) : null;
  const unreadable = all.filter((factor) => !key || openSecret(factor.sealedSecret, factor.email, key) === null).map((factor) => factor.email);
  return { total: all.length, unreadable };
}
