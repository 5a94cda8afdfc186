import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { teamSchema } from "@/features/team/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { byDisplayName } from "@/features/team/profile";
import { MAX_TEAM_SIZE, type TeamMember, type TeamStore } from "@/features/team/store";

interface MemberRow {
  readonly email: string;
  readonly name: string;
  readonly takes_calls: number;
  readonly days_off: string;
  readonly meeting_url: string;
  readonly joined_at: string;
}

function toMember(row: MemberRow): TeamMember {
  return { email: row.email, name: row.name, takesCalls: row.takes_calls === 1, daysOff: JSON.parse(row.days_off) as Weekday[], meetingUrl: row.meeting_url, joinedAt: row.joined_at };
}

export function createSqliteTeamStore(db: SqliteDatabase, now: () => Date = () => new Date()): TeamStore {
  ensureSchemas(db, [teamSchema]);
  const statements = {
    // Every admin takes calls until they opt out on the team page.
    record: db.prepare("INSERT INTO team_members (email, name, takes_calls, days_off, joined_at) VALUES (?, '', 1, '[]', ?) ON CONFLICT (email) DO NOTHING"),
    get: db.prepare<[string], MemberRow>("SELECT * FROM team_members WHERE email = ?"),
    list: db.prepare<[number], MemberRow>("SELECT * FROM team_members LIMIT ?"),
    upsert: db.prepare(`INSERT INTO team_members (email, name, takes_calls, days_off, meeting_url, joined_at) VALUES (@email, @name, @takes_calls, @days_off, @meeting_url, @joined_at)
      ON CONFLICT (email) DO UPDATE SET name = excluded.name, takes_calls = excluded.takes_calls, days_off = excluded.days_off, meeting_url = excluded.meeting_url`),
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
        joined_at: now().toISOString(),
      });
      return toMember(statements.get.get(email)!);
    },
  };
}
