import "server-only";
import type { DelegationRequestStore } from "@/features/delegation/store";
import { addressHash, type AddressKey } from "@/features/delegation/erasure-ledger/address-hash";
import type { ErasureRecord } from "@/features/delegation/erasure-ledger/store";

export interface Reapplied {
  /** Records read from the ledger. */
  readonly records: number;
  /** Requests the restored data held again and that were erased again. */
  readonly erased: readonly string[];
  /** Visitor erasures whose hash was made under a key not given here: matched by their requests' ids only. */
  readonly byIdOnly: number;
}

const PAGE = 100;

/**
 * Carries the ledger's erasures out again on restored data: every request a record names, and every request
 * from an erased address that was created before that erasure (one sent later is the visitor's new request
 * and stays). Safe to run twice: what is already gone is skipped.
 */
export async function reapplyErasures(store: DelegationRequestStore, records: readonly ErasureRecord[], keys: readonly AddressKey[]): Promise<Reapplied> {
  const erased: string[] = [];
  const erase = async (id: string) => {
    if (await store.delete(id)) erased.push(id);
  };
  for (const id of new Set(records.flatMap((record) => record.requestIds))) await erase(id);

  const keyIds = new Set(keys.map((key) => key.id));
  const byAddress = records.filter((record) => record.kind === "visitor" && record.addressHash && record.keyId && keyIds.has(record.keyId));
  const byIdOnly = records.filter((record) => record.kind === "visitor" && !byAddress.includes(record)).length;
  if (byAddress.length > 0) {
    // Only requests created up to the latest erasure can be one of them: the walk stops there.
    const latest = byAddress.reduce((max, record) => (record.erasedAt > max ? record.erasedAt : max), "");
    const to = new Date(Date.parse(latest) + 1).toISOString();
    let cursor: string | undefined;
    do {
      const page = await store.list({ sort: "oldest", to, limit: PAGE, cursor });
      for (const request of page.items) {
        const hashes = new Map(keys.map((key) => [key.id, addressHash(request.email, key)]));
        const match = byAddress.some((record) => hashes.get(record.keyId!) === record.addressHash && request.createdAt <= record.erasedAt);
        if (match) await erase(request.id);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return { records: records.length, erased, byIdOnly };
}
