import "server-only";
import { ensureSchemas, type SqliteDatabase } from "@/platform/db/schema/migration";
import { erasuresSchema } from "@/features/delegation/erasure-ledger/sqlite-schema";
import type { ErasureKind, ErasureLedger, ErasureRecord } from "@/features/delegation/erasure-ledger/store";

interface ErasureRow {
  id: string;
  kind: ErasureKind;
  request_ids: string;
  address_hash: string | null;
  key_id: string | null;
  erased_at: string;
  expire_at: string;
}

/** The ledger on its own SQLite file (platform/db/sqlite.ts's LEDGER_FILE), which backups and restores leave alone. */
export function createSqliteErasureLedger(db: SqliteDatabase): ErasureLedger {
  ensureSchemas(db, [erasuresSchema]);
  const insert = db.prepare(
    "INSERT OR IGNORE INTO erasures (id, kind, request_ids, address_hash, key_id, erased_at, expire_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const list = db.prepare<[string], ErasureRow>("SELECT * FROM erasures WHERE expire_at > ? ORDER BY erased_at, id");
  const purge = db.prepare("DELETE FROM erasures WHERE expire_at <= ?");
  return {
    async record(entry) {
      insert.run(entry.id, entry.kind, JSON.stringify(entry.requestIds), entry.addressHash, entry.keyId, entry.erasedAt, entry.expireAt);
    },
    async list(now) {
      return list.all(new Date(now).toISOString()).map(
        (row): ErasureRecord => ({
          id: row.id,
          kind: row.kind,
          requestIds: JSON.parse(row.request_ids) as string[],
          addressHash: row.address_hash,
          keyId: row.key_id,
          erasedAt: row.erased_at,
          expireAt: row.expire_at,
        }),
      );
    },
    async purgeExpired(now) {
      return purge.run(new Date(now).toISOString()).changes;
    },
  };
}
