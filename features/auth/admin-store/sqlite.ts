import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { adminsSchema } from "@/features/auth/admin-store/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { normalizeEmail, DuplicateAdminError, newAdminRecord, type AdminRecord, type AdminStore, type NewAdmin } from "@/features/auth/admin-store/store";

interface AdminRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly created_at: string;
}

function toRecord(row: AdminRow): AdminRecord {
  return { id: row.id, email: row.email, passwordHash: row.password_hash, createdAt: row.created_at };
}

export function createSqliteAdminStore(db: SqliteDatabase): AdminStore {
  ensureSchemas(db, [adminsSchema]);
  const findStatement = db.prepare("SELECT id, email, password_hash, created_at FROM admins WHERE email = ?");
  const insertStatement = db.prepare("INSERT INTO admins (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)");
  const setPasswordStatement = db.prepare("UPDATE admins SET password_hash = ? WHERE email = ?");
  const countStatement = db.prepare("SELECT COUNT(*) AS total FROM admins");
  const versionStatement = db.prepare("SELECT version FROM admin_sessions WHERE email = ?");
  const bumpStatement = db.prepare(
    `INSERT INTO admin_sessions (email, version, revoked_at) VALUES (?, 1, ?)
     ON CONFLICT (email) DO UPDATE SET version = version + 1, revoked_at = excluded.revoked_at
     RETURNING version`,
  );
  const deleteStatement = db.prepare("DELETE FROM admins WHERE email = ?");
  const bump = (email: string) => (bumpStatement.get(normalizeEmail(email), new Date().toISOString()) as { version: number }).version;
  const removeAdmin = db.transaction((email: string) => {
    const removed = deleteStatement.run(email).changes > 0;
    if (removed) bump(email);
    return removed;
  });

  return {
    async findByEmail(email) {
      const row = findStatement.get(normalizeEmail(email)) as AdminRow | undefined;
      return row ? toRecord(row) : null;
    },
    async create({ email, passwordHash }: NewAdmin) {
      const record = newAdminRecord({ email, passwordHash });
      try {
        insertStatement.run(record.id, record.email, record.passwordHash, record.createdAt);
      } catch (error) {
        if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw new DuplicateAdminError(record.email);
        throw error;
      }
      return record;
    },
    async count() {
      return (countStatement.get() as { total: number }).total;
    },
    async setPassword(email, passwordHash) {
      return setPasswordStatement.run(passwordHash, normalizeEmail(email)).changes > 0;
    },
    async sessionVersion(email) {
      return (versionStatement.get(normalizeEmail(email)) as { version: number } | undefined)?.version ?? 0;
    },
    async revokeSessions(email) {
      return bump(email);
    },
    async remove(email) {
      return removeAdmin.immediate(normalizeEmail(email));
    },
  };
}
