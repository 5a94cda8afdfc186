import { randomUUID } from "node:crypto";
import type { DelegationRequestStore, DelegationStoreOptions } from "@/features/delegation/store";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { erasureRecord } from "@/features/delegation/erasure-ledger/record";
import { reapplyErasures } from "@/features/delegation/erasure-ledger/reapply";
import type { ErasureLedger, ErasureRecord } from "@/features/delegation/erasure-ledger/store";
import { newRequest } from "./delegation-store-contract";

/** The ledger, and the requests of a restored copy it is carried out on (a clock of the test's, for their creation). */
export interface ErasureStores {
  readonly ledger: ErasureLedger;
  readonly requests: (options: DelegationStoreOptions) => DelegationRequestStore;
}

const T0 = Date.parse("2026-03-02T10:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);
const key = addressKey("the session secret of the contract's server, long enough");

function record(overrides: Partial<ErasureRecord> = {}): ErasureRecord {
  return { ...erasureRecord({ kind: "request", requestIds: [randomUUID()] }, key, at(0), 24), ...overrides };
}

/**
 * What every erasure ledger does, and what carrying it out again does to restored requests: the erased come
 * back to nobody, whether named by id or found by the address's hash, and a request the visitor sent after
 * the erasure stays.
 */
export function describeErasureLedgerContract(name: string, makeStores: () => Promise<ErasureStores>): void {
  describe(`ErasureLedger contract: ${name}`, () => {
    let stores: ErasureStores;
    beforeEach(async () => {
      stores = await makeStores();
    });

    it("keeps each record once, lists them oldest first until they expire, and forgets them after", async () => {
      const first = record({ erasedAt: at(0).toISOString(), expireAt: at(10_000).toISOString() });
      const second = erasureRecord({ kind: "visitor", email: "Gone@Acme.io ", requestIds: [] }, key, at(5), 24);
      await stores.ledger.record(second);
      await stores.ledger.record(first);
      await stores.ledger.record({ ...first, requestIds: ["replayed"] });
      expect(await stores.ledger.list(at(1).toISOString())).toEqual([first, second]);
      expect(second).toMatchObject({ kind: "visitor", keyId: key.id, addressHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(JSON.stringify(second)).not.toContain("acme");
      expect(await stores.ledger.list(at(10_000).toISOString())).toEqual([second]);
      expect(await stores.ledger.purgeExpired(at(10_000).toISOString())).toBe(1);
      expect(await stores.ledger.list(at(0).toISOString())).toEqual([second]);
    });

    it("carries the erasures out again on restored requests, by id and by the address's hash, keeping what came after", async () => {
      let clock = at(0);
      const requests = stores.requests({ now: () => clock });
      const create = async (email: string, ms: number) => {
        clock = at(ms);
        return (await requests.create(newRequest({ email }))).request;
      };
      const erasedById = await create("gone@acme.io", 0);
      const erasedByHash = await create("gone@acme.io", 1_000);
      const kept = await create("kept@acme.io", 2_000);
      const deleted = await create("single@acme.io", 3_000);
      // The visitor writes again after the erasure: a new request, which is theirs to keep.
      const sentLater = await create("gone@acme.io", 20_000);
      const erasures = [
        erasureRecord({ kind: "visitor", email: "gone@acme.io", requestIds: [erasedById.id] }, key, at(10_000), 24),
        erasureRecord({ kind: "request", requestIds: [deleted.id] }, key, at(11_000), 24),
      ];

      const again = await reapplyErasures(requests, erasures, [key]);
      expect(new Set(again.erased)).toEqual(new Set([erasedById.id, erasedByHash.id, deleted.id]));
      expect(again).toMatchObject({ records: 2, byIdOnly: 0 });
      for (const gone of [erasedById, erasedByHash, deleted]) expect(await requests.get(gone.id)).toBeNull();
      for (const stays of [kept, sentLater]) expect(await requests.get(stays.id)).not.toBeNull();
      expect(await reapplyErasures(requests, erasures, [key])).toMatchObject({ erased: [] });
    });

    it("matches by id only the erasures whose hash another key made", async () => {
      let clock = at(0);
      const requests = stores.requests({ now: () => clock });
      const named = (await requests.create(newRequest({ email: "gone@acme.io" }))).request;
      clock = at(1_000);
      const unnamed = (await requests.create(newRequest({ email: "gone@acme.io" }))).request;
      const erasure = erasureRecord({ kind: "visitor", email: "gone@acme.io", requestIds: [named.id] }, addressKey("another secret, the one before a rotation"), at(10_000), 24);

      const again = await reapplyErasures(requests, [erasure], [key]);
      expect(again).toMatchObject({ erased: [named.id], byIdOnly: 1 });
      expect(await requests.get(unnamed.id)).not.toBeNull();
    });
  });
}
