import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { teamSchema } from "@/features/team/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { byDisplayName, storedDatesOff, storedWorkingHours } from "@/features/team/profile";
import { MAX_TEAM_SIZE, type TeamMember, type TeamStore } from "@/features/team/store";

interface MemberRow {
  readonly email: string;
  readonly name: string;
  readonly takes_calls: number;
  readonly days_off: string;
  readonly meeting_url: string;
  readonly hours: string | null;
  readonly dates_off: string;
  readonly joined_at: string;
  readonly morning_digest: number;
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

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
    morningDigest: row.morning_digest !== 0,
  };
}

export function createSqliteTeamStore(db: SqliteDatabase, now: () => Date = () => new Date()): TeamStore {
  ensureSchemas(db, [teamSchema]);
  const statements = {
    // Every admin takes calls until they opt out on the team page (and is offered once they give a name).
    record: db.prepare("INSERT INTO team_members (email, name, takes_calls, days_off, joined_at) VALUES (?, '', 1, '[]', ?) ON CONFLICT (email) DO NOTHING"),
    get: db.prepare<[string], MemberRow>("SELECT * FROM team_members WHERE email = ?"),
    list: db.prepare<[number], MemberRow>("SELECT * FROM team_members LIMIT ?"),
    // Without a digest choice in the change, a new profile has it on and a stored one keeps its own.
    upsert: db.prepare(`INSERT INTO team_members (email, name, takes_calls, days_off, meeting_url, hours, dates_off, joined_at, morning_digest)
      VALUES (@email, @name, @takes_calls, @days_off, @meeting_url, @hours, @dates_off, @joined_at, coalesce(@morning_digest, 1))
      ON CONFLICT (email) DO UPDATE SET name = excluded.name, takes_calls = excluded.takes_calls, days_off = excluded.days_off,
        meeting_url = excluded.meeting_url, hours = excluded.hours, dates_off = excluded.dates_off,
        morning_digest = coalesce(@morning_digest, team_members.morning_digest)`),
  };
  return {
    async record(email) {
      statements.record.run(email, now().toISOString());
    },
    async get(email) {
      const row = statements.get.get(email);
      return row ? toMember(row) : null;
    },
    async list() {
      return statements.list.all(MAX_TEAM_SIZE).map(toMember).sort(byDisplayName);
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
  };
}
