import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { teamSchema } from "@/features/team/sqlite-schema";
import { teamRoleSchema } from "@/features/team/roles";
import { invitationStates, isLive, linkState, type Invitation } from "@/features/team/invitations/rules";
import { SETTLED_KEPT_MS, type InvitationStore } from "@/features/team/invitations/store";

interface InvitationRow {
  readonly address: string;
  readonly role: string;
  readonly inviter: string;
  readonly created_at: string;
  readonly expires_at: string;
  readonly token_hash: string;
  readonly state: string;
  readonly settled_at: string | null;
}

// A hand-edited role reads as a member and an unknown state as canceled: never more than the row says.
function toInvitation(row: InvitationRow): Invitation {
  return {
    address: row.address,
    role: teamRoleSchema.catch("member").parse(row.role),
    inviter: row.inviter,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    tokenHash: row.token_hash,
    state: (invitationStates as readonly string[]).includes(row.state) ? (row.state as Invitation["state"]) : "canceled",
    settledAt: row.settled_at,
  };
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export function createSqliteInvitationStore(db: SqliteDatabase): InvitationStore {
  ensureSchemas(db, [teamSchema]);
  const statements = {
    get: db.prepare<[string], InvitationRow>("SELECT * FROM team_invitations WHERE address = ?"),
    byHash: db.prepare<[string], InvitationRow>("SELECT * FROM team_invitations WHERE token_hash = ?"),
    pending: db.prepare<[string], InvitationRow>("SELECT * FROM team_invitations WHERE state = 'pending' AND expires_at > ? ORDER BY created_at LIMIT 500"),
    purge: db.prepare<[string]>("DELETE FROM team_invitations WHERE keep_until < ?"),
    put: db.prepare(`INSERT OR REPLACE INTO team_invitations (address, role, inviter, created_at, expires_at, token_hash, state, settled_at, keep_until)
      VALUES (@address, @role, @inviter, @createdAt, @expiresAt, @tokenHash, 'pending', NULL, @keepUntil)`),
    resend: db.prepare("UPDATE team_invitations SET token_hash = @tokenHash, inviter = @inviter, created_at = @createdAt, expires_at = @expiresAt, keep_until = @keepUntil WHERE address = @address AND state = 'pending' AND expires_at > @createdAt"),
    cancel: db.prepare("UPDATE team_invitations SET state = 'canceled', settled_at = @at, keep_until = @keepUntil WHERE address = @address AND state = 'pending'"),
    // One statement: SQLite runs it under its write lock, so of two consumptions at once exactly one changes the row.
    consume: db.prepare("UPDATE team_invitations SET state = 'accepted', settled_at = @at, keep_until = @keepUntil WHERE token_hash = @tokenHash AND state = 'pending' AND expires_at > @at"),
  };
  const read = (row: InvitationRow | undefined) => (row ? toInvitation(row) : null);

  return {
    async create(invitation, now) {
      return db
        .transaction(() => {
          // Settled invitations are kept a while for their link's plain answer, then go with the next write.
          statements.purge.run(now);
          const before = read(statements.get.get(invitation.address));
          if (before && isLive(before, new Date(now))) return { ok: false as const, reason: "pending" as const };
          statements.put.run({ ...invitation, keepUntil: later(invitation.expiresAt, SETTLED_KEPT_MS) });
          return { ok: true as const, invitation: read(statements.get.get(invitation.address))! };
        })
        .immediate();
    },
    async get(address) {
      return read(statements.get.get(address));
    },
    async findByTokenHash(tokenHash) {
      return read(statements.byHash.get(tokenHash));
    },
    async listPending(now) {
      return statements.pending.all(now).map(toInvitation);
    },
    async resend(address, change) {
      const { changes } = statements.resend.run({ address, ...change, keepUntil: later(change.expiresAt, SETTLED_KEPT_MS) });
      return changes === 1 ? read(statements.get.get(address)) : null;
    },
    async cancel(address, at) {
      const { changes } = statements.cancel.run({ address, at, keepUntil: later(at, SETTLED_KEPT_MS) });
      return changes === 1 ? read(statements.get.get(address)) : null;
    },
    async consume(tokenHash, at) {
      const { changes } = statements.consume.run({ tokenHash, at, keepUntil: later(at, SETTLED_KEPT_MS) });
      const after = read(statements.byHash.get(tokenHash));
      if (changes === 1 && after) return { ok: true, invitation: after };
      const state = linkState(after, new Date(at));
      // Open here means it went live again between the two statements, which a consumption cannot do: unknown.
      return { ok: false, reason: state === "open" ? "unknown" : state };
    },
  };
}
