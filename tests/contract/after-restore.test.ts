/** @jest-environment node */
import { requestOwner } from "@/features/delegation/outbox-channels";
import { settleRestoredData, unreadableFactors } from "@/app/after-restore";
import { createFirestoreFactorStore } from "@/features/auth/factor-store/firestore";
import { createSqliteFactorStore } from "@/features/auth/factor-store/sqlite";
import { factorKey, sealSecret } from "@/features/auth/second-factor/sealed-secret";
import { createFirestoreSessionStore } from "@/features/auth/session-store/firestore";
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import type { FactorStore } from "@/features/auth/factor-store/store";
import type { SessionStore } from "@/features/auth/session-store/store";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { erasureRecord } from "@/features/delegation/erasure-ledger/record";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import type { DelegationRequestStore, DelegationStoreOptions } from "@/features/delegation/store";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxStore } from "@/features/outbox/store";
import { openDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";

/** Restored data on one store: what data:restore (SQLite) and data:after-restore (Firestore) settle. */
interface Restored {
  readonly requests: (options: DelegationStoreOptions) => DelegationRequestStore;
  readonly sessions: SessionStore;
  readonly outbox: OutboxStore;
  readonly factors: FactorStore;
}

const secret = "after-restore contract session secret, long enough";

function describeAfterRestore(name: string, makeStores: () => Promise<Restored>): void {
  describe(`After a restore: ${name}`, () => {
    it("carries erasures out again, purges past retention, holds what was pending and ends every session", async () => {
      const stores = await makeStores();
      let clock = new Date("2023-01-10T10:00:00.000Z");
      const requests = stores.requests({ now: () => clock, retentionMonths: 24 });
      const drafts = () => [{ channel: "webhook" as const, recipients: ["https://hooks.example.org/x"], payload: { kind: "webhook" as const, body: "{}" } }];
      // Past retention by the restore's day, and so purged; its message goes with it.
      const old = (await requests.create({ ...newRequest({ email: "old@acme.io" }), outbox: drafts })).request;
      clock = new Date("2026-02-01T10:00:00.000Z");
      const erased = (await requests.create({ ...newRequest({ email: "gone@acme.io" }), outbox: drafts })).request;
      const kept = (await requests.create({ ...newRequest({ email: "kept@acme.io" }), outbox: drafts })).request;
      await stores.sessions.create({ id: "s1", email: "ann@openseat.example", provider: "password", uid: null, device: "", signedInAt: 1, lastSeenAt: 1, claimCheckedAt: 1, expiresAt: Date.now() + 3_600_000 });
      await stores.factors.findOrBegin("ann@openseat.example", sealSecret("JBSWY3DPEHPK3PXP", "ann@openseat.example", factorKey(secret)));
      await stores.factors.findOrBegin("bob@openseat.example", sealSecret("JBSWY3DPEHPK3PXP", "bob@openseat.example", factorKey("a secret from before")));

      const key = addressKey(secret);
      const ledger = [erasureRecord({ kind: "visitor", email: "gone@acme.io", requestIds: [] }, key, new Date("2026-02-02T00:00:00.000Z"), 24)];
      const settled = await settleRestoredData({ requests, sessions: stores.sessions, outbox: stores.outbox }, ledger, [key], new Date("2026-03-01T00:00:00.000Z"), 24);

      expect(settled).toMatchObject({ purged: 1, sessionsEnded: 1, messagesHeld: 1, erasures: { erased: [erased.id], byIdOnly: 0 } });
      expect(await requests.get(old.id)).toBeNull();
      expect(await requests.get(erased.id)).toBeNull();
      expect(await stores.outbox.listForOwner(requestOwner.of(kept.id))).toEqual([expect.objectContaining({ state: "held" })]);
      expect(await stores.sessions.find("s1", 2)).toBeNull();
      expect(await unreadableFactors(stores.factors, secret)).toEqual({ total: 2, unreadable: ["bob@openseat.example"] });
      expect(await unreadableFactors(stores.factors, null)).toEqual({ total: 2, unreadable: ["ann@openseat.example", "bob@openseat.example"] });
    });
  });
}

describeOnEveryStore(describeAfterRestore, {
  sqlite: () => {
    const db = openDatabase(".", ":memory:");
    return {
      requests: (options) => createSqliteDelegationStore(db, options),
      sessions: createSqliteSessionStore(db),
      outbox: createSqliteOutboxStore(db),
      factors: createSqliteFactorStore(db),
    };
  },
  firestore: (db) => ({
    requests: (options) => createFirestoreDelegationStore(db, options),
    sessions: createFirestoreSessionStore(db),
    outbox: createFirestoreOutboxStore(db),
    factors: createFirestoreFactorStore(db),
  }),
});
