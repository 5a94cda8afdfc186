import "server-only";
import { randomUUID } from "node:crypto";
import { addMonths } from "@/features/delegation/retention";
import { addressHash, type AddressKey } from "@/features/delegation/erasure-ledger/address-hash";
import type { ErasureRecord } from "@/features/delegation/erasure-ledger/store";

const dayMs = 24 * 60 * 60 * 1000;

export type NewErasure =
  | { readonly kind: "visitor"; readonly email: string; readonly requestIds: readonly string[] }
  | { readonly kind: "request"; readonly requestIds: readonly string[] };

/**
 * The ledger's record of an erasure about to be carried out. It is kept the retention period (and a day)
 * after the erasure: an erased request's last contact was before it, so by then any copy a restore brings
 * back is past retention and the purge deletes it.
 */
export function erasureRecord(erasure: NewErasure, key: AddressKey, now: Date, retentionMonths: number): ErasureRecord {
  return {
    id: randomUUID(),
    kind: erasure.kind,
    requestIds: [...erasure.requestIds],
    addressHash: erasure.kind === "visitor" ? addressHash(erasure.email, key) : null,
    keyId: erasure.kind === "visitor" ? key.id : null,
    erasedAt: now.toISOString(),
    expireAt: new Date(addMonths(now, retentionMonths).getTime() + dayMs).toISOString(),
  };
}
