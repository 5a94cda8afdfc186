import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { adminSessionRecordsSchema } from "@/features/auth/session-store/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import type { SessionRecord, SessionStore } from "@/features/auth/session-store/store";

interface SessionRow {
  readonly id: string;
  readonly email: string;
  readonly provider: "password" | "firebase";
  readonly uid: string | null;
  readonly device: string;
  readonly signed_in_at: number;
  readonly last_seen_at: number;
  readonly claim_checked_at: number;
  readonly expires_at: number;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    uid: row.uid,
    device: row.device,
    signedInAt: row.signed_in_at,
    lastSeenAt: row.last_seen_at,
    claimCheckedAt: row.claim_checked_at,
    expiresAt: row.expires_at,
  };
}

export function createSqliteSessionStore(db: SqliteDatabase): SessionStore {
  ensureSchemas(db, [adminSessionRecordsSchema]);
  const insert = db.prepare(
    `INSERT INTO admin_session_records (id, email, provider, uid, device, signed_in_at, last_seen_at, claim_checked_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Expired records go as new ones come: there is one per sign-in, so the table stays as small as the team's sessions.
  const purge = db.prepare("DELETE FROM admin_session_records WHERE expires_at <= ?");
  const select = db.prepare("SELECT * FROM admin_session_records WHERE id = ? AND expires_at > ?");
  const moveOn = db.prepare(
    `UPDATE admin_session_records SET last_seen_at = MAX(last_seen_at, COALESCE(?, last_seen_at)),
       claim_checked_at = MAX(claim_checked_at, COALESCE(?, claim_checked_at)) WHERE id = ?`,
  );
  const remove = db.prepare("DELETE FROM admin_session_records WHERE id = ?");
  const selectByEmail = db.prepare(
    "SELECT * FROM admin_session_records WHERE email = ? AND expires_at > ? ORDER BY last_seen_at DESC, signed_in_at DESC",
  );
  const removeOthers = db.prepare("DELETE FROM admin_session_records WHERE email = ? AND id <> ?");
  const removeAll = db.prepare("DELETE FROM admin_session_records");
  const purgeClaims = db.prepare("DELETE FROM admin_sign_in_claims WHERE expires_at <= ?");
  // OR IGNORE: the primary key decides, so of two instances claiming at once exactly one inserts the row.
  const claim = db.prepare("INSERT OR IGNORE INTO admin_sign_in_claims (id, expires_at) VALUES (?, ?)");
  return {
    async create(record) {
      purge.run(record.signedInAt);
      insert.run(record.id, record.email, record.provider, record.uid, record.device, record.signedInAt, record.lastSeenAt, record.claimCheckedAt, record.expiresAt);
    },
    async find(id, now) {
      const row = select.get(id, now) as SessionRow | undefined;
      return row ? toRecord(row) : null;
    },
    async update(id, times) {
      moveOn.run(times.lastSeenAt ?? null, times.claimCheckedAt ?? null, id);
    },
    async end(id) {
      remove.run(id);
    },
    async listByEmail(email, now) {
      return (selectByEmail.all(email, now) as SessionRow[]).map(toRecord);
    },
    async endOthers(email, keepId) {
      return removeOthers.run(email, keepId).changes;
    },
    async endAll() {
      return removeAll.run().changes;
    },
    async claimSignIn(id, expiresAt, now) {
      purgeClaims.run(now);
      return claim.run(id, expiresAt).changes === 1;
    },
  };
}
