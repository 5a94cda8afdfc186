import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { teamSchema } from "@/features/team/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { byDisplayName, storedDatesOff, storedWorkingHours } from "@/features/team/profile";
import { defaultRole, teamChangeProblem, teamRoleSchema, type TeamAuditEntry, type TeamRole } from "@/features/team/roles";
import { MAX_TEAM_SIZE, type TeamChangeBy, type TeamChangeResult, type TeamMember, type TeamStore } from "@/features/team/store";

interface MemberRow {
  readonly email: string;
  readonly name: string;
  readonly takes_calls: number;
  readonly days_off: string;
  readonly meeting_url: string;
  readonly hours: string | null;
  readonly dates_off: string;
  readonly joined_at: string;
  readonly role: string;
  readonly removed_at: string | null;
  readonly morning_digest: number;
}

interface AuditRow {
  readonly at: string;
  readonly by: string;
  readonly action: string;
  readonly subject: string;
  readonly role: string | null;
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

// A hand-edited role that is neither reads as a member: never more access than the column says.
const roleOf = (value: unknown): TeamRole => (value === null || value === undefined ? defaultRole : teamRoleSchema.catch("member").parse(value));

function toMember(row: MemberRow): TeamMember {
  return {
    email: row.email,
    name: row.name,
    takesCalls: row.takes_calls === 1,
    daysOff: JSON.parse(row.days_off) as Weekday[],
    meetingUrl: row.meeting_url,
    // Read through the same checks as a post: a hand-edited row cannot hand the slots a broken clock.
    hours: storedWorkingHours(parsed(row.hours)),
    datesOff: storedDatesOff(parsed(row.dates_off)),
    joinedAt: row.joined_at,
    role: roleOf(row.role),
    removedAt: row.removed_at,
    morningDigest: row.morning_digest !== 0,
  };
}

function toEntry(row: AuditRow): TeamAuditEntry {
  return { at: row.at, by: row.by, action: row.action as TeamAuditEntry["action"], subject: row.subject, role: row.role === null ? null : roleOf(row.role) };
}

export function createSqliteTeamStore(db: SqliteDatabase, now: () => Date = () => new Date()): TeamStore {
  ensureSchemas(db, [teamSchema]);
  const statements = {
    // Every admin takes calls until they opt out on the team page (and is offered once they give a name).
    record: db.prepare("INSERT INTO team_members (email, name, takes_calls, days_off, joined_at, role) VALUES (?, '', 1, '[]', ?, ?) ON CONFLICT (email) DO NOTHING"),
    get: db.prepare<[string], MemberRow>("SELECT * FROM team_members WHERE email = ?"),
    list: db.prepare<[number], MemberRow>("SELECT * FROM team_members WHERE removed_at IS NULL LIMIT ?"),
    listFormer: db.prepare<[number], MemberRow>("SELECT * FROM team_members WHERE removed_at IS NOT NULL LIMIT ?"),
    all: db.prepare<[number], MemberRow>("SELECT * FROM team_members LIMIT ?"),
    // Without a digest choice in the change, a new profile has it on and a stored one keeps its own.
    upsert: db.prepare(`INSERT INTO team_members (email, name, takes_calls, days_off, meeting_url, hours, dates_off, joined_at, morning_digest)
      VALUES (@email, @name, @takes_calls, @days_off, @meeting_url, @hours, @dates_off, @joined_at, coalesce(@morning_digest, 1))
      ON CONFLICT (email) DO UPDATE SET name = excluded.name, takes_calls = excluded.takes_calls, days_off = excluded.days_off,
        meeting_url = excluded.meeting_url, hours = excluded.hours, dates_off = excluded.dates_off,
        morning_digest = coalesce(@morning_digest, team_members.morning_digest)`),
    setRole: db.prepare("UPDATE team_members SET role = ?, removed_at = NULL WHERE email = ?"),
    remove: db.prepare("UPDATE team_members SET removed_at = ? WHERE email = ?"),
    audit: db.prepare("INSERT INTO team_audit (at, by, action, subject, role) VALUES (@at, @by, @action, @subject, @role)"),
    trail: db.prepare<[number], AuditRow>("SELECT at, by, action, subject, role FROM team_audit ORDER BY id DESC LIMIT ?"),
  };

  // One IMMEDIATE transaction per change: the rule reads the team under the write lock that makes the change,
  // so two owners demoting each other at once cannot both succeed.
  const change = (email: string, role: TeamRole | null, { by, force }: TeamChangeBy): TeamChangeResult => {
    const at = now().toISOString();
    return db
      .transaction((): TeamChangeResult => {
        const team = statements.all.all(MAX_TEAM_SIZE).map(toMember);
        const reason = teamChangeProblem(team, { email, role, force });
        if (reason) return { ok: false, reason };
        const before = team.find((member) => member.email === email);
        if (role === null) {
          statements.remove.run(at, email);
          statements.audit.run({ at, by, action: "removed", subject: email, role: null });
        } else if (!before || before.removedAt !== null || before.role !== role) {
          statements.record.run(email, at, role);
          statements.setRole.run(role, email);
          statements.audit.run({ at, by, action: "role", subject: email, role });
        }
        return { ok: true, member: toMember(statements.get.get(email)!) };
      })
      .immediate();
  };

  return {
    async record(email, role = defaultRole) {
      statements.record.run(email, now().toISOString(), role);
    },
    async get(email) {
      const row = statements.get.get(email);
      return row ? toMember(row) : null;
    },
    async list() {
      return statements.list.all(MAX_TEAM_SIZE).map(toMember).sort(byDisplayName);
    },
    async listFormer() {
      return statements.listFormer.all(MAX_TEAM_SIZE).map(toMember).sort(byDisplayName);
    },
    async update(email, change) {
      statements.upsert.run({
        email,
        name: change.name,
        takes_calls: change.takesCalls ? 1 : 0,
        days_off: JSON.stringify(change.daysOff),
        meeting_url: change.meetingUrl,
        hours: change.hours ? JSON.stringify(change.hours) : null,
        dates_off: JSON.stringify(change.datesOff),
        joined_at: now().toISOString(),
        morning_digest: change.morningDigest === undefined ? null : change.morningDigest ? 1 : 0,
      });
      return toMember(statements.get.get(email)!);
    },
    async setRole(email, role, by) {
      return change(email, role, by);
    },
    async remove(email, by) {
      return change(email, null, by);
    },
    async audit(entry) {
      statements.audit.run({ ...entry });
    },
    async auditTrail(limit) {
      return statements.trail.all(limit).map(toEntry);
    },
  };
}
