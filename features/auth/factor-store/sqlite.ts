import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { adminFactorsSchema } from "@/features/auth/factor-store/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { normalizeEmail } from "@/features/auth/admin-store/store";
import type { FactorRecord, FactorStore } from "@/features/auth/factor-store/store";

interface FactorRow {
  readonly email: string;
  readonly sealed_secret: string;
  readonly confirmed_at: string | null;
  readonly last_step: number | null;
  readonly created_at: string;
  readonly codes_left: number;
}

function toRecord(row: FactorRow): FactorRecord {
  return {
    email: row.email,
    sealedSecret: row.sealed_secret,
    confirmedAt: row.confirmed_at,
    lastStep: row.last_step,
    recoveryCodesLeft: row.codes_left,
    createdAt: row.created_at,
  };
}

export function createSqliteFactorStore(db: SqliteDatabase): FactorStore {
  ensureSchemas(db, [adminFactorsSchema]);
  const findStatement = db.prepare(
    `SELECT f.email, f.sealed_secret, f.confirmed_at, f.last_step, f.created_at,
            (SELECT COUNT(*) FROM admin_recovery_codes c WHERE c.email = f.email) AS codes_left
     FROM admin_factors f WHERE f.email = ?`,
  );
  const listStatement = db.prepare(
    `SELECT f.email, f.sealed_secret, f.confirmed_at, f.last_step, f.created_at,
            (SELECT COUNT(*) FROM admin_recovery_codes c WHERE c.email = f.email) AS codes_left
     FROM admin_factors f ORDER BY f.email`,
  );
  const beginStatement = db.prepare(
    "INSERT INTO admin_factors (email, sealed_secret, confirmed_at, last_step, created_at) VALUES (?, ?, NULL, NULL, ?) ON CONFLICT (email) DO NOTHING",
  );
  const confirmStatement = db.prepare(
    "UPDATE admin_factors SET confirmed_at = ?, last_step = ? WHERE email = ? AND sealed_secret = ? AND confirmed_at IS NULL",
  );
  const insertCode = db.prepare("INSERT OR IGNORE INTO admin_recovery_codes (email, code_hash) VALUES (?, ?)");
  // The comparison is in the UPDATE itself, so two processes given the same code cannot both succeed.
  const useStepStatement = db.prepare(
    "UPDATE admin_factors SET last_step = ? WHERE email = ? AND confirmed_at IS NOT NULL AND (last_step IS NULL OR last_step < ?)",
  );
  const useCodeStatement = db.prepare(
    `DELETE FROM admin_recovery_codes WHERE email = ? AND code_hash = ?
       AND EXISTS (SELECT 1 FROM admin_factors f WHERE f.email = ? AND f.confirmed_at IS NOT NULL)`,
  );
  const deleteFactor = db.prepare("DELETE FROM admin_factors WHERE email = ?");
  const deleteCodes = db.prepare("DELETE FROM admin_recovery_codes WHERE email = ?");

  const find = (email: string) => {
    const row = findStatement.get(email) as FactorRow | undefined;
    return row ? toRecord(row) : null;
  };
  const confirm = db.transaction((email: string, sealed: string, step: number, hashes: readonly string[]) => {
    if (confirmStatement.run(new Date().toISOString(), step, email, sealed).changes === 0) return false;
    deleteCodes.run(email);
    for (const hash of hashes) insertCode.run(email, hash);
    return true;
  });
  const replaceCodes = db.transaction((email: string, hashes: readonly string[]) => {
    if (find(email)?.confirmedAt == null) return false;
    deleteCodes.run(email);
    for (const hash of hashes) insertCode.run(email, hash);
    return true;
  });
  const reset = db.transaction((email: string) => {
    deleteCodes.run(email);
    return deleteFactor.run(email).changes > 0;
  });

  return {
    async find(email) {
      return find(normalizeEmail(email));
    },
    async findOrBegin(email, sealedSecret) {
      const key = normalizeEmail(email);
      beginStatement.run(key, sealedSecret, new Date().toISOString());
      return find(key)!;
    },
    async confirm(email, sealedSecret, step, recoveryHashes) {
      return confirm.immediate(normalizeEmail(email), sealedSecret, step, recoveryHashes);
    },
    async useStep(email, step) {
      return useStepStatement.run(step, normalizeEmail(email), step).changes > 0;
    },
    async useRecoveryCode(email, hash) {
      const key = normalizeEmail(email);
      return useCodeStatement.run(key, hash, key).changes > 0;
    },
    async replaceRecoveryCodes(email, recoveryHashes) {
      return replaceCodes.immediate(normalizeEmail(email), recoveryHashes);
    },
    async reset(email) {
      return reset.immediate(normalizeEmail(email));
    },
    async list() {
      return (listStatement.all() as FactorRow[]).map(toRecord);
    },
  };
}
